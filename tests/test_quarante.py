"""Quarante de Roi scenarios, each citing the section of its rules page
(``resources/rules/en/quarante.md``) it checks."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from histcards.cards import CARD_NAMES, PIQUET_PACK, parse_card
from histcards.engine import GAMES, IllegalAction, Match, RecordError, new_match
from histcards.engine.games.quarante import DEFAULT_CLIQUE_TABLE, PROVISIONAL_CLIQUES
from tests.scenario import of_type, play, run_replay

GAME = GAMES["quarante"]
TEAMS = [[0, 2], [1, 3]]

# Dealer 3: seat 0 holds three Kings, seat 1 three Queens, the dealer three Jacks plus the
# turned JC (four Jacks, trumps clubs).
CLIQUES = {
    "dealer": 3,
    "hands": [["KS", "KH", "KD", "7S", "7H", "7D", "8S", "8H"],
              ["QS", "QH", "QD", "9S", "9H", "9D", "10S", "10H"],
              ["AS", "AH", "AD", "AC", "KC", "QC", "8D", "8C"],
              ["JS", "JH", "JD", "10D", "10C", "9C", "7C"]],
    "turnup": "JC",
}
# Dealer 3, trumps clubs: seat 0 all spades, seat 1 all hearts, seat 2 low diamonds and
# clubs, the dealer high diamonds and clubs with the turned AC.
SUITED = {
    "dealer": 3,
    "hands": [["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
              ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"],
              ["7D", "8D", "9D", "10D", "7C", "8C", "9C", "10C"],
              ["JD", "QD", "KD", "AD", "JC", "QC", "KC"]],
    "turnup": "AC",
}


def match_with(layout: dict[str, Any], options: dict[str, Any] | None = None,
               start: dict[str, Any] | None = None) -> Match:
    """A match with fixed teams whose first deal is ``layout``."""
    match = Match(GAME, 4, options, seed=1, start=start, teams=TEAMS)
    match.start_deal({k: v for k, v in layout.items() if k != "dealer"},
                     dealer=layout["dealer"])
    return match


def finish(match: Match) -> list[dict[str, Any]]:
    """Play the deal out, each player taking his first legal plain card."""
    events = []
    while match.to_act is not None:
        events += match.apply(next(a for a in match.legal() if not a.clique))
    return events


def names(cards: list[Any]) -> list[str]:
    return sorted(str(a) for a in cards)


def deal_scores(events: list[Any]) -> tuple[list[int], list[tuple[int, int]]]:
    """What a deal's ``score`` events gave: the card points of each team (in ``TEAMS``
    order, scored under the team's first seat) and the cliques scored, (seat, points)."""
    scores = of_type(events, "score")
    first_seats = [team[0] for team in TEAMS]
    card_points = [0, 0]
    for e in scores:
        if e["reason"] == "trick_points":
            card_points[first_seats.index(e["seat"])] += e["points"]
    assert sum(e["reason"] == "trick_points" for e in scores) == 2  # one per team
    cliques = [(e["seat"], e["points"]) for e in scores if e["reason"] == "clique"]
    assert len(scores) == 2 + len(cliques) and len(cliques) <= 1
    return card_points, cliques


# --- pack, deal, turn-up (Quarante rules §2, §3.3, §3.4) ----------------------------------


def test_deal_gives_eight_each_and_turns_the_dealers_last_card() -> None:
    """Quarante rules §2, §3.3, §3.4: 32 cards, 8 each in 3-2-3 packets from first hand, the
    32nd card (the dealer's last) turned for trumps; no stock."""
    match = Match(GAME, 4, seed=2, teams=TEAMS)
    shuffled = list(PIQUET_PACK)
    random.Random(9).shuffle(shuffled)
    layout = GAME.deal_from_pack(match, 1, shuffled)
    assert [len(h) for h in layout.hands] == [8, 7, 8, 8]
    assert layout.stock == () and layout.turnup == shuffled[31]
    assert list(layout.hands[2][:3]) == shuffled[0:3]  # first hand gets the first packet
    assert list(layout.hands[3][:3]) == shuffled[3:6]
    assert list(layout.hands[2][3:5]) == shuffled[12:14]  # then packets of two


def test_deal_packets_option() -> None:
    """Quarante rules §6, deal_packets: one card at a time goes round eight times."""
    match = Match(GAME, 4, {"deal_packets": "1_by_1"}, seed=2, teams=TEAMS)
    shuffled = list(PIQUET_PACK)
    layout = GAME.deal_from_pack(match, 3, shuffled)
    assert list(layout.hands[0]) == shuffled[0::4]
    assert layout.turnup == shuffled[31]


def test_turnup_suit_is_trumps_and_visible() -> None:
    """Quarante rules §3.4: the turned card's suit is trumps; it lies face up for all to see."""
    match = match_with(CLIQUES)
    table = match.observation(0).table
    assert table["trumps"] == "C" and table["turnups"] == ["JC"] and table["turnup"] == "JC"
    assert match.observation(0).hand_sizes == (8, 8, 8, 7)
    turnups = of_type(match.events, "turnup")
    assert len(turnups) == 1
    assert {k: turnups[0][k] for k in ("seat", "card", "role", "trumps")} == {
        "seat": 3, "card": "JC", "role": "trumps", "trumps": "C"}


def test_turnup_joins_the_dealers_hand_at_his_first_turn() -> None:
    """Quarante rules §3.4: the turn-up belongs to the dealer and joins his hand when he first
    plays; he may play it to the first trick."""
    match = match_with(SUITED)
    events = play(match, "play 7S", "play 7H", "play 7D")
    assert of_type(events, "take_turnup") == [{"type": "take_turnup", "seat": 3, "card": "AC"}]
    assert "play AC" in names(match.legal())
    assert len(match.hand(3)) == 8
    table = match.observation(0).table
    assert table["turnups"] == [] and table["turnup_in_hand"] is True
    events = play(match, "play AC")
    assert of_type(events, "trick")[0]["winner"] == 3  # the turned Ace trumps the spade
    assert match.observation(0).table["turnup_in_hand"] is False


# --- trick play (Quarante rules §2, §4.1) -------------------------------------------------


def test_direction_and_players() -> None:
    """Quarante rules §3.3, §7.3: four players only; anticlockwise by default, clockwise (one
    summary) as the option ``direction``; the table places seats with it."""
    assert GAME.direction(new_match("quarante", 4).options) == "anticlockwise"
    clockwise = new_match("quarante", 4, {"direction": "clockwise"})
    assert GAME.direction(clockwise.options) == "clockwise"
    with pytest.raises(ValueError, match="exactly 4 players"):
        Match(GAME, 3)


def test_rank_order_king_queen_jack_ace() -> None:
    """Quarante rules §2: K > Q > J > A > 10 … in every suit."""
    match = match_with(CLIQUES)
    events = play(match, "play KS", "play QS", "play AS", "play JS")
    trick = of_type(events, "trick")[0]
    assert trick["winner"] == 0
    assert trick["points"] == 5 + 4 + 3  # Quarante rules §2: K 5, Q 4, J 3, A 0


def test_follow_suit_otherwise_any_card() -> None:
    """Quarante rules §4.1: follow suit; a player void in the led suit may play any card."""
    match = match_with(SUITED)
    play(match, "play 7S")
    assert len(match.legal()) == 8  # seat 1 has no spades: any heart
    play(match, "play 7H")
    assert len(match.legal()) == 8  # seat 2 may discard a diamond or trump


def test_must_trump_when_void_option() -> None:
    """Quarante rules §6, must_trump_when_void: a void player holding trumps must trump."""
    match = match_with(SUITED, {"must_trump_when_void": True})
    play(match, "play 7S", "play 7H")
    assert names(match.legal()) == ["play 10C", "play 7C", "play 8C", "play 9C"]
    with pytest.raises(IllegalAction, match="you must trump"):
        match.apply("play 7D")


def test_must_follow_suit_refusal() -> None:
    """Quarante rules §4.1: holding the led suit, a player must play it."""
    match = match_with(CLIQUES)
    play(match, "play 7D")
    with pytest.raises(IllegalAction, match="you must follow suit: you hold diamonds"):
        match.apply("play QS")


def test_a_deal_shares_48_card_points() -> None:
    """Quarante rules §2, §5, §7.7: without cliques a deal gives the two teams 48 points in
    all, no trick or last-trick bonus."""
    match = match_with(SUITED, {"cliques_enabled": False})
    events = finish(match)
    card_points, cliques = deal_scores(events)
    assert sum(card_points) == 48 and cliques == []
    tricks = of_type(events, "trick")
    assert len(tricks) == 8 and sum(t["points"] for t in tricks) == 48
    assert match.scores[0] == match.scores[2] == card_points[0]
    assert match.scores[1] == match.scores[3] == card_points[1]
    deal_end = of_type(events, "deal_end")[0]
    assert deal_end["outcome"] == "tricks" and deal_end["deal_scores"] == match.scores


# --- cliques (Quarante rules §4.3) --------------------------------------------------------


def test_clique_sizes_public_ranks_only_on_a_tie() -> None:
    """Quarante rules §4.3: announcements give the size; on equal largest sizes the ranks are
    stated."""
    match = match_with(CLIQUES)
    assert "play KS clique" in names(match.legal())
    events = play(match, "play KS clique")
    assert of_type(events, "announce") == [
        {"type": "announce", "seat": 0, "announcement": "clique", "size": 3, "text": "three"}]
    assert match.observation(1).table["announcements"] == [
        {"seat": 0, "text": "three", "size": 3, "rank": None}]
    events = play(match, "play QS clique")
    announces = of_type(events, "announce")
    assert announces[0] == {"type": "announce", "seat": 1, "announcement": "clique",
                            "size": 3, "text": "three"}  # the size alone, then the ranks
    reveals = [(e["seat"], e["rank"], e["text"]) for e in announces
               if e["announcement"] == "clique_rank"]
    assert reveals == [(0, "K", "three Kings"), (1, "Q", "three Queens")]  # from first hand


def test_larger_clique_beats_and_dealer_counts_the_turnup() -> None:
    """Quarante rules §4.3: four beats three; the dealer's turned Jack makes his four Jacks."""
    match = match_with(CLIQUES)
    events = play(match, "play KS clique", "play QS clique", "play AS", "play JS clique")
    four = of_type(events, "announce")[-1]
    assert (four["seat"], four["size"], four.get("rank")) == (3, 4, None)
    assert of_type(events, "clique") == [{"type": "clique", "seat": 3, "size": 4, "rank": None}]
    events = finish(match)
    card_points, cliques = deal_scores(events)
    assert cliques == [(3, DEFAULT_CLIQUE_TABLE["four"]["J"])] == [(3, 24)]  # four Jacks
    cards_b = sum(t["points"] for t in of_type(match.events, "trick") if t["winner"] in (1, 3))
    assert card_points == [48 - cards_b, cards_b]
    assert match.deal_scores == [48 - cards_b, cards_b + 24] * 2
    assert of_type(events, "deal_end")[0]["deal_scores"] == match.deal_scores


def test_best_of_equal_sizes_by_rank_scores_for_its_team() -> None:
    """Quarante rules §4.3: equal sizes, higher rank wins (K > Q); one clique scores, to its
    team."""
    match = match_with(CLIQUES)
    play(match, "play KS clique", "play QS clique", "play AS", "play JS")
    assert match.observation(2).table["clique"]["seat"] == 0
    card_points, cliques = deal_scores(finish(match))
    assert cliques == [(0, 15)]  # three Kings
    cards_a = sum(t["points"] for t in of_type(match.events, "trick") if t["winner"] in (0, 2))
    assert card_points[0] == cards_a
    assert match.deal_scores[0] == match.deal_scores[2] == cards_a + 15
    assert match.deal_scores[1] == match.deal_scores[3] == 48 - cards_a


def test_unannounced_clique_never_scores() -> None:
    """Quarante rules §4.3: a clique not announced when playing to trick 1 can never score."""
    match = match_with(CLIQUES)
    play(match, "play KS", "play QS", "play AS", "play JS")
    with pytest.raises(IllegalAction, match="only when playing to the first trick"):
        match.apply("play KH clique")
    card_points, cliques = deal_scores(finish(match))
    assert cliques == [] and sum(card_points) == 48 and sum(match.deal_scores) == 2 * 48


def test_clique_needs_a_clique_in_hand() -> None:
    """Quarante rules §4.3: a clique is three or four Kings, Queens or Jacks."""
    match = match_with(SUITED)
    assert not any(a.clique for a in match.legal())
    with pytest.raises(IllegalAction, match="you hold no clique"):
        match.apply("play 7S clique")


def test_player_with_two_cliques_announces_his_best() -> None:
    """Quarante rules §4.3: one player, two cliques: he announces only his best (four over
    three)."""
    layout = {
        "dealer": 3,
        "hands": [["KS", "KH", "KD", "QS", "QH", "QD", "QC", "7S"],
                  ["JS", "JH", "JD", "9S", "9H", "9D", "10S", "10H"],
                  ["AS", "AH", "AD", "AC", "KC", "8S", "8D", "8C"],
                  ["JC", "8H", "7H", "10D", "10C", "9C", "7C"]],
        "turnup": "7D",
    }
    match = match_with(layout)
    events = play(match, "play 7S clique", "play JS clique", "play AS", "play JC")
    sizes = [e["size"] for e in of_type(events, "announce")]
    assert sizes == [4, 3]  # four Queens, not three Kings
    assert of_type(match.events, "clique") == [{"type": "clique", "seat": 0, "size": 4,
                                                "rank": None}]
    _, cliques = deal_scores(finish(match))
    assert cliques == [(0, 32)]  # four Queens, not three Kings (15)


def test_clique_table_is_editable_data() -> None:
    """Quarante rules §5, §7.1, clique_table: the values are option data; only four Kings is
    attested."""
    assert ("four", "K") not in PROVISIONAL_CLIQUES and len(PROVISIONAL_CLIQUES) == 5
    table = {"four": {"K": 40, "Q": 30, "J": 20}, "three": {"K": 10, "Q": 8, "J": 6}}
    match = match_with(CLIQUES, {"clique_table": table})
    play(match, "play KS clique", "play QS", "play AS", "play JS")
    assert deal_scores(finish(match))[1] == [(0, 10)]
    with pytest.raises(ValueError, match="clique_table"):
        Match(GAME, 4, {"clique_table": {"four": DEFAULT_CLIQUE_TABLE["four"]}})


def test_clique_table_as_the_rules_pages_two_by_three_table() -> None:
    """Quarante rules §5: the clique table as the page draws it, 2×3 (Four/Three × K/Q/J), is also
    accepted as rows [[four K, Q, J], [three K, Q, J]], kept as rows by size."""
    match = match_with(CLIQUES, {"clique_table": [[40, 30, 20], [10, 8, 6]]})
    assert match.options["clique_table"] == {"four": {"K": 40, "Q": 30, "J": 20},
                                             "three": {"K": 10, "Q": 8, "J": 6}}
    play(match, "play KS clique", "play QS", "play AS", "play JS")
    assert deal_scores(finish(match))[1] == [(0, 10)]
    for bad in ([[40, 32, 24]], [[40, 32], [15, 12]], [[40, 32, 24], [15, 12, -9]]):
        with pytest.raises(ValueError, match="clique"):
            Match(GAME, 4, {"clique_table": bad})


def test_cliques_can_be_switched_off() -> None:
    """Quarante rules §6, cliques_enabled: without cliques nobody announces."""
    match = match_with(CLIQUES, {"cliques_enabled": False})
    assert not any(a.clique for a in match.legal())
    with pytest.raises(IllegalAction, match="not played"):
        match.apply("play KS clique")


# --- scores and the end of the game (Quarante rules §5, §5.1) -----------------------------


def test_partners_share_a_total_and_the_deal_passes_on() -> None:
    """Quarante rules §3.3, §5: team totals ("nous / eux"); the next dealer is first hand."""
    match = match_with(SUITED)
    finish(match)
    assert match.scores[0] == match.scores[2] and match.scores[1] == match.scores[3]
    assert match.deal_scores == match.scores
    match.start_deal(seed=5)
    assert match.dealer == 0


def test_team_reaching_the_target_wins() -> None:
    """Quarante rules §5.1: after a deal, the one team at or over the target wins (SUITED: 12 /
    36)."""
    match = match_with(SUITED, {"cliques_enabled": False, "target": 100},
                       start={"scores": [90, 0, 90, 0]})
    finish(match)
    assert match.scores == [102, 36, 102, 36]
    assert match.over and match.winners == [0, 2]
    assert of_type(match.events, "match_end")[-1]["winners"] == [0, 2]


def test_target_is_checked_only_after_the_deal() -> None:
    """Quarante rules §5.1: below the target the match goes on."""
    match = match_with(SUITED, {"cliques_enabled": False}, start={"scores": [90, 0, 90, 0]})
    finish(match)
    assert match.scores == [102, 36, 102, 36] and not match.over


def test_both_over_target_higher_total_wins() -> None:
    """Quarante rules §7.8: both teams over the target: the higher total wins."""
    match = match_with(SUITED, {"cliques_enabled": False},
                       start={"scores": [149, 149, 149, 149]})
    finish(match)
    assert match.scores == [161, 185, 161, 185]
    assert match.over and match.winners == [1, 3]


def test_equal_totals_over_target_play_another_deal() -> None:
    """Quarante rules §7.8: equal totals at or over the target: another deal."""
    match = match_with(SUITED, {"cliques_enabled": False},
                       start={"scores": [174, 150, 174, 150]})
    finish(match)
    assert match.scores == [186, 186, 186, 186]
    assert not match.over and match.to_act is None
    assert GAME.result(_with_scores([160, 170, 160, 170])) == [1, 3]


def _with_scores(scores: list[int]) -> Match:
    match = Match(GAME, 4, seed=1, teams=TEAMS)
    match.scores = scores
    return match


def test_start_scores_must_agree_between_partners() -> None:
    """Quarante rules §5: partners share one total, so a mid-match start gives them the same
    score."""
    with pytest.raises(ValueError, match="partners share a total"):
        Match(GAME, 4, start={"scores": [10, 0, 20, 0]}, teams=TEAMS)


# --- partnerships and the first dealer (Quarante rules §3.1, §3.2) ------------------------


def test_deal_to_kings_seats_red_against_black() -> None:
    """Quarante rules §3.1, §7.6: the red Kings are partners, so are the black; K♥'s holder
    keeps his seat and K♦'s sits opposite; names are reordered into seats and the record
    replays it."""
    given = ["Anne", "Blaise", "César", "Denise"]
    for seed in range(12):
        match = new_match("quarante", 4, seed=seed, names=given)
        ceremony = of_type(match.events, "partnerships")[0]
        assert ceremony["method"] == "deal_to_kings"
        kings = ceremony["kings"]
        seating = ceremony["seating"]
        hearts_player = kings.index("KH")
        assert seating[hearts_player] == hearts_player
        assert seating[(hearts_player + 2) % 4] == kings.index("KD")
        assert match.names == [given[p] for p in seating] == ceremony["names"]
        assert match.teams == TEAMS
        assert sorted(match.names) == sorted(given)
        dealt = [d["card"] for d in ceremony["dealt"]]
        assert dealt[-1].startswith("K") and sum(c.startswith("K") for c in dealt) == 4
        again = Match.from_record(match.to_record())
        assert again.names == match.names and again.events == match.events


def test_draw_kings_and_fixed_methods() -> None:
    """Quarante rules §6, partnership_method: drawing the Kings, or fixed seats (no ceremony)."""
    drawn = new_match("quarante", 4, {"partnership_method": "draw_kings"}, seed=4)
    ceremony = of_type(drawn.events, "partnerships")[0]
    assert sorted(ceremony["kings"]) == ["KC", "KD", "KH", "KS"]
    assert len(ceremony["dealt"]) == 4
    fixed = new_match("quarante", 4, {"partnership_method": "fixed"}, seed=4,
                      names=["a", "b", "c", "d"])
    assert fixed.names == ["a", "b", "c", "d"] and fixed.teams == TEAMS


def test_explicit_teams_are_validated() -> None:
    """Records may give the teams; partners must sit opposite (Quarante rules §3.1)."""
    match = Match(GAME, 4, teams=[[1, 3], [0, 2]])
    assert match.teams == [[1, 3], [0, 2]] and not of_type(match.events, "partnerships")
    with pytest.raises(ValueError, match="opposite"):
        Match(GAME, 4, teams=[[0, 1], [2, 3]])


def test_first_dealer_draw_ace_high_and_ties_draw_again() -> None:
    """Quarante rules §3.2: the highest card, Aces high, deals; only tied players draw again."""
    redraws = 0
    for seed in range(30):
        match = new_match("quarante", 4, seed=seed)
        match.start_deal()
        draws = of_type(match.events, "draw")
        redraws += len(draws) > 1
        order = "7 8 9 10 J Q K A".split()
        last = draws[-1]["cards"]
        ranks = {s: order.index(c[:-1]) for s, c in enumerate(last) if c is not None}
        assert match.dealer == max(ranks, key=ranks.get)
        assert list(ranks.values()).count(max(ranks.values())) == 1
        for before, after in itertools.pairwise(draws):
            top = max(order.index(c[:-1]) for c in before["cards"] if c)
            tied = [s for s, c in enumerate(before["cards"]) if c and order.index(c[:-1]) == top]
            assert [s for s, c in enumerate(after["cards"]) if c] == tied
        assert of_type(match.events, "first_dealer")[0]["seat"] == match.dealer
    assert redraws


# --- records and the command line ---------------------------------------------------


def _record(**fields: Any) -> dict[str, Any]:
    return {"format": "histcards-record/1", "game": "quarante", "players": 4,
            "teams": TEAMS} | fields


def test_cli_replays_a_mid_match_multi_deal_record(tmp_path: Path) -> None:
    """``histcards replay``: start scores, an explicit deal with a clique, then a seeded
    deal in progress; hands show the dealer's turn-up once picked up."""
    match = match_with(CLIQUES, start={"scores": [30, 40, 30, 40]})
    play(match, "play KS clique", "play QS clique", "play AS", "play JS clique")
    finish(match)
    first = [str(a) for a in match.deals[0].actions]
    record = _record(start={"scores": [30, 40, 30, 40]}, deals=[
        CLIQUES | {"actions": first},
        {"dealer": 0, "seed": 77, "actions": []},
    ])
    second = Match(GAME, 4, start={"scores": [30, 40, 30, 40]}, teams=TEAMS)
    second.start_deal(seed=77, dealer=0)  # to know the first legal plays of deal 2
    opening = []
    for _ in range(3):
        opening.append(str(second.legal()[0]))
        second.apply(second.legal()[0])
    record["deals"][1]["actions"] = opening
    result = run_replay(tmp_path, record)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["deal_index"] == 1 and state["dealer"] == 0 and state["to_act"] == 0
    assert state["teams"] == TEAMS
    assert state["scores"] == [30 + match.deal_scores[0], 40 + match.deal_scores[1]] * 2
    assert [len(h) for h in state["hands"]] == [8, 7, 7, 7]  # seat 0 deals: turn-up taken
    assert state["table"]["turnup_in_hand"] is True
    assert state["hands"][0].count(state["table"]["turnup"]) == 1
    assert state["legal"] and all(a.startswith("play ") for a in state["legal"])


def test_cli_refuses_a_bad_record(tmp_path: Path) -> None:
    """Bad records end with status 2 and one clear line, no traceback."""
    bad_card = _record(deals=[CLIQUES | {"actions": ["play KS", "play 7H"]}])
    result = run_replay(tmp_path, bad_card)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "histcards replay: deal 0, action 1: 'play 7H': you do not hold that card"]
    assert json.loads(result.stdout)["to_act"] == 1
    no_turnup = _record(deals=[{k: v for k, v in CLIQUES.items() if k != "turnup"}
                               | {"hands": [*CLIQUES["hands"][:3], CLIQUES["hands"][3] + ["JC"]]}])
    result = run_replay(tmp_path, no_turnup)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "bad layout" in result.stderr
    bad_teams = _record(teams=[[0, 1], [2, 3]], deals=[])
    result = run_replay(tmp_path, bad_teams)
    assert result.returncode == 2 and "opposite" in result.stderr


def test_record_round_trip_with_ceremony_and_seeded_deals() -> None:
    """A whole random match replays from its record, ceremony and draw included."""
    rng = random.Random(3)
    match = new_match("quarante", 4, seed=21, names=["A", "B", "C", "D"])
    while not match.over and match.deal_index < 3:
        if match.to_act is None:
            match.start_deal()
        else:
            match.apply(rng.choice(match.legal()))
    record = match.to_record()
    assert record["names"] == ["A", "B", "C", "D"] and "teams" not in record
    again = Match.from_record(record)
    assert again.events == match.events and again.scores == match.scores


def test_bad_clique_record_names_the_reason() -> None:
    """An announcement after trick 1 is refused with the reason of Quarante rules §4.3."""
    record = _record(deals=[CLIQUES | {"actions": ["play KS", "play QS", "play AS", "play JS",
                                                   "play KH clique"]}])
    with pytest.raises(RecordError, match="first trick"):
        Match.from_record(record)


def test_card_names_parse() -> None:
    """Sanity: the layouts above hold the whole pack once."""
    for layout in (CLIQUES, SUITED):
        cards = [parse_card(c) for h in layout["hands"] for c in h] + \
            [parse_card(layout["turnup"])]
        assert sorted(CARD_NAMES[c] for c in cards) == sorted(CARD_NAMES[c] for c in PIQUET_PACK)
