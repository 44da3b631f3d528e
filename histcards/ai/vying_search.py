"""A search over a vying round: what each move earns, given how the others answer it.

``decide`` (``histcards.ai.vying``) vies by a fixed rule on the chance of winning the
showdown. The master vies by ``search`` instead: it takes the moves open at the decision
(``open_moves``: check or fold, call, each bet size of its ``Style``, all in), draws worlds
consistent with its observation — each weighed by what the rivals' bets say of the hands
it gives them, as ``showdown_equity`` weighs its samples — and in every world plays each
move and the rest of the round on the world's own match (the real engine), every seat
answering by a cheap model of itself: its hand's strength percentile among random hands
(``StrengthScale``), raised to the power of the opponents still in, as its chance of
winning, decided upon by ``decide`` with a plain style (no bluff, no slow play, no
noise). The seat itself goes on from its own estimate of its chance. A move scores the chips the
seat's bank gained or lost by the end of the deal, finished by the game's rollout policy
(the round's winner leads the play-out, which is worth chips too), and the move with the
best weighted mean over the worlds is played. The worlds and each world's random numbers
are the same for every move, so that their differences are not the noise of the draw.

The game describes the round as a ``RoundModel``: its sampler, its showdown as the seat
sees it (``Contest``), the readings of the rivals' bets, each seat's strength scale, how a
world's hands are read, and how the game words a decision as a ``Spot`` and a ``Move`` as
its action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from histcards.ai.base import Budget
from histcards.ai.vying import (
    ALLIN,
    CALL,
    CHECK,
    ENTER,
    FOLD,
    OPEN,
    RAISE,
    BetReading,
    Contest,
    Move,
    Spot,
    StrengthScale,
    Style,
    decide,
    sized,
)
from histcards.ai.worlds import WorldError, WorldSampler
from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.engine.observation import Observation

PLAIN = Style()
"""How every seat of a world answers in the search's model: no bluff, no slow play."""


@dataclass(frozen=True)
class RoundModel:
    """What the search needs of a game at one vying decision."""

    sampler: WorldSampler
    contest: Contest
    readings: Mapping[int, BetReading]
    """The rivals' bets as read (empty when the level does not read them)."""
    scales: Mapping[int, StrengthScale]
    """The scale of each seat still in (the seat's own among them)."""
    hands: Callable[[Match], Sequence[int]]
    """A world's hands, per seat, as masks."""
    spot: Callable[[Observation, Sequence[Action], float], Spot]
    """The decision of a world's seat (its observation there) at a given equity."""
    action: Callable[[Observation, Move, Sequence[Action], random.Random], Action]
    """The game's legal action for a model seat's move (its own claim, where the game
    has claims)."""
    policy: Callable[[Match, random.Random], Action]
    """The game's rollout policy, which finishes the deal after the round (the round's
    winner leads the play-out: what that is worth counts too)."""


@dataclass(frozen=True)
class Searched:
    """A searched decision: the actions compared, best first, with their moves and their
    weighted mean gain in chips over the worlds played."""

    moves: tuple[Move, ...]
    actions: tuple[Action, ...]
    values: tuple[float, ...]
    worlds: int


def open_moves(spot: Spot, style: Style) -> list[Move]:
    """The moves ``decide`` chooses among at ``spot``: give up (check or fold), call or
    enter free, each of the style's bet sizes, all in."""
    moves: list[Move] = []
    if not spot.opened:
        if spot.can_check:
            moves.append(Move(CHECK))
        if 0 in spot.open_amounts:
            moves.append(Move(ENTER))
        stakes = range(max(spot.open_amounts.start, 1), spot.open_amounts.stop)
        if stakes:
            moves += [Move(OPEN, amount) for amount in
                      dict.fromkeys(sized(f, spot.pot, stakes) for f in style.sizes)]
        return moves
    if spot.can_fold:
        moves.append(Move(FOLD))
    if spot.can_call:
        moves.append(Move(CALL))
    if spot.raise_amounts and spot.my_raises < style.max_raises:
        base = spot.pot + spot.cost
        moves += [Move(RAISE, amount) for amount in
                  dict.fromkeys(sized(f, base, spot.raise_amounts) for f in style.sizes)]
    if spot.can_allin:
        moves.append(Move(ALLIN))
    return moves


def search(obs: Observation, spot: Spot, style: Style, act: Callable[[Move], Action],
           model: RoundModel, worlds: int, budget: Budget, rng: random.Random
           ) -> Searched | None:
    """The moves open at ``spot`` (as the seat words them: ``act``) compared over up to
    ``worlds`` sampled worlds (fewer under the budget's iterations, and none that would
    overrun its time), best first; None when fewer than two distinct actions are open or
    no world could be drawn."""
    moves: list[Move] = []
    actions: list[Action] = []
    for move in open_moves(spot, style):
        action = act(move)
        if action not in actions:
            moves.append(move)
            actions.append(action)
    if len(actions) < 2:
        return None
    if budget.iterations is not None:
        worlds = min(worlds, budget.iterations)
    deadline = budget.deadline()
    started = deadline.now()
    totals = [0.0] * len(actions)
    mass = 0.0
    played = 0
    for done in range(worlds):
        if done and not deadline.allows((deadline.now() - started) / done):
            break
        try:
            world = model.sampler.sample(rng)
        except WorldError:
            break
        weight, percentiles = _read_world(model, model.hands(world))
        percentiles[obs.seat] = spot.equity  # the seat goes on from its own estimate
        seed = rng.getrandbits(32)
        for index, action in enumerate(actions):
            totals[index] += weight * _gain(world, obs.seat, action, model, percentiles,
                                            random.Random(seed))
        mass += weight
        played += 1
    if not mass:
        return None
    values = [total / mass for total in totals]
    order = sorted(range(len(actions)), key=lambda i: -values[i])
    return Searched(tuple(moves[i] for i in order), tuple(actions[i] for i in order),
                    tuple(values[i] for i in order), played)


def _read_world(model: RoundModel, hands: Sequence[int]) -> tuple[float, dict[int, float]]:
    """A world's weight (the likelihood of the rivals' bets with its hands) and the
    strength percentile of every seat still in."""
    contest = model.contest
    strengths = {seat: contest.strength(seat, hands[seat]) for seat in model.scales}
    weight = 1.0
    for seat, reading in model.readings.items():
        weight *= reading.weight(strengths[seat])
    return weight, {seat: model.scales[seat].percentile(strength)
                    for seat, strength in strengths.items()}


def _gain(world: Match, seat: int, action: Action, model: RoundModel,
          percentiles: Mapping[int, float], rng: random.Random) -> float:
    """The chips ``seat`` gains by the end of the round in a copy of ``world`` when it
    plays ``action`` and every seat then answers by the model."""
    twin = world.clone()
    phase = twin.phase
    before = twin.chips().banks[seat]
    twin.apply(action)
    while twin.to_act is not None and twin.phase == phase:
        actor = twin.to_act
        legal = twin.legal()
        if len(legal) == 1:
            twin.apply(legal[0])
            continue
        view = twin.observation(actor)
        spot = model.spot(view, legal, 0.0)
        chance = percentiles[actor] if actor == seat else \
            percentiles[actor] ** spot.opponents
        twin.apply(model.action(view, decide(replace(spot, equity=chance), PLAIN, rng),
                                legal, rng))
    while twin.to_act is not None:
        twin.apply(model.policy(twin, rng))
    return twin.chips().banks[seat] - before
