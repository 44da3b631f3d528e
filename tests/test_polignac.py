"""Polignac scenarios, each citing the section of its rules page
(``resources/rules/en/polignac.md``) it checks."""

from __future__ import annotations

import pytest

from histcards.cards import CARD_NAMES, parse_card
from histcards.engine import GAMES, IllegalAction, Match, new_match
from histcards.engine.game import Layout
from tests.scenario import of_type

POLIGNAC = GAMES["polignac"]

# Four hands of one suit each: seat 0 spades, 1 hearts, 2 diamonds, 3 clubs.
SUITED = [
    "KS QS JS AS 10S 9S 8S 7S",
    "KH QH JH AH 10H 9H 8H 7H",
    "KD QD JD AD 10D 9D 8D 7D",
    "KC QC JC AC 10C 9C 8C 7C",
]


def layout(hands: list[str], stock: str = "") -> dict:
    """A record layout from space-separated hands."""
    return {"hands": [h.split() for h in hands], "stock": stock.split()}


def deal(hands: list[str], dealer: int = 3, options: dict | None = None,
         actions: list[str] = (), start: dict | None = None) -> Match:
    """A match with one explicit deal and the given decisions applied."""
    record = {
        "format": "histcards-record/1", "game": "polignac", "players": len(hands),
        "options": options or {},
        "deals": [{"dealer": dealer, **layout(hands), "actions": list(actions)}],
    }
    if start:
        record["start"] = start
    return Match.from_record(record)


def pack_names(players: int, **options: object) -> set[str]:
    match = new_match("polignac", players, options)
    return {CARD_NAMES[c] for c in POLIGNAC.pack(players, match.options)}


# --- the cards and the deal (Polignac rules §2, §3) ---------------------------------------

@pytest.mark.parametrize(("players", "size", "hand"), [
    (3, 30, 10), (4, 32, 8), (5, 30, 6), (6, 30, 5), (7, 28, 4), (8, 32, 4)])
def test_pack_and_hand_size_by_player_count(players: int, size: int, hand: int) -> None:
    """Polignac rules §2: the pack divides evenly; every card is dealt."""
    match = new_match("polignac", players, {"allow_seven_eight": players > 6}, seed=1)
    match.start_deal()
    assert len(POLIGNAC.pack(players, match.options)) == size
    assert [len(match.hand(s)) for s in range(players)] == [hand] * players


def test_black_sevens_removed_by_default_red_as_option() -> None:
    """Polignac rules §2, §7.2: two black sevens go by default; the option removes the red ones."""
    assert not {"7S", "7C"} & pack_names(3)
    assert {"7H", "7D"} <= pack_names(3)
    assert not {"7H", "7D"} & pack_names(5, sevens_removed="red")
    assert not {"7S", "7H", "7D", "7C"} & pack_names(7, allow_seven_eight=True)


def test_seven_or_eight_players_need_the_option() -> None:
    """Polignac rules §2, §6: 7–8 players only with allow_seven_eight."""
    with pytest.raises(ValueError, match="allow_seven_eight"):
        new_match("polignac", 7)
    with pytest.raises(ValueError, match="3 to"):
        new_match("polignac", 2)


def test_ranking_king_queen_jack_ace() -> None:
    """Polignac rules §2: K > Q > J > A > 10 …: a Jack beats an Ace of the led suit."""
    hands = ["AS 7H 8H 9H 10H JH QH KH", "JS 7D 8D 9D 10D JD QD KD",
             "10S 7C 8C 9C 10C JC QC KC", "KS QS 9S 8S 7S AH AD AC"]
    match = deal(hands, options={"all_tricks_bid": "off"},
                 actions=["play AS", "play JS", "play 10S", "play 7S"])
    trick = of_type(match.events, "trick")[0]
    assert trick["winner"] == 1 and trick["points"] == 2


def test_ace_high_queens_variant() -> None:
    """Polignac rules §6, §7.6: the Ace ranks highest and the Queens carry the penalties, Q♠ = 2."""
    hands = ["AS 7H 8H 9H 10H JH QH KH", "QS 7D 8D 9D 10D JD QD KD",
             "10S 7C 8C 9C 10C JC QC KC", "KS JS 9S 8S 7S AH AD AC"]
    match = deal(hands, options={"all_tricks_bid": "off", "ranking_variant": "ace_high_queens"},
                 actions=["play AS", "play QS", "play 10S", "play 7S"])
    trick = of_type(match.events, "trick")[0]
    assert trick["winner"] == 0 and trick["points"] == 2


def test_eldest_is_next_after_dealer_and_leads() -> None:
    """Polignac rules §3: eldest = next(dealer) speaks and leads first."""
    match = deal(SUITED, dealer=1, options={"all_tricks_bid": "off"})
    assert match.to_act == 2 and match.phase == "play"


def test_first_dealer_by_lot_or_by_a_visible_draw() -> None:
    """Polignac rules §3, §6: the first dealer is chosen by lot (silently); the option
    first_dealer: draw holds a draw where the highest card in the game's order deals and
    tied players draw again."""
    lot = new_match("polignac", 4, seed=3)
    lot.start_deal()
    assert lot.options["first_dealer"] == "random"
    assert not of_type(lot.events, "draw") and not of_type(lot.events, "first_dealer")
    order = "7 8 9 10 A J Q K".split()
    redraws = 0
    for seed in range(25):
        match = new_match("polignac", 4, {"first_dealer": "draw"}, seed=seed)
        match.start_deal()
        draws = [e["cards"] for e in of_type(match.events, "draw")]
        redraws += len(draws) > 1
        last = {s: order.index(c[:-1]) for s, c in enumerate(draws[-1]) if c}
        assert max(last, key=last.get) == match.dealer
        assert list(last.values()).count(last[match.dealer]) == 1
        assert of_type(match.events, "first_dealer") == [
            {"type": "first_dealer", "seat": match.dealer}]
    assert redraws


def test_packets_go_round_from_eldest() -> None:
    """Polignac rules §7.3: 8 cards each in packets 3-2-3, each round from eldest to dealer."""
    match = new_match("polignac", 4)
    pack = list(POLIGNAC.pack(4, match.options))
    dealt = POLIGNAC.deal_from_pack(match, 3, pack)
    assert dealt.hands[0][:3] == tuple(pack[0:3])
    assert dealt.hands[1][:3] == tuple(pack[3:6])
    assert dealt.hands[0][3:5] == tuple(pack[12:14])
    assert dealt.hands[3][5:] == tuple(pack[29:32])


# --- the dealer's discard (Polignac rules §6) ---------------------------------------------

THREE_HANDS_DISCARD = [
    "KS QS AS 10S 9S 8S 7S KH QH AH",
    "10H 9H 8H 7H KD QD AD 10D 9D 8D",
    "7D KC QC AC 10C 9C 8C 7C JS JH JD JC",
]


def test_dealer_discards_surplus_but_never_a_penalty_card() -> None:
    """Polignac rules §6: with dealer_discard the dealer holds 12, discards 2 non-penalty cards."""
    match = deal(THREE_HANDS_DISCARD, dealer=2, options={"leftover_method": "dealer_discard"})
    assert match.phase == "discard" and match.to_act == 2
    assert all("J" not in str(a) for a in match.legal())
    with pytest.raises(IllegalAction, match="penalty card"):
        match.apply("discard JS 7D")
    with pytest.raises(IllegalAction, match="exactly 2"):
        match.apply("discard 7D")
    match.apply("discard 7c 7D")
    assert len(match.hand(2)) == 10
    assert match.phase == "declare" and match.to_act == 0
    assert match.observation(2).private == {"discards": ["7D", "7C"]}
    assert match.observation(0).private == {}
    assert match.observation(0).table["discarded"] == 2


def test_discard_record_round_trips() -> None:
    """Polignac rules §6: the discard is a decision stored in the record."""
    match = deal(THREE_HANDS_DISCARD, dealer=2, options={"leftover_method": "dealer_discard"},
                 actions=["discard 8C 7D"])
    assert match.to_record()["deals"][0]["actions"] == ["discard 7D 8C"]


# --- all-tricks declarations (Polignac rules §4.1) ----------------------------------------

def test_capot_polled_from_eldest_first_declarer_closes() -> None:
    """Polignac rules §4.1, §7.4: eldest is asked first; the first declaration closes the window;
    eldest still leads."""
    match = deal(SUITED, dealer=3, actions=["pass", "capot"])
    assert match.phase == "play" and match.to_act == 0
    table = match.observation(2).table
    assert table["declarer"] == 1
    assert table["announcements"] == [{"seat": 1, "text": "capot"}]  # public (architecture §2)
    assert [e["bid"] for e in of_type(match.events, "bid")] == ["pass", "capot"]
    assert of_type(match.events, "announce") == [
        {"type": "announce", "seat": 1, "announcement": "capot", "text": "capot"}]


def test_all_pass_then_normal_play() -> None:
    """Polignac rules §4.1: if all pass, the deal is played normally, eldest leading."""
    match = deal(SUITED, dealer=3, actions=["pass"] * 4)
    assert match.phase == "play" and match.to_act == 0
    assert match.observation(0).table["declarer"] is None
    assert match.observation(0).table["announcements"] == []


def test_general_option_uses_its_own_word() -> None:
    """Polignac rules §6, §7.5: all_tricks_bid general: the declaration is 'general', capot is
    refused."""
    match = deal(SUITED, options={"all_tricks_bid": "general"})
    assert [str(a) for a in match.legal()] == ["general", "pass"]
    with pytest.raises(IllegalAction, match="general, not capot"):
        match.apply("capot")


# --- trick play (Polignac rules §4.2) -----------------------------------------------------

MIXED = [
    "KS 7H 8H 9H 10H JH QH KH",
    "JS 7D 8D 9D 10D JD QD KD",
    "10S 7C 8C 9C 10C JC QC KC",
    "QS AS 9S 8S 7S AH AD AC",
]


def test_must_follow_suit_with_reason() -> None:
    """Polignac rules §4.2: a follower holding the led suit must play one of them."""
    match = deal(MIXED, options={"all_tricks_bid": "off"}, actions=["play 7H"])
    assert {str(a) for a in match.legal()} == {f"play {c}" for c in
                                               "7D 8D 9D 10D JD QD KD JS".split()}
    match.apply("play JS")  # seat 1 holds no hearts: any card
    match.apply("play 7C")
    with pytest.raises(IllegalAction, match="you must follow suit: you hold hearts"):
        match.apply("play QS")
    assert match.to_act == 3


def test_off_suit_king_does_not_win() -> None:
    """Polignac rules §4.2: only cards of the led suit can win; no trumps."""
    match = deal(MIXED, options={"all_tricks_bid": "off"},
                 actions=["play 7H", "play KD", "play KC", "play AH"])
    trick = of_type(match.events, "trick")[0]
    assert trick["winner"] == 3 and match.to_act == 3


def test_winner_leads_next_trick() -> None:
    """Polignac rules §4.2: the winner of each trick leads the next."""
    match = deal(MIXED, options={"all_tricks_bid": "off"},
                 actions=["play 7H", "play KD", "play KC", "play AH", "play AS"])
    assert match.to_act == 0


# --- scoring (Polignac rules §5) ----------------------------------------------------------

def play_out(match: Match) -> Match:
    """Play the rest of the deal with the first legal card each time."""
    while match.to_act is not None:
        match.apply(match.legal()[0])
    return match


def test_jacks_score_penalties_totalling_five() -> None:
    """Polignac rules §5: J♠ 2, other Jacks 1; each deal puts 5 points in play."""
    match = play_out(deal(SUITED, options={"all_tricks_bid": "off"}))
    assert sum(match.deal_scores) == 5
    assert match.deal_scores == [5, 0, 0, 0]  # nobody else holds spades: seat 0 takes all


def test_capot_made_charges_each_opponent_five() -> None:
    """Polignac rules §5: a declarer winning every trick costs each other player 5."""
    hands = ["KS QS JS AS KH QH JH AH", "10S 9S 8S 7S 10H 9H 8H 7H",
             "KD QD JD AD 10D 9D 8D 7D", "KC QC JC AC 10C 9C 8C 7C"]
    match = deal(hands, actions=["capot", "play KS", "play 10S", "play 7D", "play 7C"])
    match = play_out(match)
    assert match.deal_scores == [0, 5, 5, 5]
    assert [(e["seat"], e["points"], e["reason"]) for e in of_type(match.events, "score")] == [
        (1, 5, "capot_made"), (2, 5, "capot_made"), (3, 5, "capot_made")]
    deal_end = match.events[-1].to_json()
    assert deal_end["type"] == "deal_end" and deal_end["outcome"] == "capot_made"
    assert deal_end["winner"] == 0 and deal_end["deal_scores"] == [0, 5, 5, 5]


def test_failed_capot_stops_at_once_and_costs_declarer_five() -> None:
    """Polignac rules §5, §7.4: Jacks ignored, the deal stops at once."""
    match = deal(MIXED, actions=["capot", "play 7H", "play KD", "play KC", "play AH"])
    assert match.to_act is None and match.phase == "between_deals"
    assert match.deal_scores == [5, 0, 0, 0]
    assert len(match.hand(0)) == 7  # the rest of the deal is not played
    assert [(e["seat"], e["points"], e["reason"]) for e in of_type(match.events, "score")] == [
        (0, 5, "capot_failed")]
    deal_end = of_type(match.events, "deal_end")[0]
    assert deal_end["outcome"] == "capot_failed" and deal_end["winner"] is None


def test_failed_capot_without_early_stop_plays_on() -> None:
    """Polignac rules §6, capot_early_stop=false: play continues, still +5 to the declarer only."""
    match = deal(MIXED, options={"capot_early_stop": False},
                 actions=["capot", "play 7H", "play KD", "play KC", "play AH"])
    assert match.to_act is not None
    play_out(match)
    assert match.deal_scores == [5, 0, 0, 0]


def test_failed_general_scores_jacks_normally() -> None:
    """Polignac rules §6: a failed general scores the Jacks as usual, no extra charge."""
    match = deal(MIXED, options={"all_tricks_bid": "general"},
                 actions=["general", "play 7H", "play KD", "play KC", "play AH"])
    assert match.to_act is not None  # a general declarer plays on
    play_out(match)
    assert sum(match.deal_scores) == 5
    scores = of_type(match.events, "score")
    assert {e["reason"] for e in scores} == {"penalties"}
    assert [e["deal_scores"] for e in scores][-1] == match.deal_scores
    deal_end = match.events[-1].to_json()
    assert deal_end["type"] == "deal_end" and deal_end["outcome"] == "general_failed"
    assert deal_end["winner"] is None and deal_end["deal_scores"] == match.deal_scores


# --- end of the game (Polignac rules §5.1) ------------------------------------------------

def test_target_inclusive_loser_and_everyone_else_wins() -> None:
    """Polignac rules §5.1: reaching the target exactly ends the game; the others all win."""
    match = play_out(deal(SUITED, options={"all_tricks_bid": "off"},
                          start={"scores": [15, 0, 3, 19]}))
    assert match.scores == [20, 0, 3, 19]
    assert match.over and match.winners == [1, 2, 3]
    assert match.events[-1].to_json() == {"type": "match_end", "winners": [1, 2, 3],
                                          "scores": [20, 0, 3, 19], "banks": None}


def test_ties_for_highest_total_all_lose() -> None:
    """Polignac rules §5.1, §7.7: everyone tied on the highest total at or over the target loses."""
    match = play_out(deal(SUITED, options={"all_tricks_bid": "off"},
                          start={"scores": [15, 0, 20, 2]}))
    assert match.scores == [20, 0, 20, 2]
    assert match.winners == [1, 3]


def test_below_target_continues_with_next_dealer() -> None:
    """Polignac rules §3, §5.1: below the target a new deal starts with dealer = next(dealer)."""
    match = play_out(deal(SUITED, dealer=3, options={"all_tricks_bid": "off"}))
    assert not match.over and match.to_act is None
    match.start_deal(seed=4)
    assert match.dealer == 0 and match.to_act == 1


def test_fixed_deals_lowest_total_wins() -> None:
    """Polignac rules §6, fixed-deals mode: after the set number of deals the lowest total wins."""
    options = {"all_tricks_bid": "off", "end_mode": "fixed_deals", "fixed_deals": 4}
    match = play_out(deal(SUITED, options=options, start={"scores": [3, 9, 1, 1]}))
    assert not match.over
    for _ in range(3):
        match.start_deal(Layout(tuple(tuple(parse_card(c) for c in h.split()) for h in SUITED)))
        play_out(match)
    assert match.over and match.winners == [2, 3]


def test_fixed_deals_must_be_a_multiple_of_players() -> None:
    """Polignac rules §6: fixed_deals is a multiple of N; the default is 3N."""
    assert new_match("polignac", 5, {"end_mode": "fixed_deals"}).options["fixed_deals"] == 15
    with pytest.raises(ValueError, match="multiple"):
        new_match("polignac", 4, {"fixed_deals": 6})


def test_unknown_option_or_value_is_an_error() -> None:
    """Architecture §9.4: an unknown option key or value is an error."""
    with pytest.raises(ValueError, match="no option 'targte'"):
        new_match("polignac", 4, {"targte": 20})
    with pytest.raises(ValueError, match="target takes one of"):
        new_match("polignac", 4, {"target": 25})


# --- the related games (Polignac rules §6) ------------------------------------------------

KNAVES_HANDS = [
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH JH",
    "10H 9H 8H 7H 6H 5H 4H 3H 2H AD KD QD JD 10D 9D 8D 7D",
    "6D 5D 4D 3D 2D AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 2C",
]


def test_knaves_turnup_fixes_trumps_and_jacks_cost() -> None:
    """Polignac rules §6, Knaves: 17 each, the 52nd card turned for trumps; +1 a trick, J♥ −4,
    trumping optional when void."""
    record = {"format": "histcards-record/1", "game": "polignac", "players": 3,
              "options": {"extra_game": "knaves"},
              "deals": [{"dealer": 2, "hands": [h.split() for h in KNAVES_HANDS],
                         "stock": ["3C"], "actions": ["play JH", "play 2H", "play 5D"]}]}
    match = Match.from_record(record)
    assert match.observation(0).table["trumps"] == "C"
    assert match.observation(0).table["turnups"] == ["3C"]
    trick = of_type(match.events, "trick")[0]
    assert trick["winner"] == 0 and trick["points"] == -4  # the Jack of hearts
    match.apply("play AS")
    void_in_spades = set(KNAVES_HANDS[1].split()) - {"2H"}
    assert {str(a) for a in match.legal()} == {f"play {c}" for c in void_in_spades}
    match.apply("play 10H")
    match.apply("play 2C")  # void in spades: seat 2 trumps with the smallest club
    assert of_type(match.events, "trick")[-1]["winner"] == 2


def test_knaves_needs_three_players_and_highest_wins() -> None:
    """Polignac rules §6, Knaves: 3 players; the first to reach the target wins."""
    with pytest.raises(ValueError, match="Knaves is for 3"):
        new_match("polignac", 4, {"extra_game": "knaves"})
    match = new_match("polignac", 3, {"extra_game": "knaves"}, seed=3)
    match.start_deal()
    play_out(match)
    assert sum(match.deal_scores) == 17 - 10


def test_slobberhannes_first_last_and_queen_of_clubs() -> None:
    """Polignac rules §6, Slobberhannes: 1 for the first trick, the last trick and Q♣; one more to a
    player taking all three."""
    match = deal(SUITED, options={"extra_game": "slobberhannes"})
    play_out(match)
    assert match.deal_scores == [4, 0, 0, 0]  # seat 0 takes every trick, hence all three
    assert sorted((e["seat"], e["points"], e["reason"]) for e in of_type(match.events, "score")) \
        == [(0, 1, r) for r in ("all_three", "first_trick", "last_trick", "queen_of_clubs")]
    assert of_type(match.events, "deal_end")[0]["outcome"] == "slobberhannes"
    hands = ["AS KS QS JS 10S 9S 8S 7S", "AH KH QH JH 10H 9H 8H QC",
             "AD KD QD JD 10D 9D 8D 7D", "AC KC 7H JC 10C 9C 8C 7C"]
    match = deal(hands, options={"extra_game": "slobberhannes"},
                 actions=["play AS", "play QC", "play 7D", "play 7C"])
    assert of_type(match.events, "trick")[0]["points"] == 1  # Q♣
    play_out(match)
    assert match.deal_scores[0] >= 2  # the first trick and the Queen of clubs
    assert sum(match.deal_scores) in (3, 4)
