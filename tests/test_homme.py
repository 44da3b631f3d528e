"""Homme d'Auvergne scenarios, each citing the section of its rules page
(``resources/rules/en/homme.md``) it checks."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from histcards.cards import CARD_NAMES, PACK_28, PIQUET_PACK, parse_cards
from histcards.engine import GAMES, IllegalAction, Match, new_match
from histcards.engine.tricks import trick_winner
from tests.scenario import of_type, play, run_replay

GAME = GAMES["homme"]


def layout(players: int, hands: list[str], top: str = "") -> dict[str, Any]:
    """An explicit deal: ``hands`` as space-separated cards, the talon's top cards first,
    then the rest of the pack in card order."""
    given = [h.split() for h in hands]
    first = top.split()
    used = {c for h in given for c in h} | set(first)
    pack = PACK_28 if players <= 3 else PIQUET_PACK
    rest = [CARD_NAMES[c] for c in pack if CARD_NAMES[c] not in used]
    return {"hands": given, "stock": first + rest}


# 3 players, dealer 2: everyone follows suit in every trick; the turned QD makes diamonds
# trumps. Played as below the tricks go to seats 0, 1, 0, 1, 2.
TIE = layout(3, ["KH 8H KD 8S 8C", "9H QH 8D KS 9C", "10H JH 9D 9S KC"], "QD")
TIE_PLAY = ["play KH", "play 9H", "play 10H",
            "play 8H", "play QH", "play JH",
            "play 8D", "play 9D", "play KD",
            "play 8S", "play KS", "play 9S",
            "play 9C", "play KC", "play 8C"]

# 5 players, dealer 4, clubs turned: each seat wins one trick, seat 0 the first.
FIVE = layout(5, ["KH 7D 8S 8C JD", "7H KD 7S 9C QD", "8H 8D KS 7C QS",
                  "9H 9D 9S KC JH", "10H 10D 10S 10C QH"], "QC")
FIVE_PLAY = ["play KH", "play 7H", "play 8H", "play 9H", "play 10H",
             "play 7D", "play KD", "play 8D", "play 9D", "play 10D",
             "play 7S", "play KS", "play 9S", "play 10S", "play 8S",
             "play 7C", "play KC", "play 10C", "play 8C", "play 9C",
             "play JH", "play QH", "play JD", "play QD", "play QS"]

# 2 players, dealer 1: hearts turned first (seat 1 shows KH), then spades for seat 0.
TRANSFER = layout(2, ["8D 8S QS JS 9C", "KD KH QD JD AD"], "9H 9S")
TRANSFER_BIDS = ["turn", "pass", "show KH", "pass", "turn", "accept"]
TRANSFER_PLAY = ["play 8D", "play KD", "play KH", "play 8S", "play QS", "play QD",
                 "play JS", "play JD", "play 9C", "play AD"]


def match_with(players: int, deal: dict[str, Any], dealer: int,
               options: dict[str, Any] | None = None,
               start: dict[str, Any] | None = None) -> Match:
    match = Match(GAME, players, options, seed=1, start=start)
    match.start_deal(deal, dealer=dealer)
    return match


def legal(match: Match) -> list[str]:
    return [str(a) for a in match.legal()]


def scored(events: list[Any]) -> list[tuple[int, int, str]]:
    """The ``score`` events as (seat, points, reason)."""
    return [(e["seat"], e["points"], e["reason"]) for e in of_type(events, "score")]


# --- pack, deal, first dealer (Homme rules §2, §3) ----------------------------------------


@pytest.mark.parametrize(("players", "pack", "talon"), [(2, 28, 18), (3, 28, 13),
                                                        (4, 32, 12), (5, 32, 7)])
def test_pack_and_talon_per_player_count(players: int, pack: int, talon: int) -> None:
    """Homme rules §2: 28 cards (no sevens) for 2–3 players, 32 for 4–5; five each; the talon."""
    match = new_match("homme", players, seed=3)
    match.start_deal()
    assert len(GAME.pack(players, match.options)) == pack
    assert all(len(match.hand(s)) == 5 for s in range(players))
    assert match.observation(0).table["talon"] == talon
    if players <= 3:
        assert not any(CARD_NAMES[c].startswith("7") for c in GAME.pack(players, {}))


def test_direction_rank_order_and_no_teams() -> None:
    """Homme rules §2, §3: each for himself; K > Q > J > A > 10 …; anticlockwise, the deal
    passing to the next seat in playing order."""
    assert GAME.direction({}) == "anticlockwise"
    plays = list(enumerate(parse_cards("AS JS 10S 8H".split())))
    assert trick_winner(plays, GAME.rank_order({}), trump=None) == 1
    with pytest.raises(ValueError, match="each for himself"):
        Match(GAME, 4, teams=[[0, 2], [1, 3]])


def test_six_players_refused() -> None:
    """Homme rules §7.7: six players would need 34 cards."""
    with pytest.raises(ValueError, match="2 to 5 players"):
        new_match("homme", 6)


@pytest.mark.parametrize(("packets", "first"), [("2_3", 2), ("3_2", 3)])
def test_deal_packets(packets: str, first: int) -> None:
    """Homme rules §3: two rounds of packets, 2 then 3 or 3 then 2, from first hand."""
    match = Match(GAME, 3, {"packets": packets})
    shuffled = list(PACK_28)
    dealt = GAME.deal_from_pack(match, 2, shuffled)
    assert list(dealt.hands[0][:first]) == shuffled[:first]
    assert list(dealt.stock) == shuffled[15:]


def test_first_dealer_is_the_highest_card_suits_breaking_ties() -> None:
    """Homme rules §3, §7.8: one draw, K Q J A 10 … high, then diamonds, hearts, spades, clubs."""
    order = "8 9 10 A J Q K".split()
    suits = "CSHD"
    for seed in range(20):
        match = new_match("homme", 4, seed=seed)
        match.start_deal()
        draws = of_type(match.events, "draw")
        assert len(draws) == 1
        cards = draws[0]["cards"]
        keys = [(order.index(c[:-1]) if c[:-1] in order else -1, suits.index(c[-1]))
                for c in cards]
        assert match.dealer == keys.index(max(keys))


# --- offers, turn-ups, bidding (Homme rules §4.1, §4.2) -----------------------------------


def test_turn_reveals_the_talon_top_and_bidding_starts_with_first_hand() -> None:
    """Homme rules §4.2, §7.2: whoever turns, bidding starts with first hand."""
    match = match_with(3, TIE, dealer=2)
    assert match.to_act == 0 and legal(match) == ["turn", "pass"]
    play(match, "pass")
    events = play(match, "turn")
    assert of_type(events, "turnup")[0] == {"type": "turnup", "seat": 1, "card": "QD",
                                            "index": 0, "role": "proposal", "trumps": "D",
                                            "holder": None}
    assert match.to_act == 0 and match.phase == "bid"
    assert legal(match) == ["show KD", "accept", "pass"]
    table = match.observation(2).table
    assert table["turnups"] == ["QD"] and table["candidate"] == "D" and table["talon"] == 12


def test_nobody_turns_abandons_the_deal() -> None:
    """Homme rules §4.1, §5.3: nobody turns: the deal is abandoned; the deal passes on."""
    match = match_with(3, TIE, dealer=2)
    events = play(match, "pass", "pass", "pass")
    assert of_type(events, "abandon") == [{"type": "abandon", "reason": "nobody_turned"}]
    deal_end = of_type(events, "deal_end")[0]
    assert deal_end["outcome"] == "abandoned" and deal_end["winner"] is None
    assert deal_end["deal_scores"] == [0, 0, 0] and deal_end["lines"] == []
    assert match.to_act is None and match.phase == "between_deals"
    match.start_deal(seed=4)
    assert match.dealer == 0


def test_all_pass_opens_rejouissances_up_to_three() -> None:
    """Homme rules §4.2, §7.2: all pass: another offer and turn-up, up to three réjouissances,
    then the deal is abandoned."""
    deal = layout(3, ["KH 8H KD 8S 8C", "9H QH 8D KS 9C", "10H JH 9D 9S KC"], "QD AH AC JS")
    match = match_with(3, deal, dealer=2)
    for index, turned in enumerate(["QD", "AH", "AC", "JS"]):
        assert match.phase == "offer" and match.to_act == 0
        events = play(match, "turn")
        turnup = of_type(events, "turnup")[0]
        assert turnup["card"] == turned and turnup["index"] == index
        assert turnup["role"] == ("rejouissance" if index else "proposal")
        while match.phase == "bid":
            play(match, "pass")
    assert of_type(match.events, "abandon") == [{"type": "abandon", "reason": "all_passed"}]
    assert of_type(match.events, "deal_end")[0]["outcome"] == "abandoned"
    assert match.observation(0).table["turnups"] == ["QD", "AH", "AC", "JS"]


def test_max_rejouissances_option() -> None:
    """Homme rules §6, max_rejouissances: 0 allows a single turn-up."""
    match = match_with(3, TIE, dealer=2, options={"max_rejouissances": 0})
    play(match, "turn", "pass", "pass", "pass")
    assert match.phase == "between_deals"


def test_accept_makes_the_man_and_trumps() -> None:
    """Homme rules §4.2: "I'll play" ends the bidding: the Man, trumps the turned suit."""
    match = match_with(3, TIE, dealer=2)
    events = play(match, "turn", "pass", "accept")
    assert of_type(events, "declarer") == [{"type": "declarer", "seat": 1, "trumps": "D"}]
    table = match.observation(0).table
    assert table["declarer"] == 1 and table["trumps"] == "D"
    assert match.phase == "play" and match.to_act == 0  # Homme rules §7.5: first hand leads


def test_a_suit_refused_may_be_played_later() -> None:
    """Homme rules §4.2: the same suit may come again; a player may play a suit he refused."""
    deal = layout(3, ["KH 8H KD 8S 8C", "9H QH 8D KS 9C", "10H JH 9D 9S KC"], "QD AD")
    match = match_with(3, deal, dealer=2)
    play(match, "turn", "pass", "pass", "pass", "turn", "accept")
    assert match.observation(0).table["trumps"] == "D"


# --- King points --------------------------------------------------------------------


def test_turned_king_scores_for_the_turner() -> None:
    """Homme rules §4.1: a turned King scores 1 for whoever turned it."""
    deal = layout(3, ["QH 8H KD 8S 8C", "9H JH 8D KS 9C", "10H AH 9D 9S KC"], "KH")
    match = match_with(3, deal, dealer=2)
    events = play(match, "pass", "turn")
    assert of_type(events, "score") == [{"type": "score", "seat": 1, "points": 1,
                                         "reason": "turned_king", "scores": [0, 1, 0],
                                         "deal_scores": [0, 1, 0], "card": "KH"}]
    assert match.scores == [0, 1, 0] and match.deal_scores == [0, 1, 0]
    assert legal(match) == ["accept", "pass"]  # nobody holds that King


def test_show_on_the_bidding_turn_then_still_bid() -> None:
    """Homme rules §4.2, §7.1: the holder of the turned suit's King may show it on his turn
    (+1), then must still accept or pass; it scores once."""
    match = match_with(3, TIE, dealer=2)
    events = play(match, "turn", "show KD")
    assert of_type(events, "announce")[0] == {"type": "announce", "seat": 0,
                                              "announcement": "show", "text": "show KD",
                                              "card": "KD"}
    assert scored(events) == [(0, 1, "shown_king")]
    assert match.scores == [1, 0, 0]
    assert match.to_act == 0 and legal(match) == ["accept", "pass"]
    with pytest.raises(IllegalAction, match="shown it already"):
        match.apply("show KD")
    assert match.observation(1).table["shown"] == ["KD"]
    assert match.observation(1).table["announcements"] == [{"seat": 0, "text": "show KD"}]


def test_show_refusals() -> None:
    """Homme rules §4.2: only the King of the turned suit, held by the player."""
    match = match_with(3, TIE, dealer=2)
    play(match, "turn", "pass")
    with pytest.raises(IllegalAction, match="do not hold the King"):
        match.apply("show KD")
    with pytest.raises(IllegalAction, match="only the King of the turned suit"):
        match.apply("show KS")


def test_late_reveal_after_someone_accepts() -> None:
    """Homme rules §4.2: a player whose bidding turn had not come may show right after an accept."""
    match = match_with(5, FIVE, dealer=4)
    play(match, "turn", "accept")
    assert match.phase == "reveal" and match.to_act == 3
    assert legal(match) == ["show KC", "pass"]
    play(match, "show KC")
    assert match.scores == [0, 0, 0, 1, 0]
    assert match.phase == "play" and match.to_act == 0


def test_late_reveal_pass_is_reported() -> None:
    """Homme rules §4.2: passing on the late reveal is a decision like the others: a ``bid``
    event."""
    match = match_with(5, FIVE, dealer=4)
    events = play(match, "turn", "accept", "pass")
    assert of_type(events, "bid")[-1] == {"type": "bid", "seat": 3, "bid": "pass",
                                          "phase": "reveal", "chips": 0, "level": None,
                                          "chance": None, "claim": None}
    assert match.scores == [0, 0, 0, 0, 0] and match.phase == "play"


def test_no_late_reveal_for_a_player_who_already_bid() -> None:
    """Homme rules §4.2: the reveal after an accept is only for players whose turn had not come."""
    match = match_with(3, TIE, dealer=2)
    play(match, "turn", "pass", "accept")  # seat 0 held KD and passed without showing
    assert match.phase == "play"
    assert match.scores == [0, 0, 0]


def test_auto_reveal_mode() -> None:
    """Homme rules §6, reveal_king_mode auto_reveal: the King is shown for its holder
    automatically."""
    match = match_with(3, TIE, dealer=2, options={"reveal_king_mode": "auto_reveal"})
    events = play(match, "turn")
    assert of_type(events, "announce")[0]["card"] == "KD"
    assert match.scores == [1, 0, 0] and legal(match) == ["accept", "pass"]


def test_king_bonuses_off() -> None:
    """Homme rules §6, king_bonuses false: no King points, nothing to show."""
    deal = layout(3, ["QH 8H KD 8S 8C", "9H JH 8D KS 9C", "10H AH 9D 9S KC"], "KH QD")
    match = match_with(3, deal, dealer=2, options={"king_bonuses": False})
    play(match, "turn", "pass", "pass", "pass", "turn")
    assert match.scores == [0, 0, 0] and legal(match) == ["accept", "pass"]


def test_shown_king_scores_only_once() -> None:
    """Homme rules §4.2: Kings score at most once; the same suit turned again gives nothing more."""
    deal = layout(3, ["KH 8H KD 8S 8C", "9H QH 8D KS 9C", "10H JH 9D 9S KC"], "QD AD")
    match = match_with(3, deal, dealer=2)
    play(match, "turn", "show KD", "pass", "pass", "pass", "turn")
    assert legal(match) == ["accept", "pass"] and match.scores == [1, 0, 0]


def test_king_points_stand_when_the_deal_is_abandoned() -> None:
    """Homme rules §4.2: King points stand even if the deal is abandoned."""
    match = match_with(3, TIE, dealer=2, options={"max_rejouissances": 0})
    play(match, "turn", "show KD", "pass", "pass", "pass")
    assert match.phase == "between_deals" and match.scores == [1, 0, 0]


def test_captured_shown_king_moves_its_point() -> None:
    """Homme rules §4.3: a shown King captured by another player moves its point to him."""
    match = match_with(2, TRANSFER, dealer=1)
    play(match, *TRANSFER_BIDS)
    assert match.scores == [0, 1] and match.observation(0).table["trumps"] == "S"
    events = play(match, *TRANSFER_PLAY[:4])
    assert scored(events) == [(1, -1, "king_captured"), (0, 1, "captured_king")]
    assert [e["card"] for e in of_type(events, "score")] == ["KH", "KH"]
    assert match.scores == [1, 0]
    events = play(match, *TRANSFER_PLAY[4:])
    assert scored(events) == [(0, 1, "man_won")]
    assert match.scores == [2, 0] and match.deal_scores == [2, 0]
    deal_end = of_type(events, "deal_end")[0]
    assert deal_end["outcome"] == "man_won" and deal_end["winner"] == 0
    assert sorted((ln["seat"], ln["reason"], ln["amount"]) for ln in deal_end["lines"]) == [
        (0, "captured_king", 1), (0, "man_won", 1), (1, "king_captured", -1),
        (1, "shown_king", 1)]


def test_shown_king_won_by_its_holder_stays() -> None:
    """Homme rules §4.3: no transfer when the holder wins the trick with his own King."""
    match = match_with(5, FIVE, dealer=4)
    play(match, "turn", "accept", "show KC", *FIVE_PLAY)
    assert not [e for e in of_type(match.events, "score") if e["reason"] == "captured_king"]
    assert match.scores == [1, 0, 0, 1, 0]


# --- play (Homme rules §4.3) --------------------------------------------------------------


def test_follow_else_trump_else_discard_no_duty_to_head() -> None:
    """Homme rules §4.3: follow suit; void, any trump (even a losing one); else any card."""
    match = match_with(2, TRANSFER, dealer=1)
    play(match, *TRANSFER_BIDS, "play 8D", "play KD", "play KH")
    assert sorted(legal(match)) == ["play 8S", "play JS", "play QS"]
    with pytest.raises(IllegalAction, match="you must trump"):
        match.apply("play 9C")
    play(match, "play 8S", "play QS")
    assert sorted(legal(match)) == ["play AD", "play JD", "play QD"]  # no trumps: discard


def test_first_hand_leads_even_when_not_the_man() -> None:
    """Homme rules §4.3, §7.5: first hand leads trick 1 whoever is the Man."""
    match = match_with(3, TIE, dealer=2)
    play(match, "turn", "pass", "pass", "accept")
    assert match.observation(0).table["declarer"] == 2 and match.to_act == 0


# --- did the Man win? (Homme rules §5.1) --------------------------------------------------


def test_man_tied_but_first_to_two_wins() -> None:
    """Homme rules §5.1, §7.3: tied on two tricks, the Man got there first: he wins."""
    match = match_with(3, TIE, dealer=2)
    events = play(match, "turn", "accept", *TIE_PLAY)
    assert [e["winner"] for e in of_type(events, "trick")] == [0, 1, 0, 1, 2]
    assert scored(events)[-1] == (0, 1, "man_won")
    assert of_type(events, "deal_end")[0]["outcome"] == "man_won"
    assert match.scores == [1, 0, 0]


def test_man_tied_but_second_to_two_loses() -> None:
    """Homme rules §5.1, §7.3: tied on two tricks, a defender got there first: the Man loses 1, each
    defender gains 1."""
    match = match_with(3, TIE, dealer=2)
    events = play(match, "turn", "pass", "accept", *TIE_PLAY)
    assert scored(events)[-3:] == [(1, -1, "man_lost"), (0, 1, "defence_won"),
                                   (2, 1, "defence_won")]
    assert match.scores == [1, -1, 1] and match.deal_scores == [1, -1, 1]
    deal_end = of_type(events, "deal_end")[0]
    assert deal_end["outcome"] == "man_lost" and deal_end["winner"] is None


def test_five_players_one_trick_each() -> None:
    """Homme rules §5.1: one trick each (five players): the Man wins only with the first trick."""
    won = match_with(5, FIVE, dealer=4)
    play(won, "turn", "accept", "pass", *FIVE_PLAY)
    assert won.observation(0).table["tricks_won"] == [1, 1, 1, 1, 1]
    assert won.scores == [1, 0, 0, 0, 0]
    lost = match_with(5, FIVE, dealer=4)
    play(lost, "turn", "pass", "accept", "pass", *FIVE_PLAY)
    assert lost.scores == [1, -1, 1, 1, 1]


def test_fewer_tricks_than_a_defender_loses() -> None:
    """Homme rules §5.1: the Man with fewer tricks than some defender loses."""
    match = match_with(3, TIE, dealer=2)
    play(match, "turn", "pass", "pass", "accept", *TIE_PLAY)
    assert match.observation(0).table["tricks_won"] == [2, 2, 1]
    assert scored(match.events)[-3:] == [(2, -1, "man_lost"), (0, 1, "defence_won"),
                                         (1, 1, "defence_won")]
    assert of_type(match.events, "deal_end")[0]["outcome"] == "man_lost"
    assert match.scores == [1, 1, -1]


def test_man_wins_rule_table() -> None:
    """Homme rules §5.1, §7.3: the rule over trick sequences: more tricks, or tied and first to
    the count."""
    match = match_with(3, TIE, dealer=2)
    play(match, "turn", "accept")
    deal = match.deal
    cases = [([0, 0, 0, 1, 2], True), ([0, 1, 1, 0, 2], False), ([1, 0, 0, 1, 2], True),
             ([1, 1, 2, 0, 0], False), ([0, 1, 2, 1, 0], False), ([1, 1, 1, 2, 2], False)]
    for winners, expected in cases:
        deal.winners = winners
        deal.tricks_won = [winners.count(s) for s in range(3)]
        assert deal.man_wins() is expected, winners


# --- scores and the end (Homme rules §5.2, §5.3) ------------------------------------------


def test_debt_is_a_negative_score_repaid_first() -> None:
    """Homme rules §5.2, §7.4: a loss at zero creates a debt (score −1); the next gain repays it."""
    match = match_with(3, TIE, dealer=2)
    play(match, "turn", "pass", "accept", *TIE_PLAY)
    assert match.scores == [1, -1, 1]
    match.start_deal(TIE, dealer=2)
    play(match, "turn", "pass", "pass", "accept", *TIE_PLAY)  # seat 2 the Man, loses
    assert match.scores == [2, 0, 0]


def test_debt_repaid_by_a_king_point() -> None:
    """Homme rules §7.4: any gain repays debt, King points included."""
    match = match_with(3, TIE, dealer=2, start={"scores": [-1, 0, 0]})
    play(match, "turn", "show KD")
    assert match.scores == [0, 0, 0]


def test_match_ends_at_target() -> None:
    """Homme rules §5.3: a player at or over the target (5) after a deal wins."""
    match = match_with(3, TIE, dealer=2, start={"scores": [4, 0, 0]})
    events = play(match, "turn", "accept", *TIE_PLAY)
    assert match.over and match.winners == [0]
    assert [e["type"] for e in events[-2:]] == ["deal_end", "match_end"]


def test_target_checked_at_the_end_of_the_deal_only() -> None:
    """Homme rules §5.3: a King point reaching the target mid-deal does not end the match."""
    match = match_with(3, TIE, dealer=2, start={"scores": [4, 0, 0]})
    play(match, "turn", "show KD")
    assert match.scores[0] == 5 and not match.over and match.to_act == 0


def test_several_over_target_highest_wins_equal_plays_on() -> None:
    """Homme rules §5.3: several at or over the target: the highest wins; equal: another deal."""
    higher = match_with(3, TIE, dealer=2, start={"scores": [4, 5, 0]})
    play(higher, "turn", "pass", "pass", "accept", *TIE_PLAY)  # seat 2 the Man, loses
    assert higher.scores == [5, 6, -1] and higher.winners == [1]
    equal = match_with(3, TIE, dealer=2, start={"scores": [4, 4, 0]})
    play(equal, "turn", "pass", "pass", "accept", *TIE_PLAY)
    assert equal.scores == [5, 5, -1] and not equal.over


def test_target_option_seven() -> None:
    """Homme rules §6, target: 7 is common."""
    match = match_with(3, TIE, dealer=2, options={"target": 7}, start={"scores": [4, 0, 0]})
    play(match, "turn", "accept", *TIE_PLAY)
    assert match.scores == [5, 0, 0] and not match.over


def test_deal_limit_option() -> None:
    """Homme rules §6, deal_limit: after that many deals the highest score wins; ties share."""
    match = match_with(3, TIE, dealer=2, options={"deal_limit": 1})
    play(match, "turn", "pass", "accept", *TIE_PLAY)
    assert match.over and match.winners == [0, 2]


@pytest.mark.parametrize("none", [0, "none"])
def test_deal_limit_none_means_no_limit(none: object) -> None:
    """Homme rules §6, deal_limit "none" (0), the default: the match runs to the target."""
    assert new_match("homme", 3).options["deal_limit"] == 0
    match = match_with(3, TIE, dealer=2, options={"deal_limit": none})
    assert match.options["deal_limit"] == 0
    play(match, "turn", "pass", "accept", *TIE_PLAY)
    assert not match.over and match.to_act is None
    for bad in ("all", None):
        with pytest.raises(ValueError, match="deal_limit"):
            new_match("homme", 3, {"deal_limit": bad})


# --- the pot (Homme rules §5.4) -----------------------------------------------------------


def test_pot_antes_sweep_and_carry() -> None:
    """Homme rules §5.4, §7.6: everyone antes each deal; a lost or abandoned deal leaves the
    pot for the next (fresh antes added)."""
    match = match_with(3, TIE, dealer=2, options={"pot": True, "ante": 2, "start_bank": 10})
    assert match.ledger.pools == {"pot": 6} and match.ledger.banks == [8, 8, 8]
    assert of_type(match.events, "ante") == [
        {"type": "ante", "seat": seat, "pool": "pot", "amount": 2} for seat in range(3)]
    play(match, "turn", "pass", "accept", *TIE_PLAY)  # the Man loses
    assert match.ledger.pools == {"pot": 6}
    match.start_deal(TIE, dealer=0)
    play(match, "pass", "pass", "pass")  # abandoned
    assert match.ledger.pools == {"pot": 12} and match.ledger.banks == [6, 6, 6]


def test_pot_swept_by_the_winning_man() -> None:
    """Homme rules §5.4: the Man who wins sweeps the pot (pool ``pot``)."""
    match = match_with(3, TIE, dealer=2, options={"pot": True},
                       start={"banks": [5, 5, 5], "pools": {"pot": 4}})
    events = play(match, "turn", "accept", *TIE_PLAY)
    assert of_type(events, "pool_won") == [{"type": "pool_won", "pool": "pot", "seat": 0,
                                            "amount": 7, "reason": "man_won"}]
    assert match.ledger.banks == [11, 4, 4] and match.ledger.pools == {"pot": 0}


def test_pot_left_at_the_end_goes_to_the_winner() -> None:
    """Homme rules §5.4: when the game ends, what is left in the pot goes to the winner."""
    match = match_with(3, TIE, dealer=2, options={"pot": True},
                       start={"scores": [4, 3, 0], "banks": [5, 5, 5]})
    events = play(match, "turn", "pass", "pass", "accept", *TIE_PLAY)  # seat 2 loses
    assert match.scores == [5, 4, -1] and match.winners == [0]
    assert of_type(events, "pool_won") == [{"type": "pool_won", "pool": "pot", "seat": 0,
                                            "amount": 3, "reason": "match_end"}]
    assert match.ledger.banks == [7, 4, 4] and match.ledger.pools == {"pot": 0}


def test_pot_shared_by_tied_winners() -> None:
    """Homme rules §7.6: tied winners (deal limit) share what is left, odd chips first."""
    match = match_with(3, TIE, dealer=2, options={"pot": True, "deal_limit": 1},
                       start={"banks": [5, 5, 5], "pools": {"pot": 2}})
    play(match, "turn", "pass", "accept", *TIE_PLAY)  # seats 0 and 2 end on 1
    assert match.winners == [0, 2]
    assert match.ledger.banks == [7, 4, 6] and match.ledger.pools == {"pot": 0}


def test_no_chips_without_the_pot() -> None:
    """Homme rules §6: chips only with the pot option."""
    match = new_match("homme", 3)
    assert match.ledger is None
    with pytest.raises(ValueError, match="not played with chips"):
        Match(GAME, 3, start={"banks": [1, 1, 1]})


# --- records and the command line ---------------------------------------------------


def test_cli_replays_a_mid_match_multi_deal_record(tmp_path: Path) -> None:
    """``histcards replay``: start scores (a debt), banks and pot, an abandoned deal, a
    played deal, then a deal in progress."""
    record = {
        "format": "histcards-record/1", "game": "homme", "players": 3,
        "options": {"pot": True},
        "start": {"scores": [-1, 2, 3], "banks": [10, 10, 10], "pools": {"pot": 3}},
        "deals": [
            {"dealer": 2, **TIE, "actions": ["turn", "show KD", "pass", "pass", "pass",
                                             "turn", "pass", "pass", "pass", "turn", "pass",
                                             "pass", "pass", "turn", "pass", "pass", "pass"]},
            {"dealer": 0, "hands": [TIE["hands"][2], TIE["hands"][0], TIE["hands"][1]],
             "stock": TIE["stock"], "actions": ["turn", "accept", *TIE_PLAY]},
            {"dealer": 1, "seed": 99, "actions": ["turn"]},
        ],
    }
    result = run_replay(tmp_path, record)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["deal_index"] == 2 and state["phase"] == "bid" and state["to_act"] == 2
    kinds = [e["type"] for e in state["events"]]
    assert kinds.count("abandon") == 1 and kinds.count("deal_end") == 2
    # deal 0: KD shown (the debt repaid), four turn-ups, abandoned; deal 1: seat 1 wins as
    # the Man and sweeps 3 + 3 + 3 chips; deal 2: fresh antes
    assert state["scores"] == [0, 3, 3] and state["deal_scores"] == [0, 0, 0]
    assert state["banks"] == [7, 16, 7] and state["pools"] == {"pot": 3}
    assert state["table"]["talon"] == 12 and state["table"]["turnups"] == ["10C"]
    assert state["legal"] == ["accept", "pass"]
    assert state["teams"] is None


def test_cli_refuses_a_bad_record(tmp_path: Path) -> None:
    """Bad records end with status 2 and one clear line, no traceback."""
    record = {"format": "histcards-record/1", "game": "homme", "players": 3,
              "deals": [{"dealer": 2, **TIE, "actions": ["turn", "show KS"]}]}
    result = run_replay(tmp_path, record)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "histcards replay: deal 0, action 1: 'show KS': only the King of the turned suit "
        "(diamonds) may be shown"]
    short = {"format": "histcards-record/1", "game": "homme", "players": 3,
             "deals": [{"dealer": 2, "hands": TIE["hands"], "stock": TIE["stock"][:-1]}]}
    result = run_replay(tmp_path, short)
    assert result.returncode == 2 and "missing from the layout" in result.stderr
    pot_off = {"format": "histcards-record/1", "game": "homme", "players": 3,
               "start": {"pools": {"pot": 3}}, "deals": []}
    result = run_replay(tmp_path, pot_off)
    assert result.returncode == 2 and "not played with chips" in result.stderr


def test_random_matches_replay_from_records() -> None:
    """Records of random matches (every count, pot on) replay to the same state."""
    for players in (2, 3, 4, 5):
        rng = random.Random(players)
        match = new_match("homme", players, {"pot": True}, seed=players)
        while not match.over and match.deal_index < 6:
            if match.to_act is None:
                match.start_deal()
            else:
                match.apply(rng.choice(match.legal()))
        again = Match.from_record(match.to_record())
        assert again.events == match.events and again.ledger.banks == match.ledger.banks
