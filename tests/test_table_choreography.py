"""From engine events to animation steps: every decision's steps end on the new
observation's table, chips are neither made nor lost between steps, a deal is dealt in
the packets the engine deals, and tricks and runs go where they belong."""

from __future__ import annotations

import random

import pytest

from histcards.cards import card_name, parse_card
from histcards.engine import GAMES, new_match
from histcards.engine.events import Ante, Play, RunStop, Score, Trick
from histcards.table.choreography import choreograph, phase_over
from histcards.table.controller import deal_plan
from histcards.table.model import TableModel, model_from_observation

GAMES_AND_OPTIONS = [
    ("polignac", 4, {}), ("polignac", 5, {"leftover_method": "dealer_discard"}),
    ("quarante", 4, {}), ("homme", 3, {"pot": True}), ("homme", 4, {}),
    ("poch", 4, {}), ("poch", 4, {"preset": "poque_1789"}), ("hoc", 3, {}), ("hoc", 2, {}),
]


def chips(model: TableModel) -> int:
    return sum(model.banks or ()) + sum((model.pools or {}).values())


def walk(game: str, players: int, options: dict, seed: int, viewer: int = 0):
    """Yield (shown, events, final, steps) for every deal and decision of a random match
    of at most two deals."""
    rng = random.Random(seed)
    match = new_match(game, players, options, seed=seed)
    shown = model_from_observation(match.observation(viewer), viewer)
    while not match.over and match.deal_index < 2:
        if match.to_act is None:
            events = match.start_deal()
            plan = deal_plan(match)
        else:
            events = match.apply(rng.choice(match.legal()))
            plan = None
        final = model_from_observation(match.observation(viewer), viewer)
        steps = choreograph(shown, events, final, plan)
        yield shown, events, final, steps
        shown = final


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS)
def test_steps_end_on_the_new_table_and_keep_every_chip(game, players, options):
    for shown, _events, final, steps in walk(game, players, options, seed=3):
        assert steps[-1].model == final
        if shown.banks is not None:
            for step in steps[:-1]:
                assert chips(step.model) == chips(shown)
            assert chips(final) == chips(shown)


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS)
def test_the_deal_is_shown_in_the_engines_packets(game, players, options):
    match = new_match(game, players, options, seed=5)
    events = match.start_deal()
    plan = deal_plan(match)
    sizes = [len(match.hand(s)) for s in range(players)]
    assert [sum(n for s, n in plan if s == seat) for seat in range(players)] == sizes
    eldest = (match.dealer + 1) % players
    assert plan[0][0] == eldest
    final = model_from_observation(match.observation(0), 0)
    steps = choreograph(model_from_observation(match.observation(0), 0), events, final, plan)
    deal_steps = [s for s in steps if s.kind == "deal"]
    assert len(deal_steps) >= len(plan)
    for step, (seat, _count) in zip(deal_steps, plan, strict=False):
        grown = [len(h) for h in step.model.hands]
        assert grown[seat] > 0


def test_a_trick_lingers_then_goes_to_its_winner():
    for _shown, events, _final, steps in walk("polignac", 4, {}, seed=8):
        trick = next((e for e in events if isinstance(e, Trick)), None)
        if trick is None:
            continue
        kinds = [s.kind for s in steps]
        linger = kinds.index("linger")
        assert kinds[linger + 1:linger + 3] == ["sweep", "collect"]
        swept = steps[linger + 1].model.sweep
        assert {card_name(k) for _, k in swept} == set(trick.cards)
        assert {seat for seat, _ in swept} == {trick.winner}
        return
    pytest.fail("no trick was played")


def test_a_stopped_run_goes_to_the_played_pile_when_the_next_one_starts():
    for shown, events, _final, steps in walk("poch", 3, {}, seed=1):
        if not shown.run or not isinstance(events[0], Play):
            continue
        first = next(s for s in steps if s.kind == "play").model
        assert [card_name(k) for _, k in first.run] == [events[0].card]
        assert all(key in first.played for _, key in shown.run)
        return
    pytest.fail("no run followed another")


def test_chips_of_the_antes_move_from_the_banks_to_the_pools():
    match = new_match("poch", 4, {}, seed=2)
    before = model_from_observation(match.observation(0), 0)
    events = match.start_deal()
    final = model_from_observation(match.observation(0), 0)
    steps = choreograph(before, events, final, deal_plan(match))
    antes = [s for s in steps if s.kind == "chips" and s.chips
             and all(m.source[0] == "seat" and m.target[0] == "pool" for m in s.chips)]
    assert antes
    paid = sum(m.amount for m in antes[0].chips)
    assert paid == sum(e.amount for e in events if isinstance(e, Ante))


def test_every_game_is_covered():
    assert {g for g, _, _ in GAMES_AND_OPTIONS} == set(GAMES)


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS[:3])
def test_bubbles_go_at_the_next_decision_and_at_the_end_of_a_trick(game, players, options):
    for shown, events, final, steps in walk(game, players, options, seed=4):
        assert steps[0].hush
        hushed = [s.kind for s in steps[1:-1] if s.hush]
        assert hushed == ["sweep"] * sum(isinstance(e, Trick) for e in events)
        assert steps[-1].hush == (len(steps) == 1)
        assert steps[-1].phase_over == phase_over(shown, final)


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS)
def test_no_bubble_outlives_its_phase_or_the_match(game, players, options):
    """A call ending a phase (a new one, the deal's end, the match's) ends with the bubbles
    said in it (the cards it laid open stay up until the next decision)."""
    ended = 0
    for shown, _events, final, steps in walk(game, players, options, seed=8):
        if final.phase != shown.phase or final.over or final.to_act is None:
            ended += 1
            assert steps[-1].phase_over or steps[-1].hush
    assert ended


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS)
def test_plates_figures_move_with_the_scoring_events(game, players, options):
    """Each score event's step shows its totals, each trick's the trick taken and what
    the tricks' cards counted so far; the new observation's table agrees with the last."""
    scored = 0
    for _shown, events, final, steps in walk(game, players, options, seed=5):
        figures = [s.model for s in steps if s.kind in ("score", "collect")]
        telling = [e for e in events if isinstance(e, Score | Trick)]
        assert len(figures) == len(telling)
        for model, event in zip(figures, telling, strict=True):
            if isinstance(event, Score):
                scored += 1
                assert model.scores == list(event.scores)
                assert model.deal_scores == list(event.deal_scores)
            else:
                assert model.tricks[-1].winner == event.winner
                assert [c for _, c in model.tricks[-1].cards] == [
                    parse_card(c) for c in event.cards]
        if figures:
            assert (figures[-1].taken, figures[-1].tricks) == (final.taken, final.tricks)
            assert figures[-1].scores == final.scores
        assert len(final.tricks) == sum(final.won)
        if final.tricks:
            assert final.tricks[-1] == final.last
    assert scored or game in ("poch", "hoc")


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS)
def test_only_the_viewers_cards_are_dealt_face_up_as_they_land(game, players, options):
    viewer = 1
    match = new_match(game, players, options, seed=6)
    before = model_from_observation(match.observation(viewer), viewer)
    events = match.start_deal()
    final = model_from_observation(match.observation(viewer), viewer)
    steps = choreograph(before, events, final, deal_plan(match))
    dealing = [s.model for s in steps if s.kind == "deal"]
    landed = [len(m.hands[viewer]) for m in dealing]
    assert max(landed) == len(match.hand(viewer))
    for model in dealing:
        for seat, hand in enumerate(model.hands):
            if seat != viewer:
                assert not any(model.face_up(k) for k in hand)
        assert all(model.face_up(k) for k in model.hands[viewer])
        assert not any(model.face_up(k) for k in model.deck + model.talon)
        everything = model.keys()
        shown = {k for k in everything if model.face_up(k)}
        assert shown <= set(model.hands[viewer]) | set(model.turnups)
    own = dealing[-1].hands[viewer]
    assert own == [k for k in final.hands[viewer] if k in own]


@pytest.mark.parametrize(("game", "players", "options"), GAMES_AND_OPTIONS)
def test_the_last_trick_or_run_follows_the_observation(game, players, options):
    """What a peek shows: the trick or run a decision closed, as the steps show it and as
    the new observation has it (the last trick, or the last stopped run read from the
    public events), with who took it."""
    seen = 0
    for _shown, events, final, steps in walk(game, players, options, seed=2):
        closing = [e for e in events if isinstance(e, Trick | RunStop)]
        if not closing:
            continue
        seen += 1
        last = final.last
        assert last is not None and last.run == final.stops
        taker = closing[-1]
        assert last.winner == (taker.winner if isinstance(taker, Trick) else taker.seat)
        assert steps[-2].model.last == last
    assert seen
