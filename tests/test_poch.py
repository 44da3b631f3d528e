"""Poch / Le Poque, scenario by scenario, each citing the section of its rules page
(``resources/rules/en/poch.md``) it checks.

Layout A (modern, 4 players, dealer 3, eldest 0, pay card 7♣): seat 0 holds one spade of
each rank (no pair), seats 1 and 2 hold pairs, seat 3 the clubs A…8 (no pair).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from histcards.cards import CARD_NAMES, PACK_36, PIQUET_PACK, parse_card, parse_cards
from histcards.engine import GAMES, IllegalAction, Match, new_match
from histcards.engine.events import events_json
from histcards.engine.games.poch import best_run, hand_strength
from histcards.engine.report import state_report
from tests.scenario import of_type, run_replay
from tests.scenario import play as scenario_play

POCH = GAMES["poch"]
NINE_POOLS = ("ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch", "centre")

LAYOUT_A = {
    "hands": [
        "AS KS QS JS 10S 9S 8S 7S".split(),
        "AH AD KH KD QH QD JH JD".split(),
        "10H 10D 9H 9D 8H 8D 7H 7D".split(),
        "AC KC QC JC 10C 9C 8C".split(),
    ],
    "stock": ["7C"],
}


def poch(players: int, options: dict[str, Any] | None = None,
         banks: list[int] | None = None, pools: dict[str, int] | None = None) -> Match:
    start: dict[str, Any] = {}
    if banks is not None:
        start["banks"] = banks
    if pools is not None:
        start["pools"] = pools
    return Match(POCH, players, options, seed=1, start=start)


def five_card_layout(hands: list[str], pay: str, players_pack: tuple[int, ...]) -> dict:
    """Explicit hands; the stock is the pay card then the rest of the pack in order."""
    held = [parse_cards(h.split()) for h in hands]
    used = {c for h in held for c in h} | {parse_card(pay)}
    rest = [c for c in players_pack if c not in used]
    return {"hands": [h.split() for h in hands],
            "stock": [pay] + [CARD_NAMES[c] for c in rest]}


def antes(events: list[Any]) -> dict[int, dict[str, int]]:
    """What each seat put on each pool in the ``ante`` events (one per seat and pool)."""
    paid: dict[int, dict[str, int]] = {}
    for e in of_type(events, "ante"):
        assert e["pool"] not in paid.setdefault(e["seat"], {})
        paid[e["seat"]][e["pool"]] = e["amount"]
    return paid


def play(match: Match, actions: list[str]) -> list[dict]:
    """Apply ``actions``; the events they caused, as ``histcards replay`` prints them."""
    return scenario_play(match, *actions)


# --- options and presets (Poch rules §6) --------------------------------------------------


def test_presets_are_bundles_and_explicit_toggles_override() -> None:
    """Poch rules §6: a preset sets the toggles it differs on; an explicit toggle wins."""
    poque = poch(3, {"preset": "poque_1789"}).options
    assert poque["direction"] == "anticlockwise" and poque["pools"] == "six"
    assert poque["start_bank"] == 40 and poque["most_cards_penalty"]
    assert poque["stage_order"] == "betting_first"
    mixed = poch(3, {"preset": "poque_1789", "raise_rule": "none", "start_bank": 60}).options
    assert mixed["raise_rule"] == "none" and mixed["start_bank"] == 60
    assert mixed["pools"] == "six"
    old = poch(3, {"preset": "poch_1810"}).options
    assert old["stop_payment"] == 1 and not old["ante_betting_pool"]
    assert old["set_compare"] == "kickers"


def test_bad_preset_and_unknown_option_are_errors() -> None:
    with pytest.raises(ValueError, match="preset"):
        poch(3, {"preset": "poque_1900"})
    with pytest.raises(ValueError, match="no option"):
        poch(3, {"pochen": True})
    with pytest.raises(ValueError, match="3 to 6"):
        poch(7)


def test_replayed_record_keeps_its_options() -> None:
    """A record stores the resolved options; replaying it rebuilds the same match."""
    match = poch(4, {"preset": "poch_1810", "sequence_pool": "best_run_any_suit"})
    match.start_deal(seed=3)
    twin = Match.from_record(match.to_record())
    assert twin.options == match.options


# --- packs and deals (Poch rules §2, §3.2) ------------------------------------------------


@pytest.mark.parametrize(("players", "sizes"), [(3, [11, 10, 10]), (4, [8, 8, 8, 7]),
                                                (5, [7, 6, 6, 6, 6]), (6, [6, 5, 5, 5, 5, 5])])
def test_modern_deals_every_card_but_the_pay_card(players: int, sizes: list[int]) -> None:
    """Poch rules §3.2: all cards one at a time from the dealer's left, the last one face up."""
    match = poch(players)
    match.start_deal(seed=5, dealer=players - 1)
    assert [h.bit_count() for h in match.deal.hands] == sizes
    assert len(match.deal.table(match)["turnups"]) == 1
    assert match.deal.table(match)["talon"] == 0


@pytest.mark.parametrize(("preset", "players", "pack", "stock"), [
    ("poque_1789", 3, 32, 16), ("poque_1789", 4, 32, 11), ("poque_1789", 5, 36, 10),
    ("poque_1789", 6, 36, 5), ("poch_1810", 3, 32, 16), ("poch_1810", 4, 32, 11),
    ("poch_1810", 5, 52, 26), ("poch_1810", 6, 52, 21)])
def test_older_presets_deal_five_and_leave_a_stock(preset: str, players: int, pack: int,
                                                   stock: int) -> None:
    """Poch rules §3.2: 5 cards each (2 then 3), the next card turned, the rest unused."""
    match = poch(players, {"preset": preset})
    assert len(POCH.pack(players, match.options)) == pack
    match.start_deal(seed=2)
    assert all(h.bit_count() == 5 for h in match.deal.hands)
    assert match.deal.table(match)["talon"] == stock


def test_poque_pack_for_six_adds_the_sixes() -> None:
    """Poch rules §2: Le Poque with 5–6 players adds the sixes (36 cards)."""
    assert POCH.pack(6, poch(6, {"preset": "poque_1789"}).options) == PACK_36
    assert POCH.pack(4, poch(4, {"preset": "poque_1789"}).options) == PIQUET_PACK


@pytest.mark.parametrize(("players", "holder", "sizes"), [(4, 3, [8, 8, 8, 8]),
                                                        (3, 1, [11, 11, 10])])
def test_v2_pay_card_goes_to_the_next_receiver(players: int, holder: int,
                                               sizes: list[int]) -> None:
    """Poch rules §6, turnup_to_next_receiver: the face-up card belongs to the player who would
    receive it next."""
    match = poch(players, {"turnup_to_next_receiver": True})
    match.start_deal(seed=8, dealer=players - 1)
    assert match.deal.table(match)["pay_card_holder"] == holder
    assert [h.bit_count() for h in match.deal.hands] == sizes


def test_layout_must_have_the_right_shape() -> None:
    match = poch(4)
    bad = {"hands": [*LAYOUT_A["hands"][:3], LAYOUT_A["hands"][3][:-1]],
           "stock": ["7C", "8C"]}
    with pytest.raises(ValueError, match="should hold 7 cards"):
        match.start_deal(bad, dealer=3)


# --- antes and stage-1 pools (Poch rules §3.1, §4.1) --------------------------------------


def test_modern_antes_nine_and_pays_the_honour_pools() -> None:
    """Poch rules §3.1, §4.1: 1 chip into each of the 9 pools; the pay-suit honours and the marriage
    go to their holder (seat 3 keeps the K and Q pools too); the sequence 7-8-9 cannot be
    won when the 7 is the pay card, and stays."""
    match = poch(4)
    events = match.start_deal(LAYOUT_A, dealer=3)
    assert antes(events) == {seat: dict.fromkeys(NINE_POOLS, 1) for seat in range(4)}
    won = {e["pool"]: (e["seat"], e["amount"]) for e in of_type(events, "pool_won")}
    assert won == {p: (3, 4) for p in ("ace", "king", "queen", "jack", "ten", "marriage")}
    assert match.ledger.pools == {"ace": 0, "king": 0, "queen": 0, "jack": 0, "ten": 0,
                                  "marriage": 0, "sequence": 4, "poch": 4, "centre": 4}
    assert match.ledger.banks == [41, 41, 41, 65]


def test_poque_and_1810_antes() -> None:
    """Poch rules §3.1: Le Poque antes 1 into each of its 6 pools; 1810 into the first seven, none
    into the Poch."""
    poque = poch(3, {"preset": "poque_1789"})
    six = ("ace", "king", "queen", "jack", "ten", "poch")
    assert antes(poque.start_deal(seed=1)) == {seat: dict.fromkeys(six, 1) for seat in range(3)}
    assert set(poque.ledger.pools) == set(six)
    old = poch(3, {"preset": "poch_1810"})
    assert antes(old.start_deal(seed=1)) == {seat: dict.fromkeys(NINE_POOLS[:7], 1)
                                             for seat in range(3)}


def layout_turned_ace() -> dict:
    hands = [h.copy() for h in LAYOUT_A["hands"]]
    hands[3] = "7C KC QC JC 10C 9C 8C".split()
    return {"hands": hands, "stock": ["AC"]}


def test_modern_turned_honour_pool_is_carried() -> None:
    """Poch rules §4.1: the turned card's pool is not won this deal (modern)."""
    match = poch(4)
    events = match.start_deal(layout_turned_ace(), dealer=3)
    assert "ace" not in {e["pool"] for e in of_type(events, "pool_won")}
    assert match.ledger.pools["ace"] == 4
    assert match.ledger.pools["sequence"] == 0   # 7-8-9 of clubs, all with seat 3


def test_v1_dealer_takes_the_turned_honour_pool() -> None:
    """Poch rules §6, dealer_takes_turnup_pool: the dealer takes the pool of a turned honour."""
    match = poch(4, {"dealer_takes_turnup_pool": True})
    events = match.start_deal(layout_turned_ace(), dealer=3)
    turnup = [e for e in of_type(events, "pool_won") if e["reason"] == "turnup"]
    assert turnup == [{"type": "pool_won", "pool": "ace", "seat": 3, "amount": 4,
                       "reason": "turnup"}]


def test_ten_pool_needs_nine_option() -> None:
    """Poch rules §6, ten_pool_needs_nine: the Ten pool needs the Nine of the pay suit."""
    hands = [h.copy() for h in LAYOUT_A["hands"]]
    hands[0] = "AS KS QS JS 10S 9C 8S 7S".split()
    hands[3] = "AC KC QC JC 10C 9S 8C".split()
    layout = {"hands": hands, "stock": ["7C"]}
    plain = poch(4)
    assert "ten" in {e["pool"] for e in of_type(plain.start_deal(layout, dealer=3), "pool_won")}
    strict = poch(4, {"ten_pool_needs_nine": True})
    events = strict.start_deal(layout, dealer=3)
    assert "ten" not in {e["pool"] for e in of_type(events, "pool_won")}


def test_sequence_pool_best_run_option() -> None:
    """Poch rules §6, best_run_any_suit: the longest run in any suit wins (seat 0's eight
    spades), where 7-8-9 of the pay suit cannot be had (the 7 is turned)."""
    events = poch(4, {"sequence_pool": "best_run_any_suit"}).start_deal(LAYOUT_A, dealer=3)
    assert [(e["pool"], e["seat"]) for e in of_type(events, "pool_won")
            if e["pool"] == "sequence"] == [("sequence", 0)]
    assert best_run(parse_mask("7H 8H 9H JH QH KH AH"), 3) == (4, 13, False)   # J-Q-K-A
    assert best_run(parse_mask("7H 8H 9H 7C 8C 9C"), 3) == (3, 8, True)   # trumps beat


def test_sequence_pool_best_run_needs_three_in_a_row() -> None:
    """Poch rules §6, best_run_any_suit: a run of three or more wins the sequence pool. Here
    no hand holds more than two cards in a row (7-8 of hearts), so the pool stays on the
    board (found by the soak: a run of two used to win it)."""
    layout = {"hands": [h.split() for h in (
        "5S 7S JS 3H 5H 7H 8H 4D 8D QD", "AS 2S 4S 9S QS 7D JD 4C 10C 6D",
        "3S KS AH 2H 4H 2D 5D 10D 3C KC", "6S 10S JH KH KD AC 6C 9C JC 2C",
        "8S 6H 10H QH AD 3D 9D 5C 8C QC 7C")], "stock": ["9H"]}
    match = poch(5, {"sequence_pool": "best_run_any_suit", "pack": "52_for_5_6"})
    events = match.start_deal(layout, dealer=3)
    assert "sequence" not in {e["pool"] for e in of_type(events, "pool_won")}
    assert match.chips().pools["sequence"] == 5
    assert best_run(parse_mask("7H 8H 2C"), 1) == (2, 7, True)


def test_v2_pay_card_counts_for_the_pools() -> None:
    """Poch rules §6, turnup_to_next_receiver: the turned 7♣ joins the dealer's hand and
    completes his 7-8-9."""
    match = poch(4, {"turnup_to_next_receiver": True})
    events = match.start_deal(LAYOUT_A, dealer=3)
    assert of_type(events, "turnup") == [{"type": "turnup", "card": "7C", "role": "pay_card_held",
                                          "seat": None, "index": 0, "trumps": "C",
                                          "holder": 3}]
    assert ("sequence", 3) in {(e["pool"], e["seat"]) for e in of_type(events, "pool_won")}


def parse_mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text.split()))


# --- betting (Poch rules §4.2) ------------------------------------------------------------


def test_modern_without_a_pair_only_pass() -> None:
    """Poch rules §4.2: in modern Poch a player without a pair may not bet: pass is his only action,
    still his own decision."""
    match = poch(4)
    match.start_deal(LAYOUT_A, dealer=3)
    assert match.to_act == 0
    assert [str(a) for a in match.legal()] == ["pass"]
    with pytest.raises(IllegalAction, match="no pair"):
        match.apply("bet 1")
    match.apply("pass")
    legal = [str(a) for a in match.legal()]
    assert legal == ["pass"] + [f"bet {n}" for n in range(1, 42)]


def test_v3_pochen_without_pair_lets_anyone_bet() -> None:
    """Poch rules §6, pochen_without_pair: anyone may bet."""
    match = poch(4, {"pochen_without_pair": True})
    match.start_deal(LAYOUT_A, dealer=3)
    assert "bet 1" in [str(a) for a in match.legal()]


def test_table_limit_and_bank_bound_the_amounts() -> None:
    """Poch rules §6, table_limit: no bet or raise above the limit; never above one's bank."""
    match = poch(4, {"table_limit": 5})
    match.start_deal(LAYOUT_A, dealer=3)
    match.apply("pass")
    assert [str(a) for a in match.legal()][-1] == "bet 5"
    with pytest.raises(IllegalAction, match="at most 5"):
        match.apply("bet 6")
    match.apply("bet 5")
    assert [str(a) for a in match.legal()] == ["call", "raise 1", "raise 2", "raise 3",
                                                "raise 4", "raise 5", "fold"]
    with pytest.raises(IllegalAction, match="open"):
        match.apply("bet 2")


def test_no_raise_rule_in_the_game() -> None:
    """Poch rules §6, raise_rule=none: only the opening, then call or fold."""
    match = poch(4, {"raise_rule": "none"})
    match.start_deal(LAYOUT_A, dealer=3)
    play(match, ["pass", "bet 2"])
    assert [str(a) for a in match.legal()] == ["call", "fold"]
    with pytest.raises(IllegalAction, match="no raise"):
        match.apply("raise 1")


def test_showdown_best_pair_wins_and_plays_out() -> None:
    """Poch rules §4.2: showdown: Aces beat Tens; the winner takes the bets and the Poch
    pool and leads (§4.4); runs continue automatically (§4.4), stop at the Ace, and the
    first out takes the centre pot and one chip per card left from each (§5)."""
    match = poch(4)
    match.start_deal(LAYOUT_A, dealer=3)
    events = play(match, ["pass", "bet 5", "call", "pass"])
    showdown = of_type(events, "showdown")[0]
    assert showdown["seats"] == [1, 2] and showdown["winner"] == 1
    assert showdown["stake"] == "poch"
    shown = {s["seat"]: s for s in showdown["shown"]}
    assert sorted(shown) == [1, 2]
    assert shown[2]["cards"] == "7H 8H 9H 10H 7D 8D 9D 10D".split()
    assert (shown[1]["combinations"], shown[1]["groups"]) == (["pair A"], [["AH", "AD"]])
    assert (shown[2]["combinations"], shown[2]["groups"]) == (["pair 10"], [["10H", "10D"]])
    assert of_type(events, "pool_won") == [{"type": "pool_won", "pool": "poch", "seat": 1,
                                            "amount": 14, "reason": "betting"}]
    assert match.phase == "play" and match.to_act == 1
    events = match.apply("play JH")
    plays = of_type(events, "play")
    assert [(e["card"], e["forced"]) for e in plays] == [
        ("JH", False), ("QH", True), ("KH", True), ("AH", True)]
    assert of_type(events, "run_stop")[0]["seat"] == 1
    assert match.to_act == 1
    events = match.apply("play JD")
    assert match.deal.finished
    assert of_type(events, "pool_won")[0] == {"type": "pool_won", "pool": "centre", "seat": 1,
                                              "amount": 4, "reason": "first_out"}
    assert sorted((e["from"], e["amount"]) for e in of_type(events, "payment")) == [
        (0, 8), (2, 8), (3, 7)]
    assert match.ledger.banks == [33, 77, 28, 58]
    assert match.deal_scores == [-17, 27, -22, 8]
    assert [str(a) for a in match.deals[-1].actions] == [
        "pass", "bet 5", "call", "pass", "play JH", "play JD"]   # forced plays not listed


def test_uncontested_modern_winner_shows_and_runs_cross_hands() -> None:
    """Poch rules §4.2, §4.4: one player left takes bets and pool; modern: he shows his pair. A run
    passes to whoever holds the next card, automatically; the last player leads next."""
    match = poch(4)
    match.start_deal(LAYOUT_A, dealer=3)
    events = play(match, ["pass", "pass", "bet 3", "pass"])
    assert of_type(events, "showdown")[0]["seats"] == [2]
    assert of_type(events, "pool_won")[0]["amount"] == 7
    events = match.apply("play 7H")
    assert [(e["seat"], e["card"]) for e in of_type(events, "play")] == [
        (2, "7H"), (2, "8H"), (2, "9H"), (2, "10H"), (1, "JH"), (1, "QH"), (1, "KH"),
        (1, "AH")]
    assert match.to_act == 1 and match.phase == "play"


def test_nobody_bets_pool_stays_and_eldest_leads() -> None:
    """Poch rules §4.2, §4.4: nobody opened ⇒ the pool stays; then eldest leads."""
    match = poch(4)
    match.start_deal(LAYOUT_A, dealer=3)
    play(match, ["pass", "pass", "pass", "pass"])
    assert match.ledger.pools["poch"] == 4
    assert match.to_act == 0 and match.phase == "play"


def test_carried_betting_pool_goes_to_the_winner() -> None:
    """Poch rules §4.2: the winner takes every bet plus the pool's carried contents."""
    match = poch(4, pools={"poch": 10})
    match.start_deal(LAYOUT_A, dealer=3)
    events = play(match, ["pass", "bet 2", "fold", "pass"])
    assert of_type(events, "pool_won")[0]["amount"] == 10 + 4 + 2


OLD_HANDS = ["7S 8H 9D JC QS", "AS AH AD 7C 8C", "KS KH KD 9C 10C", "QH QD 7H 8D 9S"]


def test_three_unequal_allins_make_side_pots() -> None:
    """Poch rules §4.2, §7.1: three players all-in for different amounts against one bettor:
    each contests only what he could match; pots go by the normal comparison among those
    eligible."""
    match = poch(4, {"preset": "poch_1810"}, banks=[40, 12, 17, 25])
    layout = five_card_layout(OLD_HANDS, "10S", PIQUET_PACK)
    events = match.start_deal(layout, dealer=3)
    assert {e["pool"]: e["seat"] for e in of_type(events, "pool_won")} == {
        "ace": 1, "king": 2, "queen": 0, "ten": 3}
    assert match.ledger.banks == [37, 9, 14, 22]
    events = play(match, ["bet 30", "allin", "allin", "allin"])
    awards = [(e["seat"], e["amount"]) for e in of_type(events, "pool_won")]
    assert awards == [(1, 36), (2, 15), (3, 16), (0, 8)]
    assert match.ledger.banks == [15, 36, 15, 16]
    assert match.to_act == 1   # the main pot's winner leads


def deal_with(options: dict, hands: list[str], pay: str, players: int = 3) -> Match:
    match = poch(players, options)
    pack = POCH.pack(players, match.options)
    match.start_deal(five_card_layout(hands, pay, pack), dealer=players - 1)
    return match


def test_1810_stop_payments_and_single_card_lead() -> None:
    """Poch rules §5, §7.5: in 1810 each stop earns 1 chip from each other player (a run that
    stops on a card sleeping in the stock); a last single card is led automatically and
    the card that empties the hand earns no stop payment."""
    match = deal_with({"preset": "poch_1810"},
                      ["7S 8S 10S AH KH", "9S JS QH 7D 8D", "KS AS 9H 10D JC"], "7C")
    assert match.ledger.banks == [43, 43, 46]          # seat 2 took the Jack pool
    play(match, ["pass", "pass", "pass"])
    events = match.apply("play 7S")
    assert [e["card"] for e in of_type(events, "play")] == ["7S", "8S", "9S", "10S", "JS"]
    assert [(e["from"], e["to"], e["reason"]) for e in of_type(events, "payment")] == [
        (2, 1, "stop"), (0, 1, "stop")]
    events = match.apply("play 7D")
    assert [e["card"] for e in of_type(events, "play")] == ["7D", "8D", "QH"]
    assert of_type(events, "deal_end")[0]["winner"] == 1
    assert match.ledger.banks == [39, 54, 39]
    assert match.ledger.pools["poch"] == 0


def test_1810_kickers_then_trump_then_priority() -> None:
    """Poch rules §4.2, §6, §7.3 (1810): unpaired hands are ranked; equal sets go to the higher
    remaining cards, then the trump in the set, then priority."""
    match = deal_with({"preset": "poch_1810"},
                      ["7S 7H 9D JC QS", "7D 7C 8C 9S KH", "AS 10H 10D 9C 8D"], "KS")
    rules = match.deal.rules
    pair_q = hand_strength(parse_mask("7S 7H 9D JC QS"), rules, 0)
    pair_k = hand_strength(parse_mask("7D 7C 8C 9S KH"), rules, 1)
    assert pair_k > pair_q
    single_ace = hand_strength(parse_mask("AS KH QS JC 9D"), rules, 0)
    assert hand_strength(parse_mask("7D 7C 8C 9S 10H"), rules, 2) > single_ace
    trump_pair = hand_strength(parse_mask("8S 8H 9D JC QS"), rules, 2)
    plain_pair = hand_strength(parse_mask("8D 8C 9C JD QH"), rules, 0)
    assert trump_pair > plain_pair
    assert hand_strength(parse_mask("8D 8C 9C JD QH"), rules, 0) > \
        hand_strength(parse_mask("8D 8C 9C JD QH"), rules, 1)


def test_modern_set_comparison() -> None:
    """Poch rules §4.2: four > three > pair whatever the ranks; higher rank; two pairs count as the
    higher pair; equal pairs: the one with the pay-suit card wins."""
    match = poch(4)
    match.start_deal(LAYOUT_A, dealer=3)           # pay suit clubs
    rules = match.deal.rules

    def key(cards: str, distance: int = 0) -> tuple:
        return hand_strength(parse_mask(cards), rules, distance)

    assert key("7S 7H 7D 8S") > key("AS AH KS KH", 0)
    assert key("8S 8H 8D 8C") > key("AS AH AD 9S")
    assert key("JS JH 7D") > key("10S 10H 9S 9H 8S 8H")
    assert key("QS QC 7D", 2) > key("QH QD AS", 0)


def test_v3_skat_suit_order() -> None:
    """Poch rules §6, pochen_without_pair: highest single card wins, ties by ♣ > ♠ > ♥ > ♦;
    equal pairs: the club."""
    match = poch(4, {"pochen_without_pair": True})
    match.start_deal(LAYOUT_A, dealer=3)
    rules = match.deal.rules
    assert hand_strength(parse_mask("AC 7S"), rules, 3) > hand_strength(
        parse_mask("AS 8D"), rules, 0)
    assert hand_strength(parse_mask("9H 9C"), rules, 3) > hand_strength(
        parse_mask("9S 9D"), rules, 0)
    assert hand_strength(parse_mask("7H 7D"), rules, 3) > hand_strength(
        parse_mask("AS KD"), rules, 0)


def test_poque_single_cards_compare_then_priority() -> None:
    """Poch rules §7.3: in Le Poque with no set, highest single card, then the next, then
    priority."""
    match = poch(3, {"preset": "poque_1789"})
    match.start_deal(seed=4)
    rules = match.deal.rules
    assert hand_strength(parse_mask("AS 9H 7D"), rules, 2) > hand_strength(
        parse_mask("AH 8S 7C"), rules, 0)
    assert hand_strength(parse_mask("AS 9H 7D"), rules, 0) > hand_strength(
        parse_mask("AH 9S 7C"), rules, 1)


# --- Le Poque: stage order, showing, most-cards penalty (Poch rules §4.1, §5) -------------

POQUE_HANDS = ["AS AH 7S 8S 9S", "KS KH QD 10C 7D", "JD JH 10D 9D 8C"]


@pytest.mark.parametrize(("tie_rule", "banks"), [("all_tied_pay", [62, 22, 33]),
                                                 ("none", [52, 27, 38]),
                                                 ("split", [57, 24, 36])])
def test_poque_deal(tie_rule: str, banks: list[int]) -> None:
    """Poch rules §4.1, §4.2, §5: Le Poque: the dealer takes the turned honour's pool before
    the betting, the other honour pools are paid after it; the showdown; first out gets
    one per card, and the player(s) with most cards pay that many to each other player
    (the tie options of §6, §7.8)."""
    match = deal_with({"preset": "poque_1789", "most_cards_tie": tie_rule}, POQUE_HANDS,
                      "KD")
    opening = match.events
    assert [(e["pool"], e["seat"]) for e in of_type(opening, "pool_won")] == [("king", 2)]
    events = play(match, ["bet 2", "raise 3", "fold", "call"])
    won = [(e["pool"], e["seat"], e["amount"]) for e in of_type(events, "pool_won")]
    assert won == [("poch", 0, 13), ("queen", 1, 3), ("jack", 2, 3), ("ten", 2, 3)]
    assert events.index(of_type(events, "showdown")[0]) < events.index(
        next(e for e in events if e.get("pool") == "queen"))
    play(match, ["play 7S", "play AS"])
    assert match.deal.finished
    assert match.ledger.banks == banks
    assert match.ledger.pools == {"ace": 3, "king": 0, "queen": 0, "jack": 0, "ten": 0,
                                  "poch": 0}


def test_poque_uncontested_winner_does_not_show() -> None:
    """Poch rules §4.2: in Le Poque an unanswered poque is taken without showing."""
    match = deal_with({"preset": "poque_1789"}, POQUE_HANDS, "KD")
    events = play(match, ["bet 1", "fold", "fold"])
    assert not of_type(events, "showdown")
    assert of_type(events, "pool_won")[0]["seat"] == 0


def test_poque_pip_values_option() -> None:
    """Poch rules §6, §7.9, poque_pay=pip_values_to_each_player: each loser pays every other
    player the pip value of his cards left."""
    match = deal_with({"preset": "poque_1789", "most_cards_penalty": False,
                       "poque_pay": "pip_values_to_each_player", "start_bank": 200},
                      POQUE_HANDS, "KD")
    play(match, ["pass", "pass", "pass"])
    # eldest leads: 7S 8S 9S stop (10S sleeps); AS stop; AH led automatically: out
    events = play(match, ["play 7S", "play AS"])
    pips = {(e["from"], e["to"]): e["amount"] for e in of_type(events, "payment")}
    assert pips[(1, 0)] == 10 + 10 + 10 + 10 + 7
    assert pips[(2, 1)] == 10 + 10 + 10 + 9 + 8


# --- end of the match (Poch rules §5.1) ---------------------------------------------------


def test_match_ends_when_a_player_cannot_pay_the_next_ante() -> None:
    """Poch rules §5.1: the match is over right after the deal after which a player cannot pay the
    full ante; most chips wins; chips left on the board belong to nobody."""
    match = poch(4, banks=[20, 50, 50, 50])
    match.start_deal(LAYOUT_A, dealer=3)
    events = play(match, ["pass", "bet 5", "call", "pass", "play JH", "play JD"])
    assert match.ledger.banks == [3, 77, 28, 58]
    assert match.over and match.winners == [1]
    assert events[-1]["type"] == "match_end"
    assert match.ledger.pools["sequence"] == 4
    with pytest.raises(IllegalAction):
        match.start_deal(seed=1)


def test_v4_money_settlement_shares_the_board() -> None:
    """Poch rules §6, money_settlement: leftover board chips are shared as equally as possible;
    scores show each player's gain or loss against his starting supply."""
    match = poch(4, {"money_settlement": True}, banks=[20, 50, 50, 50])
    match.start_deal(LAYOUT_A, dealer=3)
    play(match, ["pass", "bet 5", "call", "pass", "play JH", "play JD"])
    assert match.ledger.banks == [4, 78, 29, 59]
    assert sum(match.ledger.pools.values()) == 0
    assert match.scores == [-16, 28, -21, 9]


def test_fixed_rounds_end() -> None:
    """Poch rules §6, end_condition=fixed_rounds: each player deals `rounds` times."""
    match = poch(3, {"end_condition": "fixed_rounds", "rounds": 2, "start_bank": 5000})
    for _ in range(6):
        match.start_deal(seed=match.deal_index + 10)
        while match.to_act is not None:
            match.apply(match.legal()[0])
    assert match.over and match.deal_index == 5


def test_chips_conserved_through_a_random_match() -> None:
    """Chips are conserved at every step (the ledger checks; here the total too)."""
    import random
    rng = random.Random(3)
    for preset in ("modern", "poque_1789", "poch_1810"):
        match = new_match("poch", 5, {"preset": preset}, seed=9)
        total = match.ledger.total
        while not match.over:
            if match.to_act is None:
                match.start_deal()
            else:
                match.apply(rng.choice(match.legal()))
            assert sum(match.ledger.banks) + sum(match.ledger.pools.values()) == total
            assert min(match.ledger.banks) >= 0


def test_observation_hides_other_hands_but_shows_the_pay_card() -> None:
    match = poch(4)
    match.start_deal(LAYOUT_A, dealer=3)
    seen = match.observation(0)
    assert seen.table["turnups"] == ["7C"] and seen.table["trumps"] == "C"
    assert of_type(seen.deal_events, "turnup") == [{
        "type": "turnup", "card": "7C", "role": "pay_card", "seat": None, "index": 0,
        "trumps": "C", "holder": None}]
    assert len(seen.hand) == 8 and seen.hand_sizes == (8, 8, 8, 7)


# --- histcards replay ---------------------------------------------------------------


def base_record(**extra: Any) -> dict:
    return {"format": "histcards-record/1", "game": "poch", "players": 4,
            "start": {"banks": [60, 45, 50, 40], "pools": {"poch": 10, "sequence": 3}},
            "deals": [dict(dealer=3, **LAYOUT_A,
                           actions=["pass", "bet 5", "call", "pass", "play JH", "play JD"]),
                      {"dealer": 0, "seed": 77, "actions": []}]} | extra


def test_cli_replays_a_multi_deal_record_with_start_banks_and_pools(tmp_path: Path) -> None:
    """`histcards replay` on a record starting mid-match (banks, carried-over pools)."""
    done = run_replay(tmp_path, base_record())
    assert done.returncode == 0, done.stderr
    state = json.loads(done.stdout)
    assert state["game"] == "poch" and state["deal_index"] == 1 and state["dealer"] == 0
    first_deal_end = next(e for e in state["events"] if e["type"] == "deal_end")
    assert first_deal_end["winner"] == 1
    betting = [e for e in state["events"] if e["type"] == "pool_won" and e["pool"] == "poch"]
    assert betting[0]["amount"] == 10 + 4 + 10
    assert sum(state["banks"]) + sum(state["pools"].values()) == 60 + 45 + 50 + 40 + 13
    assert state["phase"] == "betting" and state["legal"]
    assert state["table"]["turnups"] and state["table"]["trumps"] in "SHDC"


@pytest.mark.parametrize(("change", "words"), [
    ({"deals": [dict(dealer=3, **LAYOUT_A, actions=["bet 1"])]}, "no pair"),
    ({"start": {"pools": {"pot": 3}}}, "no pool"),
    ({"options": {"preset": "poque_1900"}}, "preset"),
    ({"deals": [dict(dealer=3, hands=LAYOUT_A["hands"], stock=["7C", "7C"], actions=[])]},
     "more than once"),
])
def test_cli_rejects_bad_records(tmp_path: Path, change: dict, words: str) -> None:
    """A bad record ends with exit status 2 and one clear line on stderr, no traceback."""
    done = run_replay(tmp_path, base_record(**change))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in done.stderr


def test_direction_follows_the_preset() -> None:
    """Poch rules §3.2, §6: Le Poque is played anticlockwise, the others clockwise."""
    assert POCH.direction(poch(3, {"preset": "poque_1789"}).options) == "anticlockwise"
    assert POCH.direction(poch(3).options) == "clockwise"


def test_turned_king_blocks_the_marriage() -> None:
    """Poch rules §4.1: if the turned card is the King, the Marriage cannot be won (and the
    King pool is carried in modern)."""
    hands = [h.copy() for h in LAYOUT_A["hands"]]
    hands[3] = "AC 7C QC JC 10C 9C 8C".split()
    match = poch(4)
    events = match.start_deal({"hands": hands, "stock": ["KC"]}, dealer=3)
    won = {e["pool"] for e in of_type(events, "pool_won")}
    assert "marriage" not in won and "king" not in won and "queen" in won
    assert match.ledger.pools["marriage"] == 4 and match.ledger.pools["king"] == 4


def test_pools_not_won_carry_over_and_take_the_next_antes() -> None:
    """Poch rules §3.1: a pool not won stays and receives the next deal's antes on top."""
    match = poch(4, {"start_bank": 200})
    match.start_deal(LAYOUT_A, dealer=3)
    play(match, ["pass", "pass", "pass", "pass"])
    while match.to_act is not None:
        match.apply(match.legal()[0])
    assert match.ledger.pools["sequence"] == 4 and match.ledger.pools["poch"] == 4
    match.start_deal(LAYOUT_A, dealer=3)
    assert match.ledger.pools["sequence"] == 8 and match.ledger.pools["poch"] == 8


def test_pass_reentry_in_the_game() -> None:
    """Poch rules §6, §7.2, pass_reentry: a player who passed before the opening is asked again."""
    match = poch(4, {"pass_reentry": True})
    match.start_deal(LAYOUT_A, dealer=3)
    play(match, ["pass", "pass", "bet 2", "pass"])
    assert match.to_act == 0 and [str(a) for a in match.legal()] == ["pass"]
    match.apply("pass")
    assert match.to_act == 1 and "call" in [str(a) for a in match.legal()]
    events = match.apply("call")
    assert of_type(events, "showdown")[0]["winner"] == 1


def test_all_in_off_means_match_or_fold() -> None:
    """Poch rules §6, all_in_side_pots=false: a player who cannot cover the bet must fold."""
    match = poch(4, {"all_in_side_pots": False}, banks=[50, 50, 12, 50])
    match.start_deal(LAYOUT_A, dealer=3)
    play(match, ["pass", "bet 20"])
    assert [str(a) for a in match.legal()] == ["fold"]


# --- audit: hand-made records replayed, outcomes reasoned through by hand ----------------


def poch_record(players: int, deals: list[dict], options: dict | None = None,
                start: dict | None = None) -> dict:
    record: dict[str, Any] = {"format": "histcards-record/1", "game": "poch",
                              "players": players, "options": options or {}, "deals": deals}
    if start:
        record["start"] = start
    return record


def replayed(record: dict) -> dict[str, Any]:
    """The state ``histcards replay`` prints for a record, computed in process."""
    return state_report(Match.from_record(record))


def hands_of(*hands: str) -> list[list[str]]:
    return [h.split() for h in hands]


# Modern, 4 players, dealer 3 (eldest 0), pay card 8♥: seat 0 holds A K Q of hearts and
# three Aces, seat 1 the J and 10 of hearts and a pair of Kings, seat 2 pairs of Nines and
# Eights, seat 3 the clubs K…7 (no pair).
MODERN_DEAL = {"dealer": 3, "hands": hands_of("AH KH QH AS AD 7S 8S 9S",
                                              "JH 10H KS KD QS 10S JS 7D",
                                              "9H 7H QD JD 10D 9D 8D AC",
                                              "KC QC JC 10C 9C 8C 7C"),
               "stock": ["8H"]}


def test_modern_record_pools_betting_and_playout() -> None:
    """Poch rules §3.1 (9 antes), §4.1 (pools to the pay-suit holders; the Sequence cannot be
    won with the 8♥ turned), §4.2 (barred seat passes; three Aces beat two Kings; the pot
    holds the Poch pool's ante), §4.4 (the betting winner leads; runs cross hands
    automatically; the Ace stops), §5 (centre + 1 chip per card left)."""
    state = replayed(poch_record(4, [dict(MODERN_DEAL, actions=[
        "bet 5", "raise 3", "fold", "pass", "call", "play 7S", "play AD", "play QH"])]))
    events = state["events"]
    assert [(e["pool"], e["seat"], e["amount"]) for e in of_type(events, "pool_won")] == [
        ("ace", 0, 4), ("king", 0, 4), ("queen", 0, 4), ("jack", 1, 4), ("ten", 1, 4),
        ("marriage", 0, 4), ("poch", 0, 20), ("centre", 0, 4)]
    assert [(e["seat"], e["card"]) for e in of_type(events, "play")][:8] == [
        (0, "7S"), (0, "8S"), (0, "9S"), (1, "10S"), (1, "JS"), (1, "QS"), (1, "KS"),
        (0, "AS")]
    assert [(e["from"], e["amount"]) for e in of_type(events, "payment")] == [
        (1, 4), (2, 8), (3, 7)]
    assert state["banks"] == [92, 37, 33, 34]
    assert state["pools"] == {"ace": 0, "king": 0, "queen": 0, "jack": 0, "ten": 0,
                              "marriage": 0, "sequence": 4, "poch": 0, "centre": 0}
    assert state["deal_scores"] == state["scores"] == [42, -13, -17, -16]
    assert [(e["seat"], e["points"], e["reason"]) for e in of_type(events, "score")] == [
        (0, 42, "chips"), (1, -13, "chips"), (2, -17, "chips"), (3, -16, "chips")]
    assert of_type(events, "score")[-1]["deal_scores"] == [42, -13, -17, -16]
    deal_end = of_type(events, "deal_end")[0]
    assert deal_end["winner"] == 0 and deal_end["deal_scores"] == [42, -13, -17, -16]
    assert state["phase"] == "between_deals" and state["to_act"] is None


def test_modern_barred_seat_still_decides_its_pass() -> None:
    """Architecture §9.2 / Poch rules §4.2: a modern player without a pair has
    ``pass`` as his only legal action, and it is still his decision."""
    state = replayed(poch_record(4, [dict(MODERN_DEAL, actions=["bet 5", "raise 3", "fold"])]))
    assert state["to_act"] == 3 and state["legal"] == ["pass"]


def test_scores_follow_the_banks_during_the_deal() -> None:
    """Architecture §9.5: chips won during a deal (stage-1 pools, bets) count in ``scores`` and
    ``deal_scores`` at once, not only when the deal ends."""
    state = replayed(poch_record(4, [dict(MODERN_DEAL, actions=["bet 5", "raise 3"])]))
    assert state["banks"] == [52, 41, 41, 41]
    assert state["deal_scores"] == state["scores"] == [2, -9, -9, -9]


def test_poque_record_turnup_pool_betting_honours_and_most_cards() -> None:
    """Poch rules §4.1 (Le Poque: the dealer takes the turned King's pool before the betting,
    the honour pools are paid after it), §4.2 (a bluffing caller without a pair loses the
    showdown; a fold after the raise costs only the opening bet), §4.4 (runs stop on the
    turned card and on cards sleeping in the stock; the betting winner leads), §5 (one
    jeton per card; the two players tied for most cards each pay 5 to every other)."""
    deal = {"dealer": 0,
            "hands": hands_of("7S KD QD JD 10D", "AS QS 7H 7D 8C", "JS 10S AH AD 9C",
                              "9S 8S KH QH JH"),
            "stock": "KS 10H 9H 8H 9D 8D AC KC QC JC 10C 7C".split(),
            "actions": ["bet 3", "raise 2", "call", "fold", "fold", "play 9C", "play 10S",
                        "play 7D", "play 7H", "play 8C"]}
    state = replayed(poch_record(4, [deal], {"preset": "poque_1789"}))
    events = state["events"]
    won = [(e["pool"], e["seat"], e["amount"]) for e in of_type(events, "pool_won")]
    assert won == [("king", 0, 4), ("poch", 2, 17), ("ace", 1, 4), ("queen", 1, 4),
                   ("jack", 2, 4), ("ten", 2, 4)]
    assert of_type(events, "showdown")[0]["winner"] == 2
    assert [(e["seat"], e["card"]) for e in of_type(events, "run_stop")] == [
        (2, "9C"), (1, "QS"), (1, "7D"), (1, "7H"), (1, "8C")]
    assert [(e["from"], e["to"], e["amount"], e["reason"])
            for e in of_type(events, "payment")] == [
        (2, 1, 2, "cards_left"), (3, 1, 5, "cards_left"), (0, 1, 5, "cards_left"),
        (3, 1, 5, "most_cards"), (3, 2, 5, "most_cards"), (0, 1, 5, "most_cards"),
        (0, 2, 5, "most_cards")]
    assert state["banks"] == [23, 61, 62, 14] and sum(state["pools"].values()) == 0
    assert set(state["pools"]) == {"ace", "king", "queen", "jack", "ten", "poch"}


def test_1810_five_players_kickers_before_the_trump_and_stops_paid() -> None:
    """Poch rules §2, §3.2 (1810, five players: 52 cards, 5 each, 26 left in the stock), §3.1
    (7 antes, none into the Poch), §4.1 (the dealer takes the turned Ten's pool), §6 (two
    pairs of Aces: the higher remaining cards win before the trump in the pair), §7.5
    (each stop pays 1 from each other player, not the card that empties a hand)."""
    hands = ["AS AD KS QS 9C", "AC AH KD QD 8C", "JH 9H 8H 7H 2C", "KH QH 3S 4S 5S",
             "2S 6S 6D 6C 3D"]
    used = set(parse_cards([*" ".join(hands).split(), "10H"]))
    deal = {"dealer": 4, "hands": hands_of(*hands),
            "stock": ["10H"] + [CARD_NAMES[c] for c in range(52) if c not in used],
            "actions": ["bet 2", "call", "fold", "fold", "fold", "play QS", "play 9C"]}
    state = replayed(poch_record(5, [deal], {"preset": "poch_1810"}))
    events = state["events"]
    assert antes(events) == {seat: dict.fromkeys(NINE_POOLS[:7], 1) for seat in range(5)}
    assert of_type(events, "pool_won")[0] == {"type": "pool_won", "pool": "ten", "seat": 4,
                                              "amount": 5, "reason": "turnup"}
    assert of_type(events, "showdown")[0]["winner"] == 0
    stops = [e for e in of_type(events, "payment") if e["reason"] == "stop"]
    assert len(stops) == 8 and {e["to"] for e in stops} == {0}
    assert of_type(events, "play")[-1] == {"type": "play", "seat": 0, "card": "AD",
                                           "forced": True}
    assert state["banks"] == [73, 39, 46, 51, 41]
    assert state["table"]["talon"] == 26


def test_modern_three_unequal_allins_with_the_pool_in_the_main_pot() -> None:
    """Poch rules §4.2, §7.1: three all-ins of 10, 20 and 30 against a bet of 40; the main pot
    (with the Poch pool's 4) goes to the best hand, each side pot to the best hand among
    those who reached it, the uncalled 10 back to the bettor; the main pot's winner leads."""
    deal = {"dealer": 3, "hands": hands_of("7S 7H 9S JD 10D KC QC JC",
                                           "AS AH AC 10S 9H 8C QD 7D",
                                           "KS KH JS 10H 9C 8S AD 7C",
                                           "QS QH JH 10C 9D 8H KD"),
            "stock": ["8D"], "actions": ["bet 40", "allin", "allin", "allin"]}
    state = replayed(poch_record(4, [deal], start={"banks": [101, 15, 25, 35]}))
    betting = [(e["seat"], e["amount"]) for e in of_type(state["events"], "pool_won")
               if e["pool"] == "poch"]
    assert betting == [(1, 44), (2, 30), (3, 20), (0, 10)]
    assert state["banks"] == [70, 44, 30, 20]
    assert state["phase"] == "play" and state["to_act"] == 1


def test_v4_settlement_does_not_undo_the_end_of_the_match() -> None:
    """Poch rules §5.1, §7.10: the match ends after the deal leaving a player unable to pay the
    next ante (seat 1, left with nothing); money_settlement then shares the board (36 chips, 12
    each), which lifts him above the ante, but the match stays over; most chips wins."""
    deal = {"dealer": 2,
            "hands": hands_of("AS KS QS JS 10S 9S 8S 7S AH KH QH",
                              "JH 10H 9H 8H AD KD QD JD 10D 9D",
                              "8D 7D AC KC QC JC 10C 9C 8C 7C"),
            "stock": ["7H"], "actions": ["pass", "pass", "pass", "play 7S", "play QH"]}
    state = replayed(poch_record(3, [deal], {"money_settlement": True},
                                 {"banks": [50, 10, 50], "pools": {"sequence": 30}}))
    short = [e for e in of_type(state["events"], "payment") if e["from"] == 1]
    assert [(e["amount"], e["owed"]) for e in short] == [(7, 10)]      # Poch rules §7.10
    assert [(e["seat"], e["amount"]) for e in of_type(state["events"], "settlement")] == [
        (0, 12), (1, 12), (2, 12)]
    assert state["banks"] == [85, 12, 43] and sum(state["pools"].values()) == 0
    assert state["over"] and state["winners"] == [0] and state["phase"] == "over"
    assert state["scores"] == [35, 2, -7]
    assert of_type(state["events"], "match_end")[0]["winners"] == [0]


def test_start_carry_is_refused() -> None:
    """Poch keeps nothing between deals besides banks and pools (``start`` gives those)."""
    record = poch_record(3, [], start={"carry": {"double": 1}})
    with pytest.raises(ValueError, match="carries no 'double'"):
        Match.from_record(record)


# --- playout_31: the early count to 31 (Poch rules §6, §7.12) -----------------------------

COUNT_DEAL = {"dealer": 2,
              "hands": hands_of("AS KS QS JS 10S 9S 8S 7S AH KH QH",
                                "JH 10H 9H 8H AD KD QD JD 10D 9D",
                                "8D 7D AC KC QC JC 10C 9C 8C 7C"),
              "stock": ["7H"]}


def test_count_to_31_turns_values_and_closing() -> None:
    """Poch rules §6, playout_31: court cards 10, Ace 1; each in turn adds a card keeping
    the count at 31 or less (a choice among those that fit, a single fitting card played
    automatically, a player with none passed over); when nobody can add, the player of the
    last card receives 1 from each other player and leads a new count."""
    actions = ["pass", "pass", "pass", "play KS", "play KD", "play AC", "play 9S"]
    state = replayed(poch_record(3, [dict(COUNT_DEAL, actions=actions)],
                                 {"playout_31": True}))
    # KS 10 + KD 10 + AC 1 = 21; seat 0 adds 9S (30); seat 1 has only AD left that fits
    # (forced, 31); nobody can add to 31: seat 1 closes the count and leads again.
    plays = [(e["seat"], e["card"], e["forced"]) for e in of_type(state["events"], "play")]
    assert plays == [(0, "KS", False), (1, "KD", False), (2, "AC", False), (0, "9S", False),
                     (1, "AD", True)]
    stop = of_type(state["events"], "run_stop")[0]
    assert stop["seat"] == 1 and stop["count"] == 31
    assert [(e["from"], e["to"], e["amount"], e["reason"])
            for e in of_type(state["events"], "payment")] == [(2, 1, 1, "count"),
                                                              (0, 1, 1, "count")]
    assert state["to_act"] == 1 and state["table"]["count"] == 0 and state["table"]["run"] == []
    assert len(state["legal"]) == 8


def test_count_to_31_refuses_a_card_past_31_and_passes_over_a_player() -> None:
    """Poch rules §6, playout_31: a card taking the count past 31 is refused; a player who
    cannot add is passed over."""
    match = Match.from_record(poch_record(3, [dict(COUNT_DEAL, actions=[
        "pass", "pass", "pass", "play KS", "play KD", "play KC"])], {"playout_31": True}))
    # 30: seat 0 may add only his Aces; he plays AH, 31; nobody can add.
    assert [str(a) for a in match.legal()] == ["play AS", "play AH"]
    with pytest.raises(IllegalAction, match="past 31"):
        match.apply("play 8S")
    events = match.apply("play AS")
    assert of_type(events, "run_stop")[0]["count"] == 31
    match = Match.from_record(poch_record(3, [dict(COUNT_DEAL, actions=[
        "pass", "pass", "pass", "play KS", "play KD", "play 9C"])], {"playout_31": True}))
    # 29: seat 0 holds Aces (may add); after his AS (30) seat 1 (AD) must add: 31.
    events = match.apply("play AS")
    assert [(e["seat"], e["card"]) for e in of_type(events, "play")] == [(0, "AS"),
                                                                         (1, "AD")]


def test_count_to_31_going_out_ends_the_deal_unpaid() -> None:
    """Poch rules §6, §7.12, playout_31: the card that empties a hand ends the play at once;
    the count is not paid, the cards left are (§5)."""
    match = new_match("poch", 3, {"playout_31": True}, seed=4)
    match.start_deal()
    while match.to_act is not None:
        match.apply(match.legal()[0])
    events = events_json(match.events)
    out = of_type(events, "out")[0]["seat"]
    last_play = of_type(events, "play")[-1]
    assert last_play["seat"] == out and not match.deal.hands[out]
    after = events[events.index(last_play):]
    assert not [e for e in after if e.get("reason") == "count"]
    assert {e["reason"] for e in of_type(after, "payment")} == {"cards_left"}
