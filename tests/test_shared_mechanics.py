"""The shared mechanics Quarante de Roi and Homme d'Auvergne brought: trick play with
trumps, partnerships, draws by lot, set announcements; plus properties of whole deals."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from histcards.cards import (
    ACE_HIGH_ORDER,
    JACK,
    KING,
    PIQUET_PACK,
    QUEEN,
    TRIOMPHE_ORDER,
    parse_card,
    parse_cards,
)
from histcards.engine import new_match
from histcards.engine.announcements import announce, best_announced, best_set
from histcards.engine.draws import draw_for_dealer
from histcards.engine.events import Draw, FirstDealer
from histcards.engine.partnerships import (
    check_teams,
    deal_to_kings,
    draw_kings,
    opposite_teams,
    seat_by_kings,
)
from histcards.engine.tricks import card_points, follow_mask, trick_winner
from tests.scenario import of_type

CLIQUE_RANKS = (KING, QUEEN, JACK)


def mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text.split()))


def test_trump_beats_led_suit_and_must_trump_option() -> None:
    """Quarante rules §4.1 / Homme rules §4.3: the highest trump wins, else the highest of the
    led suit; a void follower may be made to trump."""
    plays = list(enumerate(parse_cards("AS KS 7H QH".split())))
    assert trick_winner(plays, TRIOMPHE_ORDER, trump=1) == 3
    assert trick_winner(plays, TRIOMPHE_ORDER, trump=None) == 1
    hand = mask("7H 8D 9D")
    assert follow_mask(hand, 0, 1, must_trump=False) == hand
    assert follow_mask(hand, 0, 1, must_trump=True) == mask("7H")


def test_card_points_schedule() -> None:
    """Quarante rules §2: K 5, Q 4, J 3, the rest 0; 48 in the 32-card pack."""
    points = card_points({KING: 5, QUEEN: 4, JACK: 3})
    assert sum(points[c] for c in PIQUET_PACK) == 48
    assert points[parse_card("AS")] == 0 and points[parse_card("KD")] == 5


def test_best_set_size_then_rank() -> None:
    """Quarante rules §4.3: most cards first, then K > Q > J."""
    assert best_set(mask("KS KH KD QS QH QD QC 7S"), CLIQUE_RANKS) == (4, QUEEN)
    assert best_set(mask("KS KH KD QS QH QD 7C 7S"), CLIQUE_RANKS) == (3, KING)
    assert best_set(mask("KS KH JD QS QH JH 7C 7S"), CLIQUE_RANKS) is None


def test_announcements_reveal_ranks_only_on_ties() -> None:
    """Quarante rules §4.3: sizes are public; equal largest sizes state their ranks."""
    said, shown = announce((), 0, 3, JACK)
    assert shown == [] and not said[0].rank_public
    said, shown = announce(said, 1, 4, QUEEN)
    assert shown == []
    said, shown = announce(said, 2, 3, KING)
    assert shown == []  # a tie below the largest size reveals nothing
    said, shown = announce(said, 3, 4, KING)
    assert [(a.seat, a.rank) for a in shown] == [(1, QUEEN), (3, KING)]
    assert best_announced(said, CLIQUE_RANKS).seat == 3


def test_seating_after_the_kings() -> None:
    """Quarante rules §7.6: K♥ keeps his seat, K♦ opposite, black Kings in order received."""
    kings = parse_cards("KS KD KH KC".split())  # players 0..3
    seating = seat_by_kings(kings, received=[3, 2, 0, 1])
    assert seating == (1, 0, 2, 3)  # K♦ opposite K♥ (seat 2); KC, then KS, after it


def test_ceremonies_give_each_player_one_king() -> None:
    """Quarante rules §3.1: every player ends with a King; cards stop once all four are out."""
    for seed in range(50):
        dealt = deal_to_kings(PIQUET_PACK, random.Random(seed))
        assert sorted(dealt.kings) == sorted(parse_cards("KS KH KD KC".split()))
        assert sorted(dealt.seating) == [0, 1, 2, 3]
        holders = [p for p, c in dealt.dealt if c in dealt.kings]
        assert len(holders) == 4 and len(set(holders)) == 4
        got_king = {p: i for i, (p, c) in enumerate(dealt.dealt) if c in dealt.kings}
        assert all(i <= got_king[p] for i, (p, _) in enumerate(dealt.dealt))  # no more cards
        drawn = draw_kings(random.Random(seed))
        assert sorted(drawn.seating) == [0, 1, 2, 3]


def test_check_teams() -> None:
    assert opposite_teams(4) == [[0, 2], [1, 3]]
    assert check_teams([[3, 1], [2, 0]], 4) == [[3, 1], [2, 0]]
    for bad in ([[0, 1], [2, 3]], [[0, 2]], "02", [[0, 2], [1, "3"]]):
        try:
            check_teams(bad, 4)
        except ValueError:
            continue
        raise AssertionError(f"{bad} accepted")


def test_draw_for_dealer_redraws_only_the_tied() -> None:
    """Quarante rules §3.2: the tied players draw again, the others do not."""
    pack = parse_cards("AS AH 7C".split())
    for seed in range(20):
        dealer, events = draw_for_dealer(3, pack, lambda c: (ACE_HIGH_ORDER.power[c],),
                                         random.Random(seed))
        first = events[0].cards
        if len(events) > 2:
            assert [c is not None for c in events[1].cards] == \
                [c in ("AS", "AH") for c in first]
        assert all(isinstance(e, Draw) for e in events[:-1])
        assert events[-1] == FirstDealer(dealer)
        assert events[-2].cards[dealer] in ("AS", "AH")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_quarante_deal_scores_48_plus_one_clique(seed: int) -> None:
    """Quarante rules §5: a deal gives 48 card points plus at most one clique."""
    rng = random.Random(seed)
    match = new_match("quarante", 4, seed=seed)
    match.start_deal()
    while match.to_act is not None:
        match.apply(rng.choice(match.legal()))
    scores = of_type(match.events, "score")
    team_points = {e["seat"]: e["points"] for e in scores if e["reason"] == "trick_points"}
    assert sorted(team_points) == sorted(team[0] for team in match.teams)  # one per team
    assert sum(team_points.values()) == 48
    cliques = [e for e in scores if e["reason"] == "clique"]
    assert len(cliques) <= 1 and len(scores) == 2 + len(cliques)
    totals = [0] * 4
    for e in scores:
        assert e["points"] > 0 or e["reason"] == "trick_points"
        for seat in match.team_of(e["seat"]):
            totals[seat] += e["points"]
    deal_end = of_type(match.events, "deal_end")[0]
    assert deal_end["outcome"] == "tricks"
    assert deal_end["deal_scores"] == scores[-1]["deal_scores"] == totals

@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4, 5]))
def test_homme_points_in_a_deal(seed: int, players: int) -> None:
    """Homme rules §4.1, §4.2, §4.3, §5.2: King points (turned, shown) add 1 each, transfers
    add nothing; the Man adds 1 if he wins, else −1 and +1 per defender."""
    rng = random.Random(seed)
    match = new_match("homme", players, seed=seed)
    match.start_deal()
    while match.to_act is not None:
        match.apply(rng.choice(match.legal()))
    events = match.events[match.deal_event_start:]
    scores = of_type(events, "score")
    kings = sum(1 for e in scores if e["reason"] in ("turned_king", "shown_king"))
    captures = [e for e in scores if e["reason"] in ("captured_king", "king_captured")]
    assert sum(e["points"] for e in captures) == 0  # a captured King moves its point
    outcome = of_type(events, "deal_end")[0]["outcome"]
    man = {"man_won": 1, "man_lost": players - 2, "abandoned": 0}[outcome]
    assert sum(match.deal_scores) == kings + man
