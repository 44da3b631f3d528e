"""Hoc Mazarin scenarios, each citing the section of its rules page
(``resources/rules/en/hoc.md``) it checks."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from histcards.cards import CARD_NAMES, parse_card, parse_rank
from histcards.engine import GAMES, IllegalAction, Match, new_match
from histcards.engine.combinations import best_point, rank_sets, runs
from histcards.engine.events import FirstDealer
from histcards.engine.games.hoc import END_TABLE, POINT_VALUES, in_fiches
from histcards.engine.report import state_report
from tests.playout import advance
from tests.scenario import of_type, run_replay

HOC = GAMES["hoc"]
PASS_ALL = ["pass"] * 3  # one auction passed by three players

# Seat 0 holds one card of each rank A…Q and no hoc: led from the Ace, the whole hand runs
# out by forced continuations (Hoc rules §4.4).
RUN = "AH 2S 3D 4C 5H 6S 7D 8C 9H 10S JC QD"
# Sequences: seat 0 quinte to 9 (spades) + tierce to 4 (hearts); seat 1 a six-card run to
# the 7 of diamonds and a brelan of Kings.
SEQ0 = "5S 6S 7S 8S 9S 2H 3H 4H 10D AC JC QC"
SEQ1 = "2D 3D 4D 5D 6D 7D KS KH KC 10S JS AH"
# Play: seat 0 leads A-2-3 and holds two principal hocs; nobody holds a 7 (all in the talon).
PLAY0 = "AH 2S 3D QS KH 8S 9S 10S JS 8H 9H 10H"
PLAY1 = "4C 5C 6C AS AD AC 2H 2D 2C 3S 3H JC"
PLAY2 = "4S 4H 4D 5S 5H 5D 6S 6H 6D JH QH QC"


def layout(*hands: str) -> dict[str, list[str]]:
    """Hands in seat order (space-separated); missing hands and the talon are filled from
    the unused cards in card order."""
    given = [h.split() for h in hands]
    used = {parse_card(c) for h in given for c in h}
    rest = [CARD_NAMES[c] for c in range(52) if c not in used]
    players = 3 if len(given) <= 3 and len(given[0]) == 12 else 2
    size = 12 if players == 3 else 15
    while len(given) < players:
        given.append(rest[:size])
        rest = rest[size:]
    return {"hands": given, "stock": rest}


def record(deals: list[dict[str, Any]], options: dict | None = None,
           start: dict | None = None, players: int = 3) -> dict[str, Any]:
    rec: dict[str, Any] = {"format": "histcards-record/1", "game": "hoc", "players": players,
                           "options": options or {}, "deals": deals}
    if start:
        rec["start"] = start
    return rec


def deal(hands: tuple[str, ...], actions: list[str] = (), dealer: int = 2,
         options: dict | None = None, start: dict | None = None) -> Match:
    """A match with one explicit deal (3 players: dealer 2, so seat 0 is eldest)."""
    players = 3 if len(hands[0].split()) == 12 else 2
    return Match.from_record(record([{"dealer": dealer, **layout(*hands),
                                      "actions": list(actions)}], options, start, players))


def events(match: Match, kind: str) -> list[dict[str, Any]]:
    """The match's events of one type, as ``histcards replay`` prints them."""
    return of_type(match.events, kind)


def payments(match: Match, reason: str) -> list[tuple[int, int, int]]:
    return [(e["from"], e["to"], e["amount"]) for e in events(match, "payment")
            if e["reason"] == reason]


# --- players, pack, deal (Hoc rules §2, §3) -----------------------------------------------

@pytest.mark.parametrize(("players", "hand", "talon"), [(3, 12, 16), (2, 15, 22)])
def test_hand_sizes_and_dead_talon(players: int, hand: int, talon: int) -> None:
    """Hoc rules §2, §3: 52 cards; 12 each with 3 players, 15 with 2; the rest is a dead talon."""
    match = new_match("hoc", players, seed=4)
    match.start_deal()
    assert [len(match.hand(s)) for s in range(players)] == [hand] * players
    assert len(match.deal.stock) == talon
    assert match.observation(0).table["talon"] == talon
    with pytest.raises(ValueError, match="2 to 3"):
        new_match("hoc", 4)


def test_deal_one_card_at_a_time_from_eldest() -> None:
    """Hoc rules §3: one card at a time, starting with eldest (the dealer's right)."""
    match = new_match("hoc", 3)
    dealt = HOC.deal_from_pack(match, 1, list(range(52)))
    assert dealt.hands[2][:3] == (0, 3, 6)  # eldest of dealer 1 is seat 2
    assert dealt.hands[1][:2] == (2, 5)
    assert dealt.stock == tuple(range(36, 52))


def test_lowest_card_deals_first_and_ties_draw_again() -> None:
    """Hoc rules §3: the lowest card deals (Ace low); tied players draw again."""
    redraws = 0
    for seed in range(40):
        match = new_match("hoc", 3)
        dealer, opening = HOC.open_match(match, random.Random(seed))
        draws = [e["cards"] for e in of_type(opening, "draw")]
        redraws += len(draws) > 1
        for cards in draws[:-1]:
            ranks = [parse_rank(c[:-1]) for c in cards if c]
            assert ranks.count(min(ranks)) > 1
        last = {s: parse_rank(c[:-1]) for s, c in enumerate(draws[-1]) if c}
        assert min(last.values()) == last[dealer]
        assert list(last.values()).count(last[dealer]) == 1
        assert opening[-1] == FirstDealer(dealer)
    assert redraws


def test_eldest_deals_next() -> None:
    """Hoc rules §7.8: the deal passes to this deal's eldest."""
    match = deal((RUN,), ["pass"] * 9 + ["play AH"], dealer=2)
    assert match.phase == "between_deals"
    match.start_deal()
    assert match.dealer == 0 and match.to_act == 1


def test_point_values() -> None:
    """Hoc rules §2: K, Q, J count 10, the others their face value, the Ace 1."""
    values = {CARD_NAMES[c]: POINT_VALUES[c] for c in range(52)}
    assert (values["KS"], values["QH"], values["JD"], values["10C"], values["AS"]) == \
        (10, 10, 10, 10, 1)


# --- antes and pools (Hoc rules §3) -------------------------------------------------------

def test_antes_one_jeton_per_pool() -> None:
    """Hoc rules §3: each player puts one jeton in each of the three pools."""
    match = deal((RUN,))
    assert match.ledger.pools == {"point": 3, "sequence": 3, "tricon": 3}
    assert match.ledger.banks == [97, 97, 97]
    assert match.scores == [-3, -3, -3]
    assert events(match, "ante") == [
        {"type": "ante", "seat": seat, "pool": pool, "amount": 1}
        for seat in range(3) for pool in ("point", "sequence", "tricon")]
    assert not events(match, "double_deal")


def test_passed_pool_carries_over() -> None:
    """Hoc rules §3: a pool nobody wins stays and the next antes are added to it."""
    match = deal((RUN,), ["pass"] * 9 + ["play AH"])
    match.start_deal(seed=3)
    assert match.ledger.pools == {"point": 6, "sequence": 6, "tricon": 6}


def test_passed_pool_returns_antes_by_option() -> None:
    """Hoc rules §6, carry_passed_pools=false: a passed chance gives its antes back."""
    match = deal((RUN,), ["pass"] * 3, options={"carry_passed_pools": False},
                 start={"pools": {"point": 5}})
    assert match.ledger.pools["point"] == 5
    assert match.ledger.banks == [98, 98, 98]


# --- the auctions (Hoc rules §4.1) --------------------------------------------------------

def test_auctions_run_point_sequence_tricon() -> None:
    """Hoc rules §4.1: the three chances in order, eldest speaks first in each."""
    match = deal((RUN,))
    assert match.phase == "point" and match.to_act == 0
    for _ in range(3):
        match.apply("pass")
    assert match.phase == "sequence" and match.to_act == 0
    for _ in range(3):
        match.apply("pass")
    assert match.phase == "tricon"


def test_opening_choices_and_claims_as_separate_actions() -> None:
    """Hoc rules §4.1: before anyone is in: pass, declare a claim, raise 1…cap with a claim."""
    legal = {str(a) for a in deal((RUN,)).legal()}
    assert {"pass", "declare 3", "declare 12", "raise 1 3", "raise 20 12"} <= legal
    assert not {"hold", "good", "declare 2", "declare 13", "raise 21 5"} & legal
    assert len(legal) == 1 + 10 + 20 * 10
    legal = {str(a) for a in deal((RUN,), PASS_ALL).legal()}
    assert {"declare tierce 3", "declare quinte K", "raise 5 quart 4"} <= legal
    assert "declare tierce 2" not in legal


def test_provisional_pass_comes_back_after_a_declare() -> None:
    """Hoc rules §4.1, §7.1: a pass is provisional: a later declare brings the passer back."""
    match = deal((RUN,), ["pass", "declare 5", "hold"])
    assert match.to_act == 0
    assert [str(a) for a in match.legal()][:1] == ["hold"]
    assert "good" in {str(a) for a in match.legal()}
    with pytest.raises(IllegalAction, match="already in"):
        match.apply("declare 6")


def test_hold_pays_the_level_and_raise_adds_to_it() -> None:
    """Hoc rules §4.1: raise pays L − stake + n; hold pays L − stake."""
    match = deal((RUN,), ["raise 3 5", "raise 2 5", "hold", "hold"])
    assert match.phase == "sequence"
    assert events(match, "pool_won")[0]["amount"] == 3 + 5 + 5 + 5
    bids = events(match, "bid")
    assert [b["chips"] for b in bids] == [3, 5, 5, 2]
    assert [b["level"] for b in bids] == [3, 5, 5, 5]
    assert [(b["seat"], b["phase"], b["chance"], b["claim"]) for b in bids] == [
        (0, "point", "point", "5"), (1, "point", "point", "5"), (2, "point", "point", None),
        (0, "point", "point", "5")]


def test_raise_cap() -> None:
    """Hoc rules §4.1, §6: each raise adds 1 to 20 jetons; a lower cap may be agreed."""
    match = deal((RUN,))
    with pytest.raises(IllegalAction, match="1 to 20"):
        match.apply("raise 21 5")
    capped = deal((RUN,), options={"raise_cap": 5})
    with pytest.raises(IllegalAction, match="1 to 5"):
        capped.apply("raise 6 5")
    capped.apply("raise 5 5")


def test_claims_at_least_the_standing_claim_by_option() -> None:
    """Hoc rules §6, §7.2 (claim_floor): with ``standing`` a claim is at least the highest
    standing one; by default (``free``: §4.1 sets no floor) any well-formed claim goes."""
    match = deal((RUN,), ["declare 6"], options={"claim_floor": "standing"})
    with pytest.raises(IllegalAction, match="at least 6"):
        match.apply("raise 1 5")
    match.apply("raise 1 6")
    free = deal((RUN,), ["declare 6", "raise 1 4"])
    assert events(free, "bid")[-1]["claim"] == "4"
    assert "raise 1 3" in [str(a) for a in free.legal()]


def test_malformed_claims_are_refused_with_reasons() -> None:
    """Hoc rules §4.1: point claims a count, sequence tierce|quart|quinte R, tricon
    brelan|fredon R."""
    match = deal((RUN,))
    with pytest.raises(IllegalAction, match="no point claim"):
        match.apply("declare quart K")
    with pytest.raises(IllegalAction, match="3 to 12"):
        match.apply("declare 13")
    match = deal((RUN,), PASS_ALL)
    with pytest.raises(IllegalAction, match="no sequence claim"):
        match.apply("declare tierce 2")
    with pytest.raises(IllegalAction, match="restates your claim"):
        match.apply("raise 2")


def test_good_loses_the_stake() -> None:
    """Hoc rules §4.1: good is final; jetons already staked go to the winner."""
    match = deal((RUN,), ["raise 2 5", "raise 4 6", "good", "good"])
    assert match.phase == "sequence"
    won = events(match, "pool_won")
    assert won == [{"type": "pool_won", "pool": "point", "seat": 1, "amount": 3 + 2 + 6,
                    "reason": "auction"}]


def test_all_pass_leaves_the_chance() -> None:
    """Hoc rules §4.1: nobody in: the chance is passed and its pool stays."""
    match = deal((RUN,), PASS_ALL)
    assert match.observation(0).table["chances"]["point"] == {"passed": True, "winner": None}
    assert match.ledger.pools["point"] == 3


# --- showdowns (Hoc rules §4.1, §5.1) -----------------------------------------------------

POINT_EQUAL = ("10S 9S 8S 7S 6S AH 2H 3H 4H AD 2D 3D",
               "10H 9H 8H 7H 6H AC 2C 3C 4C 4D 5D 6D",
               "JS QS KS 5H JH QH KH 7D 8D 9D 5C 6C")


def test_point_tie_on_count_and_value_goes_to_priority() -> None:
    """Hoc rules §3, §4.1: equal count and value: eldest wins the point."""
    match = deal(POINT_EQUAL, ["declare 5", "hold", "good"])
    showdown = events(match, "showdown")[0]
    assert showdown["stake"] == "point" and showdown["seats"] == [0, 1]
    assert [(r["seat"], r["combinations"], r["value"]) for r in showdown["shown"]] == [
        (0, ["point 5"], 40), (1, ["point 5"], 40)]
    assert showdown["shown"][0]["cards"] == "6S 7S 8S 9S 10S".split()
    assert showdown["winner"] == 0
    assert events(match, "pool_won")[0]["seat"] == 0


def test_point_higher_value_wins_and_pays_nothing_more() -> None:
    """Hoc rules §4.1, §5.1: count, then card values; the point winner gets no table payment."""
    hands = (POINT_EQUAL[0], POINT_EQUAL[1].replace("6H", "QH"),
             POINT_EQUAL[2].replace("QH", "6H"))
    match = deal(hands, ["declare 5", "raise 1 5", "good", "hold"])
    assert events(match, "showdown")[0]["winner"] == 1
    assert match.ledger.banks == [97 - 1, 97 + 3 + 1, 97]
    assert not events(match, "payment")


def test_point_more_cards_beat_higher_value() -> None:
    """Hoc rules §4.1: the count comes first (best suit by count, then value)."""
    assert best_point(_mask("KS QS JS AH 2H 3H 4H"), POINT_VALUES).count == 4
    match = deal((SEQ0, SEQ1), ["pass", "declare 5", "hold", "hold"])
    # seat 0: five spades (35); seat 1: six diamonds (27); seat 2: 7 hearts
    assert events(match, "showdown")[0]["winner"] == 2


def _mask(cards: str) -> int:
    return sum(1 << parse_card(c) for c in cards.split())


def test_sequence_longer_run_beats_higher_top() -> None:
    """Hoc rules §4.1: a six-card run beats a quinte to the 9; the winner is paid for it as
    a quinte by each opponent (§5.1)."""
    actions = [*PASS_ALL, "declare quinte 9", "raise 1 quinte 9", "good", "hold"]
    match = deal((SEQ0, SEQ1), actions)
    showdown = events(match, "showdown")[0]
    assert showdown["winner"] == 1
    assert showdown["shown"][0]["seat"] == 0
    assert showdown["shown"][0]["combinations"] == ["quinte 9"]  # the loser shows his best
    assert payments(match, "sequence_table") == [(2, 1, 3), (0, 1, 3)]
    assert match.ledger.banks == [97 - 1 - 3, 97 - 1 + 5 + 6, 97 - 3]


def test_sequence_class_then_top_option() -> None:
    """Hoc rules §6, seq_compare=class_then_top: every quinte is equal, the top decides; the
    winner is also paid for his lesser tierce (§5.1, §7.6)."""
    actions = [*PASS_ALL, "declare quinte 9", "raise 1 quinte 9", "good", "hold"]
    match = deal((SEQ0, SEQ1), actions, options={"seq_compare": "class_then_top"})
    showdown = events(match, "showdown")[0]
    assert showdown["winner"] == 0
    assert showdown["shown"][0]["combinations"] == ["quinte 9", "tierce 4"]
    assert showdown["shown"][0]["groups"] == [["5S", "6S", "7S", "8S", "9S"], ["2H", "3H", "4H"]]
    assert payments(match, "sequence_table") == [(1, 0, 4), (2, 0, 4)]


def test_sequences_suited_by_default() -> None:
    """Hoc rules §7.3: stage-1 sequences are one suit; seq_suited=false counts any suits."""
    hand = _mask("5S 6H 7D 8C")
    assert runs(hand) == []
    assert [(r.length, r.top) for r in runs(hand, suited=False)] == [(4, 8)]


def test_showdown_without_any_sequence_goes_to_priority() -> None:
    """Hoc rules §4.1: nobody in holds a sequence: eldest in takes the pool, no payment."""
    plain = ("10S 9S 7S 5S 3S AH 3H 5H 7H 9H JH KH", "AS 2S 4S 6S 8S 2H 4H 6H 8H 10H QH 2C")
    assert not runs(_mask(plain[0])) and not runs(_mask(plain[1]))
    match = deal(plain, [*PASS_ALL, "pass", "declare tierce 5", "good", "hold"])
    assert events(match, "showdown")[0]["winner"] == 0
    assert not payments(match, "sequence_table")
    assert events(match, "pool_won")[0] == {"type": "pool_won", "pool": "sequence",
                                            "seat": 0, "amount": 3, "reason": "auction"}


def test_tricon_fredon_beats_brelan_of_kings() -> None:
    """Hoc rules §4.1: a fredon beats any brelan; the fredon of 9s pays 4 (§5.1)."""
    hands = ("9S 9H 9D 9C 10H JD QC 2S 6H 8D 8C 3C", SEQ1)
    match = deal(hands, PASS_ALL * 2 + ["declare brelan K", "hold", "good"])
    showdown = events(match, "showdown")[0]
    assert showdown["winner"] == 0
    assert payments(match, "tricon_table") == [(1, 0, 4), (2, 0, 4)]
    assert [(s.size, s.rank) for s in rank_sets(_mask("4S 4H 4D 4C KS KH KD"))] == \
        [(4, 4), (3, 13)]


def test_uncontested_paid_on_the_claim_even_a_bluff() -> None:
    """Hoc rules §4.1, §5.1, §7.4: the only one in is paid on his claim, unseen: a fredon of
    Kings (major) costs 8 from each, though he holds a brelan."""
    match = deal((SEQ0, SEQ1), PASS_ALL * 2 + ["pass", "declare fredon K", "good", "good"])
    assert not events(match, "showdown")
    assert payments(match, "tricon_table") == [(2, 1, 8), (0, 1, 8)]


def test_uncontested_on_proof_by_option() -> None:
    """Hoc rules §6, require_proof: the uncontested winner shows and is paid for what he holds (a
    brelan of Kings, major: 4)."""
    match = deal((SEQ0, SEQ1), PASS_ALL * 2 + ["pass", "declare fredon K", "good", "good"],
                 options={"require_proof": True})
    assert [(r["seat"], r["combinations"], r["cards"])
            for r in events(match, "showdown")[0]["shown"]] == [
        (1, ["brelan K"], ["KS", "KH", "KC"])]
    assert payments(match, "tricon_table") == [(2, 1, 4), (0, 1, 4)]


@pytest.mark.parametrize(("claim", "amount"), [
    ("tierce 8", 1), ("tierce K", 2), ("quart 9", 2), ("quart K", 3), ("quinte 10", 3),
    ("quinte K", 4)])
def test_sequence_table_rates(claim: str, amount: int) -> None:
    """Hoc rules §5.1: tierce 1 (major 2), quart 2 (3), quinte 3 (4)."""
    match = deal((RUN,), [*PASS_ALL, f"declare {claim}", "good", "good"])
    assert payments(match, "sequence_table") == [(1, 0, amount), (2, 0, amount)]


@pytest.mark.parametrize(("claim", "amount"), [
    ("brelan 7", 2), ("brelan K", 4), ("fredon 2", 4), ("fredon K", 8)])
def test_tricon_table_rates(claim: str, amount: int) -> None:
    """Hoc rules §5.1: brelan 2 (Kings 4), fredon 4 (Kings 8)."""
    match = deal((RUN,), PASS_ALL * 2 + [f"declare {claim}", "good", "good"])
    assert payments(match, "tricon_table") == [(1, 0, amount), (2, 0, amount)]


def test_table_payments_only_if_unraised_by_option() -> None:
    """Hoc rules §6: with table_pay_only_if_unraised a raised chance pays no table."""
    actions = [*PASS_ALL, "raise 1 quinte K", "good", "good"]
    assert payments(deal((RUN,), actions), "sequence_table")
    assert not payments(deal((RUN,), actions, options={"table_pay_only_if_unraised": True}),
                        "sequence_table")


def test_side_pot_when_a_hold_is_all_in() -> None:
    """Hoc rules §7.9: without credit a player holds all-in; he can win only what he matched."""
    start = {"banks": [100, 6, 100]}
    match = deal(POINT_EQUAL, ["raise 10 5", "hold", "hold"], options={"credit": False},
                 start=start)
    won = {(e["seat"], e["amount"]) for e in events(match, "pool_won")}
    # seat 1 (3 left after the ante) is all-in for 3; seats 0 and 1 tie, eldest wins all
    assert won == {(0, 3 + 3 + 3 + 3), (0, 7 + 7)}
    assert match.ledger.banks[1] == 0


# --- double deal (Hoc rules §5.2) ---------------------------------------------------------

def _double_deal_record(options: dict | None = None, start: dict | None = None) -> dict:
    first = {"dealer": 2, **layout(RUN), "actions": ["pass"] * 9 + ["play AH"]}
    second = {"dealer": 0, **layout(SEQ1, SEQ0),
              "actions": [*PASS_ALL, "pass", "declare quinte K", "good", "good", *PASS_ALL]}
    return record([first, second], options, start)


def test_all_three_passed_makes_the_next_deal_double() -> None:
    """Hoc rules §5.2, §7.5: every chance passed ⇒ the next deal's table payments are doubled
    (quinte K: 4 × 2); pools carried grow with the new antes."""
    match = Match.from_record(_double_deal_record())
    assert events(match, "deal_end")[0]["double_next"] == 1
    assert match.observation(0).table["double"] == 2
    assert payments(match, "sequence_table")[-2:] == [(0, 2, 8), (1, 2, 8)]
    assert events(match, "pool_won")[-1]["amount"] == 6


def test_double_deal_by_trigger_options() -> None:
    """Hoc rules §6, double_trigger: never, or any single chance passed."""
    never = Match.from_record(_double_deal_record({"double_trigger": "never"}))
    assert payments(never, "sequence_table")[-1] == (1, 2, 4)
    one = deal((RUN,), ["declare 5", "good", "good"] + ["pass"] * 6 + ["play AH"],
               options={"double_trigger": "any_chance_passed"})
    assert one.carry["double"] == 1


def test_double_deal_does_not_compound() -> None:
    """Hoc rules §5.2, §6: a passed double deal makes the next deal double, not quadruple; the
    double_compound option doubles again; the bonus jeton is an option."""
    start = {"carry": {"double": 1}}
    plain = Match.from_record(_double_deal_record(start=start))
    assert plain.observation(0).table["double"] == 2
    compound = Match.from_record(_double_deal_record({"double_compound": True}, start))
    assert payments(compound, "sequence_table")[-1] == (1, 2, 16)
    bonus = Match.from_record(_double_deal_record({"double_bonus_jeton": True}))
    assert payments(bonus, "double_bonus") == [(0, 2, 1), (1, 2, 1)]
    assert payments(bonus, "sequence_table")[-1] == (1, 2, 8)


# --- carte blanche (Hoc rules §4.3) -------------------------------------------------------

CB = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S AH 2H"


def test_carte_blanche_pays_ten_from_each_after_the_auctions() -> None:
    """Hoc rules §4.3: no K, Q or J ⇒ 10 jetons from each opponent, after the auctions."""
    match = deal((CB,), ["pass"] * 8)
    assert not payments(match, "carte_blanche")
    match.apply("pass")
    assert payments(match, "carte_blanche") == [(1, 0, 10), (2, 0, 10)]
    assert "cards" not in events(match, "announce")[0]
    assert match.observation(1).table["carte_blanche"] == [0]


def test_two_cartes_blanches_pay_nothing() -> None:
    """Hoc rules §4.3: two players with carte blanche: no payment at all."""
    match = deal((CB, "3H 4H 5H 6H 7H 8H 9H 10H AD 2D 3D 4D"), ["pass"] * 9)
    assert len(events(match, "announce")) == 2
    assert not payments(match, "carte_blanche")


def test_carte_blanche_options_show_and_timing() -> None:
    """Hoc rules §6, cb_show_hand, cb_timing=before_auctions."""
    match = deal((CB,), options={"cb_timing": "before_auctions", "cb_show_hand": True})
    assert payments(match, "carte_blanche") == [(1, 0, 10), (2, 0, 10)]
    assert events(match, "announce")[0]["cards"][0] == "AS"


# --- card play (Hoc rules §4.4) -----------------------------------------------------------

PLAY = (PLAY0, PLAY1, PLAY2)
TO_PLAY = ["pass"] * 9


def test_eldest_leads_any_card_and_must_continue_his_run() -> None:
    """Hoc rules §4.4: eldest leads any card; he must go on while he holds the next rank."""
    match = deal(PLAY, TO_PLAY)
    assert match.phase == "play" and match.to_act == 0
    assert len(match.legal()) == 12
    match.apply("play AH")
    assert {str(a) for a in match.legal()} == {"play 2S", "play QS as 2", "play KH as 2"}
    with pytest.raises(IllegalAction, match="you hold a 2"):
        match.apply("without")
    with pytest.raises(IllegalAction, match="needs a 2"):
        match.apply("play 8S")


def test_principal_hoc_is_wild_and_pays_one_from_each() -> None:
    """Hoc rules §4.4: Q♠ played as the needed 4: "Hoc !", 1 jeton from each opponent, and
    its player leads again."""
    match = deal(PLAY, [*TO_PLAY, "play AH", "play 2S", "play 3D"])
    assert {str(a) for a in match.legal()} == {"play QS as 4", "play KH as 4", "without"}
    before = list(match.ledger.banks)
    match.apply("play QS as 4")
    assert events(match, "play")[-1] == {"type": "play", "seat": 0, "card": "QS",
                                         "forced": False, "as": "4"}
    assert events(match, "announce")[-1]["text"] == "Hoc !"
    assert match.ledger.banks == [before[0] + 2, before[1] - 1, before[2] - 1]
    assert match.to_act == 0 and match.observation(0).table["need"] is None
    assert events(match, "run_stop")[-1]["reason"] == "hoc"


def test_hoc_led_pays_and_leads_again() -> None:
    """Hoc rules §4.4: a King led is a hoc at once; its player leads again."""
    match = deal(PLAY, [*TO_PLAY, "play KH"])
    assert payments(match, "hoc") == [(1, 0, 1), (2, 0, 1)]
    assert match.to_act == 0
    with pytest.raises(IllegalAction, match="stands for itself"):
        match.apply("play QS as 5")


def test_withheld_hoc_forced_plays_and_incidental_hoc() -> None:
    """Hoc rules §4.4, §7.7: withholding a hoc passes the turn; forced continuations play
    themselves; when ``without`` returns to the last player he leads (no payment)."""
    match = deal(PLAY, [*TO_PLAY, "play AH", "play 2S", "play 3D", "without"])
    plays = [(e["seat"], e["card"]) for e in events(match, "play")]
    assert plays[-3:] == [(1, "4C"), (1, "5C"), (1, "6C")]
    assert all(e.get("forced") for e in events(match, "play")[-3:])
    withouts = [(e["seat"], e["rank"]) for e in events(match, "announce")]
    assert withouts == [(0, "4"), (1, "7"), (2, "7")]
    assert match.to_act == 0 and match.observation(0).table["need"] == "7"
    match.apply("without")
    stop = events(match, "run_stop")[-1]
    assert stop == {"type": "run_stop", "seat": 1, "reason": "incidental_hoc", "card": "6C",
                    "need": "7"}
    assert match.to_act == 1 and not payments(match, "incidental_hoc")
    paying = deal(PLAY, [*TO_PLAY, "play AH", "play 2S", "play 3D", "without", "without"],
                  options={"incidental_hoc_pays": True})
    assert payments(paying, "incidental_hoc") == [(2, 1, 1), (0, 1, 1)]


def test_king_needed_is_played_plain() -> None:
    """Architecture §9.2: a King played where a King is needed is plain ``play KH``; Q♠ for it is
    ``play QS as K``."""
    hands = ("JH QH KH QS 2S 3S 4S 5S 6S 7S 8S 9S",)
    match = deal(hands, [*TO_PLAY, "play JH", "play QH"])
    assert {str(a) for a in match.legal()} == {"play KH", "play QS as K", "without"}


def test_honour_mode_fine() -> None:
    """Hoc rules §6: with enforce_compulsory off a false ``without`` costs 5 to each."""
    match = deal(PLAY, [*TO_PLAY, "play AH", "without"], options={"enforce_compulsory": False})
    assert payments(match, "fine") == [(0, 1, 5), (0, 2, 5)]


def test_first_hand_out_wins_the_end_table() -> None:
    """Hoc rules §5.3: the first to empty his hand is paid by each opponent per cards left (12
    → 24)."""
    match = deal((RUN,), [*TO_PLAY, "play AH"])
    assert events(match, "out") == [{"type": "out", "seat": 0}]
    deal_end = events(match, "deal_end")[0]
    assert deal_end["outcome"] == "out" and deal_end["winner"] == 0
    assert payments(match, "end_of_hand") == [(1, 0, 24), (2, 0, 24)]
    assert match.deal_scores == [-3 + 48, -3 - 24, -3 - 24]


def test_end_table_default_and_editable() -> None:
    """Hoc rules §5.3, §7.11: 1 card 6, 2 cards 8, 3–9 one per card, 10+ two per card; editable."""
    assert END_TABLE == (6, 8, 3, 4, 5, 6, 7, 8, 9, 20, 22, 24, 26, 28, 30)
    table = list(range(100, 115))
    match = deal((RUN,), [*TO_PLAY, "play AH"], options={"end_table": table})
    assert payments(match, "end_of_hand") == [(1, 0, 111), (2, 0, 111)]
    with pytest.raises(ValueError, match="end_table"):
        new_match("hoc", 3, {"end_table": [1, 2]})


def test_two_players_fifteen_cards_pay_thirty() -> None:
    """Hoc rules §3, §5.3: two players; 15 cards left cost 30."""
    hands = (RUN + " AS AD AC", "3S 4S 5S 7S 8S 9S 3H 4H 6H 7H 8H 10H 3C 5C 6C")
    match = deal(hands, ["pass"] * 6 + ["play AH"], dealer=1)
    assert match.to_act == 0 and match.deal.hands[0].bit_count() == 3
    assert events(match, "run_stop")[-1]["reason"] == "incidental_hoc"
    match.apply("play AS")
    match.apply("play AD")
    assert events(match, "play")[-1] == {"type": "play", "seat": 0, "card": "AC",
                                         "forced": True}
    assert payments(match, "end_of_hand") == [(1, 0, 30)]


# --- the session (Hoc rules §5.4) ---------------------------------------------------------

def test_session_lasts_two_deals_each_and_most_jetons_win() -> None:
    """Hoc rules §5.4: by default each player deals twice; the most jetons win; scores are gains."""
    match = new_match("hoc", 3, seed=11)
    rng = random.Random(2)
    while advance(match, rng):
        pass
    assert match.deal_index == 5
    banks = match.ledger.banks
    assert match.winners == [s for s, b in enumerate(banks) if b == max(banks)]
    assert match.scores == [b - 100 for b in banks]
    assert events(match, "match_end")[0]["winners"] == match.winners


def test_credit_off_caps_payments_and_ends_the_session() -> None:
    """Hoc rules §6, §7.9, §7.10: without credit a player pays what he has and the session ends
    after the deal; pools left are divided equally."""
    match = deal((RUN,), [*TO_PLAY, "play AH"], options={"credit": False},
                 start={"banks": [100, 10, 100]})
    paid = [e for e in events(match, "payment") if e["from"] == 1]
    assert paid[0]["amount"] == 7 and paid[0]["owed"] == 24
    assert match.over and match.winners == [0]
    shares = [e for e in events(match, "pool_won") if e.get("reason") == "session_end"]
    assert len(shares) == 9 and {e["amount"] for e in shares} == {1}
    assert match.ledger.pools == {"point": 0, "sequence": 0, "tricon": 0}


def test_credit_lets_banks_go_negative() -> None:
    """Hoc rules §6: with credit (default) a bank may go below zero."""
    match = deal((RUN,), [*TO_PLAY, "play AH"], start={"banks": [100, 10, 100]})
    assert match.ledger.banks[1] == 10 - 3 - 24 and not match.over


def test_until_bankrupt_session() -> None:
    """Hoc rules §6, session_length=until_bankrupt: ends when a bank cannot pay the ante."""
    match = deal((RUN,), [*TO_PLAY, "play AH"], options={"session_length": "until_bankrupt"},
                 start={"banks": [100, 10, 100]})
    assert match.over and match.winners == [0]
    fixed = deal((RUN,), [*TO_PLAY, "play AH"], options={"deals": 1})
    assert fixed.over


# --- records and histcards replay -------------------------------------------------------

def test_replay_cli_double_deal_across_deals_with_start(tmp_path: Path) -> None:
    """Architecture §9.4, §9.5, a replay: start banks and pools, two deals, the double deal
    carried."""
    rec = _double_deal_record(start={"banks": [120, 90, 90], "pools": {"tricon": 4}})
    result = run_replay(tmp_path, rec)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["game"] == "hoc" and state["deal_index"] == 1 and state["phase"] == "play"
    assert state["table"]["double"] == 2
    assert state["pools"] == {"point": 6, "sequence": 0, "tricon": 10}
    table_paid = [e for e in state["events"] if e["type"] == "payment"
                  and e["reason"] == "sequence_table"]
    assert [(e["from"], e["amount"]) for e in table_paid] == [(0, 8), (1, 8)]
    assert sum(state["banks"]) + sum(state["pools"].values()) == 304


@pytest.mark.parametrize(("change", "message"), [
    ({"options": {"raise_cap": 25}}, "raise_cap must be at most 20"),
    ({"start": {"carry": {"triple": 1}}}, "carries no 'triple'"),
    ({"start": {"carry": {"double": "yes"}}}, "carry double must be"),
    ({"options": {"double_trigger": "sometimes"}}, "double_trigger takes one of"),
    ({"deals": [{"dealer": 2, **layout(RUN), "actions": ["declare 2"]}]},
     "deal 0, action 0: 'declare 2'"),
    ({"deals": [{"dealer": 2, "hands": [RUN.split()], "stock": []}]}, "missing"),
    ({"deals": [{"dealer": 2, **layout(RUN), "actions": [*TO_PLAY, "play 2S as 3"]}]},
     "action 9"),
])
def test_replay_cli_bad_records(tmp_path: Path, change: dict, message: str) -> None:
    """Architecture §9.5: a bad record exits 2 with one clear stderr line, no traceback."""
    rec = record([{"dealer": 2, **layout(RUN), "actions": []}]) | change
    result = run_replay(tmp_path, rec)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in result.stderr


def test_record_round_trip_mid_match() -> None:
    """Architecture §9.4: a record replays to the same match, the double flag included."""
    match = Match.from_record(_double_deal_record())
    again = Match.from_record(match.to_record())
    assert again.events == match.events and again.carry == match.carry


def test_hoc_out_of_turn_window_by_option() -> None:
    """Hoc rules §6, hoc_out_of_turn: after each natural card the others holding a
    principal hoc may throw one in for the needed rank, or pass."""
    hands = ("AH 2S 3D 8S 9S 10S 8H 9H 10H 8D 9D 10D", "KS 4C 5C 6C AS AD AC 2H 2D 2C 3S JC")
    match = deal(hands, [*TO_PLAY, "play AH"], options={"hoc_out_of_turn": True})
    assert match.to_act == 1
    assert [str(a) for a in match.legal()][-2:] == ["play KS as 2", "pass"]
    with pytest.raises(IllegalAction, match="throw in a principal hoc"):
        match.apply("play 4C")
    assert of_type(match.apply("pass"), "bid") == [
        {"type": "bid", "seat": 1, "bid": "pass", "phase": "play", "chips": 0, "level": None,
         "chance": None, "claim": None}]
    assert match.to_act == 2 and [str(a) for a in match.legal()] == ["play QS as 2", "pass"]
    match.apply("play QS as 2")
    assert events(match, "play")[-1]["out_of_turn"] is True
    assert payments(match, "hoc") == [(0, 2, 1), (1, 2, 1)]
    assert match.to_act == 2 and match.observation(2).table["need"] is None


def test_banks_shown_in_fiches_and_jetons() -> None:
    """Hoc rules §2: a fiche is 10 jetons; the 100-jeton bank is kept as integer jetons."""
    assert in_fiches(100) == (10, 0) and in_fiches(47) == (4, 7) and in_fiches(-13) == (-1, -3)
    match = deal((RUN,), options={"start_bank": 50})
    assert match.ledger.banks == [47, 47, 47]
    assert match.observation(0).table["fiches"] == [[4, 7]] * 3


def test_rank_order_king_high_ace_low() -> None:
    """Hoc rules §2: K high … A low: a brelan of Kings beats one of Queens; runs start at the Ace
    and never wrap round the King."""
    assert [(r.length, r.top) for r in runs(_mask("AS 2S 3S QH KH AH"))] == [(3, 3)]
    hands = ("QS QH QD 2S 5S 8S 10S 2H 5H 8H 2D 5D", "KS KH KC 3S 6S 9S 3H 6H 9H 3D 6D 9D")
    match = deal(hands, [*PASS_ALL, *PASS_ALL, "declare brelan Q", "hold", "good"])
    assert events(match, "showdown")[0]["winner"] == 1


def test_unsuited_sequences_by_option() -> None:
    """Hoc rules §6, §7.3, seq_suited=false: a run in mixed suits counts for the sequence."""
    hands = ("5S 6H 7D 8C 10S 10H 2D 2C AS AH KD KS", "AC 2H 4S 4D 5H 7S 8S 10D JS JH KC 5D")
    actions = [*PASS_ALL, "declare quart 8", "hold", "good"]
    suited = deal(hands, actions)
    assert not payments(suited, "sequence_table")
    mixed = deal(hands, actions, options={"seq_suited": False})
    assert events(mixed, "showdown")[0]["shown"][0]["combinations"] == ["quart 8"]
    assert payments(mixed, "sequence_table") == [(1, 0, 2), (2, 0, 2)]


def test_eldest_leads_the_play_not_the_point_winner() -> None:
    """Hoc rules §3, §4.4: eldest leads the card play whoever won the point."""
    hands = (POINT_EQUAL[0], POINT_EQUAL[1].replace("6H", "QH"),
             POINT_EQUAL[2].replace("QH", "6H"))
    match = deal(hands, ["declare 5", "hold", "good", *PASS_ALL, *PASS_ALL])
    assert match.observation(0).table["chances"]["point"]["winner"] == 1
    assert match.phase == "play" and match.to_act == 0


def test_only_table_payments_double() -> None:
    """Hoc rules §5.2, §5.3: in a double deal carte blanche, hocs and the end of hand
    are paid at their simple rates."""
    start = {"carry": {"double": True}}
    blanche = deal((CB,), ["pass"] * 9, start=start)
    assert blanche.observation(0).table["double"] == 2
    assert payments(blanche, "carte_blanche") == [(1, 0, 10), (2, 0, 10)]
    hoc = deal(PLAY, [*TO_PLAY, "play KH"], start=start)
    assert payments(hoc, "hoc") == [(1, 0, 1), (2, 0, 1)]
    out = deal((RUN,), [*TO_PLAY, "play AH"], start=start)
    assert payments(out, "end_of_hand") == [(1, 0, 24), (2, 0, 24)]


def test_auction_words_outside_the_auctions_are_refused() -> None:
    """Hoc rules §4.4: once the auctions are over only card play is allowed; a non-hoc is not
    wild."""
    match = deal(PLAY, TO_PLAY)
    with pytest.raises(IllegalAction, match="auctions are over"):
        match.apply("declare 5")
    with pytest.raises(IllegalAction, match="only the principal hocs"):
        match.apply("play AH as 5")
    with pytest.raises(IllegalAction, match="do not hold"):
        match.apply("play 7C")
    with pytest.raises(IllegalAction, match="leading"):
        match.apply("without")


# --- audit: a whole deal as a hand-made record, reasoned through by hand -----------------

# Seat 0 (eldest): quinte to the King in spades (two principal hocs), a brelan of Sevens, a
# tierce to the 4 of hearts. Seat 1: seven diamonds (a six-card run to the 6), a fredon of
# Eights, a tierce to the 10 of hearts, no King, Queen or Jack (carte blanche). Seat 2:
# quinte to the King in clubs, brelans of Kings and Queens, three principal hocs.
AUDIT_HANDS = ("KS QS JS 10S 9S 7H 7D 7C 2H 3H 4H AC",
               "AD 2D 3D 4D 5D 6D 8S 8H 8D 8C 9H 10H",
               "KH KD KC QH QD QC JH JC 10D 10C 9D 9C")
AUDIT_AUCTIONS = ["declare 5", "raise 2 6", "good", "hold",
                  "declare quinte K", "hold", "hold",
                  "pass", "pass", "declare brelan K", "good", "raise 3 fredon 8", "hold"]
AUDIT_PLAY = ["play AC", "play 2H", "play 3H", "play 4H", "without", "without", "play 7D",
              "play QS as 8", "play KS", "play 7H", "play 8S", "play JC", "play QH", "play KD",
              "play 9D", "play 10C", "play JH", "play QD", "play KH", "play KC", "play 10D"]


def audit_state(actions: list[str]) -> dict[str, Any]:
    return state_report(Match.from_record(record([{"dealer": 2, **layout(*AUDIT_HANDS),
                                                  "actions": actions}])))


def test_audit_auctions_point_sequence_tricon_and_carte_blanche() -> None:
    """Hoc rules §4.1: point showdown (7 diamonds beat 5 spades worth 49; the winner takes
    pool and stakes, nothing more, §5.1); sequence showdown among three holders (the
    six-card run beats two quintes to the King) paid 3 + 1 for the lesser tierce by each
    opponent (§5.1, §7.6); tricon: two provisional passes come back after a declare
    (§7.1), the fredon beats the brelan of Kings and is paid 4 (§5.1); carte blanche pays
    10 from each after the auctions (§4.3); every jeton shows in the scores at once."""
    state = audit_state(AUDIT_AUCTIONS)
    events = state["events"]
    assert [(e["pool"], e["seat"], e["amount"]) for e in of_type(events, "pool_won")] == [
        ("point", 1, 7), ("sequence", 1, 3), ("tricon", 1, 9)]
    assert [e["winner"] for e in of_type(events, "showdown")] == [1, 1, 1]
    assert [(e["from"], e["amount"], e["reason"]) for e in of_type(events, "payment")] == [
        (2, 4, "sequence_table"), (0, 4, "sequence_table"),
        (2, 4, "tricon_table"), (0, 4, "tricon_table"),
        (2, 10, "carte_blanche"), (0, 10, "carte_blanche")]
    assert of_type(events, "payment")[0]["combinations"] == ["quinte 6", "tierce 10"]
    assert state["banks"] == [77, 147, 76]
    assert state["scores"] == state["deal_scores"] == [-23, 47, -24]
    assert state["phase"] == "play" and state["to_act"] == 0 and len(state["legal"]) == 12


def test_audit_card_play_to_the_end_of_the_hand() -> None:
    """Hoc rules §4.4: runs ascend whatever the suit; a natural card of the needed rank
    must be played (forced continuations applied and reported, architecture §9.3); a player
    without one says "without" (forced when he holds no hoc); a principal hoc stands for
    the needed rank (``play QS as 8``), a King where a King is needed is plain, a hoc led
    too; each pays "Hoc !" 1 jeton from each opponent (Hoc rules §4.4) and its player leads;
    a "without" round back to the last card's player is an incidental hoc, unpaid (§7.7);
    the first out is paid by the end table (§5.3): 3 cards 3, 7 cards 7."""
    state = audit_state(AUDIT_AUCTIONS + AUDIT_PLAY)
    events = state["events"]
    plays = of_type(events, "play")
    assert {"seat": 1, "card": "5D", "forced": True}.items() <= plays[4].items()
    assert plays[7] == {"type": "play", "seat": 0, "card": "QS", "forced": False, "as": "8"}
    assert plays[8] == {"type": "play", "seat": 0, "card": "KS", "forced": False}
    hocs = [(e["seat"], e["card"]) for e in of_type(events, "announce")
            if e["announcement"] == "hoc"]
    assert hocs == [(0, "QS"), (0, "KS"), (2, "KD"), (2, "KH"), (2, "KC")]
    assert len([e for e in of_type(events, "payment") if e["reason"] == "hoc"]) == 10
    withouts = [(e["seat"], e["rank"], e.get("forced", False))
                for e in of_type(events, "announce")
                if e["announcement"] == "without"]
    assert withouts[:4] == [(0, "5", False), (1, "7", True), (2, "7", False), (0, "8", True)]
    assert of_type(events, "run_stop")[-1] == {"type": "run_stop", "seat": 2,
                                               "reason": "incidental_hoc", "card": "QC",
                                               "need": "K"}
    assert [(e["from"], e["amount"], e["cards_left"])
            for e in of_type(events, "payment") if e["reason"] == "end_of_hand"] == [
        (0, 3, 3), (1, 7, 7)]
    assert state["banks"] == [75, 135, 90] and sum(state["banks"]) == 300
    assert [(e["seat"], e["points"], e["reason"]) for e in of_type(events, "score")] == [
        (0, -25, "chips"), (1, 35, "chips"), (2, -10, "chips")]
    assert of_type(events, "score")[-1]["deal_scores"] == state["deal_scores"] == [-25, 35, -10]
    assert of_type(events, "deal_end")[0]["deal_scores"] == [-25, 35, -10]
    assert of_type(events, "deal_end")[0]["double_next"] == 0
    assert state["phase"] == "between_deals" and state["to_act"] is None


def test_audit_two_players_all_passed_then_double_deal() -> None:
    """Hoc rules §3 (2 players, 15 cards, 22 in the talon), §4.1 (every chance passed:
    pools stay), §4.4 (a "without" goes straight back: incidental hoc), §5.3 (15 cards
    left cost 30), §5.2 (the next deal is double: antes on top of the carried pools), §7.8
    (eldest deals next)."""
    first = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH AS 2S 3S"
    second = "KS KH KD KC QS JD 4S 5S 6S 7S 8S 9S 10S JS 4D"
    deals = [{"dealer": 1, **layout(first, second),
              "actions": ["pass"] * 6 + ["play AH", "play 2H", "play 3H", "without",
                                         "play AS"]},
             {"dealer": 0, "seed": 3, "actions": []}]
    state = state_report(Match.from_record(record(deals, {"deals": 2}, players=2)))
    events = state["events"]
    assert [e["chance"] for e in of_type(events, "chance_passed")] == [
        "point", "sequence", "tricon"]
    assert [e["amount"] for e in of_type(events, "payment")] == [30]
    assert of_type(events, "deal_end")[0]["double_next"] == 1
    kinds = [e["type"] for e in events]
    second_deal = events[len(kinds) - kinds[::-1].index("deal") - 1:]
    assert second_deal[0] == {"type": "deal", "deal": 1, "dealer": 0, "hand_sizes": [15, 15]}
    assert of_type(second_deal, "double_deal") == [{"type": "double_deal", "multiplier": 2}]
    assert [e["amount"] for e in of_type(second_deal, "ante")] == [1] * 6
    assert state["pools"] == {"point": 4, "sequence": 4, "tricon": 4}
    assert state["dealer"] == 0 and state["to_act"] == 1 and state["table"]["double"] == 2


def test_reentry_after_a_mere_declare_by_option() -> None:
    """Hoc rules §6, §7.1: by default a declare (no stake) calls back the players who
    passed; with ``reentry_on_declare`` off (the Encyclopédie's reading) only a raise does."""
    again = deal((RUN,), ["pass", "declare 5"])
    assert again.to_act == 2 and again.observation(0).table["vying"][0] == "passed"
    play = deal((RUN,), ["pass", "declare 5", "hold"])
    assert play.to_act == 0 and str(play.legal()[0]) == "hold"
    enc = deal((RUN,), ["pass", "declare 5", "hold"], options={"reentry_on_declare": False})
    assert enc.phase == "sequence" and events(enc, "showdown")[-1]["shown"][0]["seat"] == 1
    raised = deal((RUN,), ["pass", "declare 5", "raise 1 5"],
                  options={"reentry_on_declare": False})
    assert raised.to_act == 0 and "hold" in [str(a) for a in raised.legal()]
