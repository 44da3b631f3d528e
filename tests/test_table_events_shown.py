"""Every event the engine reports shows on the table, not only in the log: over random deals
of every game, player count and option variant, each event's animation steps move a card,
chips or a plate's text, put up a speech bubble, lay cards open or show the deal's summary.

The only events without a step of their own are told by another one, as a player sees them:
antes and stakes move in one flight of chips with the batch's first staking event, a bid
whose announcement follows says it once (the announcement's bubble), a score of nothing
changes no plate, in a game scored in chips a score restates the chips already moved, and
the last round of the draw for the first deal is laid open with the dealer it makes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from histcards.engine import Match, new_match
from histcards.engine import events as ev
from histcards.table.choreography import STAKING_EVENTS, Step, choreograph
from histcards.table.model import TableModel, model_from_observation
from histcards.table.summary import presenter
from histcards.table.wording import Words
from tests.playout import all_configurations, config_id

DEALS = 2
VIEWER = 0


def looks(model: TableModel) -> tuple[Any, ...]:
    """What a player sees of a table model: where every card is, the chips, the plates'
    numbers and tags."""
    return (
        model.hands,
        model.deck,
        model.trick,
        model.sweep,
        model.run,
        model.played,
        model.turnups,
        model.talon,
        model.won,
        model.banks,
        model.pools,
        model.scores,
        model.dealer,
        model.declarer,
        model.trumps,
        model.run_closed,
        model.over,
        model.winners,
    )


def shows(step: Step, before: TableModel) -> bool:
    """Whether a step changes what is on the table."""
    return bool(step.bubbles or step.chips or step.reveal or step.sheet) or looks(
        step.model
    ) != looks(before)


def told_by_another(events: Sequence[ev.Event], index: int, staked: bool, chips: bool) -> bool:
    """An event a player sees through another of the batch (see the module's docstring);
    ``staked``: the batch moved the stakes' chips; ``chips``: the game is scored in
    chips."""
    event = events[index]
    after = events[index + 1] if index + 1 < len(events) else None
    if isinstance(event, STAKING_EVENTS) and staked:
        return True
    if (
        isinstance(event, ev.Bid)
        and isinstance(after, ev.Announce)
        and after.seat == event.seat
        and after.announcement == event.bid.split()[0]
    ):
        return True
    if isinstance(event, ev.Draw) and isinstance(after, ev.FirstDealer):
        return True
    return isinstance(event, ev.Score) and (not event.points or chips)


def unseen_events(
    match: Match, words: Words, shown: TableModel, events: Sequence[ev.Event]
) -> tuple[list[str], TableModel]:
    """The events of a batch with no visible step, and the table after it."""
    final = model_from_observation(match.observation(VIEWER), VIEWER)
    steps = choreograph(shown, events, final, None, words.speech, presenter(words))
    staked = any(
        step.chips
        for step in steps
        if step.cause is not None and isinstance(events[step.cause], STAKING_EVENTS)
    )
    unseen = []
    before = shown
    seen: set[int] = set()
    for step in steps:
        if step.cause is not None and shows(step, before):
            seen.add(step.cause)
        before = step.model
    for index, event in enumerate(events):
        if index not in seen and not told_by_another(events, index, staked, words.kind.in_chips):
            unseen.append(repr(event))
    return unseen, final


@pytest.mark.parametrize("config", all_configurations(), ids=config_id)
def test_every_event_of_random_deals_shows_on_the_table(qapp, config: tuple) -> None:
    game, players, options = config
    rng = random.Random(5)
    match = new_match(game, players, options, seed=5)
    words = Words(match.game.info, match.names, match.game.score_kind(match.options))
    shown = model_from_observation(match.observation(VIEWER), VIEWER)
    unseen: list[str] = []
    kinds: set[str] = set()
    while not match.over and match.deal_index < DEALS:
        if match.to_act is None:
            events = match.start_deal(seed=rng.getrandbits(32))
        else:
            events = match.apply(rng.choice(match.legal()))
        kinds.update(e.kind for e in events)
        missed, shown = unseen_events(match, words, shown, events)
        unseen += missed
    assert {"deal", "deal_end"} <= kinds
    assert unseen == []
