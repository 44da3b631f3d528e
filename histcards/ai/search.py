"""The two kinds of bots every game builds from its own pieces.

``HeuristicBot`` decides at once from the observation with a game's rules of thumb,
optionally with noise (the novice level). ``SearchBot`` is determinized search (perfect
information Monte Carlo): it draws worlds consistent with the observation
(``histcards.ai.worlds``), plays every legal action in each world and finishes the deal
with the game's fast rollout policy, and picks the action with the best total result
over the worlds. It is anytime: it stops after ``worlds`` worlds, the budget's
iterations, or before a world that would overrun the budget's deadline, whichever comes
first (at least one world). A level with an ``Inference`` (``GameAI.inference``) weighs
its worlds by how likely they make the other seats' observed decisions
(``histcards.ai.inference``): it draws more worlds than it plays and keeps them by that
likelihood, and its totals are over the worlds kept.

A trick game may give its search a ``TrickModel`` (``histcards.ai.trickplay``): once a
world is in trick play, the deal is finished on plain numbers instead of the engine —
rolled out by the game's fast policy down to ``solve_from`` cards, the rest solved
exactly — and a position with that few cards left is solved exactly from the start.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from histcards.ai import trickplay
from histcards.ai.advice import MASTER, Advice, Rated, Said, action_field, evaluation, only_choice
from histcards.ai.base import UNLIMITED, Bot, Budget, Deadline
from histcards.ai.inference import Inference, PlayModel
from histcards.ai.worlds import WorldSampler
from histcards.cards import Card
from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.engine.game import DealState
from histcards.engine.observation import Observation

Decide = Callable[[Observation, Sequence[Action], random.Random], Action]
"""A heuristic: one of the legal actions, from the observation."""
Policy = Callable[[Match, random.Random], Action]
"""A rollout policy: the action of ``world.to_act`` in a sampled world (it may read the
world's deal directly: the world is the searching bot's own guess)."""
Value = Callable[[Match, int], float]
"""What a finished deal of a world is worth to a seat (higher is better)."""
Candidates = Callable[[Observation, list[Action]], list[Action]]
"""The legal actions worth searching (a game may narrow them, e.g. to follow an option
that governs the computer players, or to the likeliest of many discards)."""


def every_action(observation: Observation, legal: list[Action]) -> list[Action]:
    """No narrowing: every legal action is searched."""
    return legal


GameDeal = TypeVar("GameDeal", bound=DealState)


def world_deal(world: Match, kind: type[GameDeal]) -> GameDeal:
    """The deal of a sampled world as its game's own deal class (``kind``): a rollout
    policy reads it directly, the world being the searching bot's own guess."""
    deal = world.deal
    if not isinstance(deal, kind):
        raise TypeError(f"the world's deal is {type(deal).__name__}, not {kind.__name__}")
    return deal


BID_FACTOR = 4


@dataclass(frozen=True)
class TrickModel:
    """A trick game's fast model of its trick play, for search."""

    convert: Callable[[Match], tuple[trickplay.TrickGame, trickplay.Position] | None]
    """The world's trick play as plain numbers, or None while it is not in trick play
    (or not yet in a stretch the model follows)."""
    policy: trickplay.Policy
    """The fast rollout policy: the game's rules of thumb on a position."""
    solve_from: int
    """Cards left from which the rest of a rolled-out deal is solved exactly."""
    exact_from: int
    """Cards left from which a decision is solved exactly in every world, without
    rollouts."""

    def finish(self, world: Match, seat: int, policy: Policy, value: Value,
               rng: random.Random) -> float:
        """What the world's deal is worth to ``seat`` once played on: by the engine's
        rollout ``policy`` until trick play, then rolled out fast and solved exactly
        (``value`` if it ends before)."""
        while world.to_act is not None:
            converted = self.convert(world)
            if converted is not None:
                game, pos = converted
                pos = trickplay.rollout(game, pos, self.policy, self.solve_from)
                return trickplay.Solver(game).values(pos)[seat]
            world.apply(policy(world, rng))
        return value(world, seat)

    def card_values(self, game: trickplay.TrickGame, pos: trickplay.Position,
                    cards: Sequence[Card]) -> list[float]:
        """What each of ``cards`` is worth to the seat to act at ``pos``: solved exactly
        when few cards are left, else rolled out fast and the end solved."""
        seat = pos.to_act
        if pos.cards_left <= self.exact_from:
            solver = trickplay.Solver(game)
            return [values[seat] for values in solver.card_values(pos, cards)]
        results = []
        for card in cards:
            after = trickplay.rollout(game, trickplay.play(game, pos, card), self.policy,
                                      self.solve_from)
            results.append(trickplay.Solver(game).values(after)[seat])
        return results


@dataclass(frozen=True)
class HeuristicBot:
    """A game's rules of thumb; with ``noise``, that share of decisions is random."""

    decide: Decide
    noise: float = 0.0

    def choose(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Action:
        """The heuristic's action (or, with probability ``noise``, a random one)."""
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.decide(observation, legal, rng)


@dataclass(frozen=True)
class SearchBot:
    """Determinized search over at most ``worlds`` sampled worlds for a card to play, and
    ``BID_FACTOR`` times as many for the rarer, weightier decisions (bids, declarations,
    turning, showing)."""

    heuristic: Decide
    policy: Policy
    value: Value
    worlds: int
    candidates: Candidates = every_action
    model: TrickModel | None = None
    inference: PlayModel | None = None

    def choose(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Action:
        """The action with the best total over the sampled worlds; ties go to the
        heuristic's choice, then to the first legal action."""
        return self.rate(observation, legal, rng, budget).best

    def rate(self, observation: Observation, legal: Sequence[Action],
             rng: random.Random, budget: Budget = UNLIMITED) -> Rating:
        """What ``choose`` weighs: each searched action's mean value over the sampled
        worlds, best first (the heuristic's choice first among equals), and the action
        chosen. A single action (or a single candidate) is chosen without search."""
        legal = list(legal)
        if len(legal) == 1:
            return Rating(legal[0], ((legal[0], None),), 0)
        budget = budget.begun()
        preferred = self.heuristic(observation, legal, rng)
        legal = self.candidates(observation, legal)
        if len(legal) == 1:
            return Rating(legal[0], ((legal[0], None),), 0)
        worlds = self.worlds
        if any(action.kind != "play" for action in legal):
            worlds *= BID_FACTOR
        weights: list[float] = []
        totals = evaluate(observation, legal, rng, budget, worlds, self.policy, self.value,
                          model=self.model, inference=self.inference, weights=weights)
        ranked = sorted(zip(totals, legal, strict=True),
                        key=lambda pair: (pair[0], pair[1] == preferred), reverse=True)
        mass = sum(weights)
        return Rating(ranked[0][1], tuple((action, total / mass) for total, action in ranked),
                      len(weights))


@dataclass(frozen=True)
class Rating:
    """A searched decision: the action chosen, each action searched with its mean value
    over the sampled worlds (None when there was nothing to search), best first, and how
    many worlds were sampled."""

    best: Action
    values: tuple[tuple[Action, float | None], ...]
    worlds: int


def evaluate(observation: Observation, legal: Sequence[Action], rng: random.Random,
             budget: Budget, worlds: int, policy: Policy, value: Value,
             per_world: list[list[float]] | None = None,
             model: TrickModel | None = None, inference: PlayModel | None = None,
             weights: list[float] | None = None) -> list[float]:
    """Total value of each legal action over sampled worlds (the same worlds and rollout
    seeds for every action, so their differences are not noise of the draw). Each world's
    values, one per action, are appended to ``per_world`` when it is given. With a
    ``model``, trick play is finished on the model, whose values must be ``value``'s (the
    seat's result less the mean of the others', signed by the game). With ``inference``,
    each world counts by how likely it makes the other seats' observed decisions
    (``histcards.ai.inference``): the totals are weighted, and each world's weight is
    appended to ``weights`` when it is given."""
    if budget.iterations is not None:
        worlds = min(worlds, budget.iterations)
    deadline = budget.deadline()
    sampler = WorldSampler(observation)
    drawn: Iterator[tuple[Match, float]]
    if inference is not None and inference.settings.pool > 1:
        drawn = iter(resampled(sampler, inference, worlds, rng, deadline))
    else:
        judge = None if inference is None else inference.judge(observation, rng)
        drawn = (sampler.sample_weighted(rng, judge) for _ in range(worlds))
    totals = [0.0] * len(legal)
    started = deadline.now()
    for done in range(worlds):
        if done and not deadline.allows((deadline.now() - started) / done):
            break
        world, weight = next(drawn, (None, 0.0))
        if world is None:
            break
        values = world_values(world, observation.seat, legal, rng.getrandbits(32), policy,
                              value, model)
        totals = [total + weight * v for total, v in zip(totals, values, strict=True)]
        if per_world is not None:
            per_world.append(values)
        if weights is not None:
            weights.append(weight)
    return totals


def resampled(sampler: WorldSampler, inference: PlayModel, worlds: int, rng: random.Random,
              deadline: Deadline) -> list[tuple[Match, float]]:
    """``worlds`` worlds drawn by their likelihood from ``pool`` times as many
    uniform ones (systematic resampling), each distinct world once with the number of
    times it was drawn as its weight. The pool stops growing once what is left of the
    budget is less than what it has taken, so that the worlds drawn can still be played."""
    judge = inference.judge(sampler.obs, rng)
    pool: list[tuple[Match, float]] = []
    started = deadline.now()
    for _ in range(worlds * inference.settings.pool):
        if pool and not deadline.allows(deadline.now() - started):
            break
        pool.append(sampler.sample_weighted(rng, judge))
    step = sum(weight for _, weight in pool) / worlds
    mark = rng.random() * step
    chosen: list[tuple[Match, float]] = []
    reached, taken = 0.0, 0
    for world, weight in pool:
        reached += weight
        times = 0
        while mark < reached and taken < worlds:
            times += 1
            taken += 1
            mark += step
        if times:
            chosen.append((world, float(times)))
    return chosen


def world_values(world: Match, seat: int, legal: Sequence[Action], seed: int,
                 policy: Policy, value: Value, model: TrickModel | None = None
                 ) -> list[float]:
    """What each legal action is worth to ``seat`` in one world (which stays as it is):
    the deal played on by ``policy`` (seeded by ``seed``), or finished on the ``model``."""
    if model is None:
        values = []
        for action in legal:
            twin = world.clone()
            twin.apply(action)
            rollout(twin, policy, random.Random(seed))
            values.append(value(twin, seat))
        return values
    converted = model.convert(world)
    if converted is not None and all(action.kind == "play" for action in legal):
        game, pos = converted
        return model.card_values(game, pos, [a.card for a in legal])
    results = []
    for action in legal:
        twin = world.clone()
        twin.apply(action)
        results.append(model.finish(twin, seat, policy, value, random.Random(seed)))
    return results


def rollout(world: Match, policy: Policy, rng: random.Random) -> None:
    """Play the world's deal to its end with ``policy`` for every seat."""
    while world.to_act is not None:
        world.apply(policy(world, rng))


def relative_result(world: Match, seat: int, sign: int = 1) -> float:
    """The seat's result of the deal less the mean of the others' (``sign`` −1 where
    points are penalties). Partners share a result, so this ranks teams as well."""
    scores = world.deal_scores
    others = (sum(scores) - scores[seat]) / (len(scores) - 1)
    return sign * (scores[seat] - others)


Situation = TypeVar("Situation")


@dataclass(frozen=True)
class GameAI(Generic[Situation]):
    """A game's pieces, from which its bots of every level are built.

    Its rules of thumb are written once for their two uses: ``observed`` reads what they
    look at (a game's ``Situation``) from the seat's observation and legal actions, for
    the bot's own decision; ``sampled`` reads it from a sampled world, where every hand
    is known, for the rollouts of the search; ``decide`` answers either.
    """

    observed: Callable[[Observation, Sequence[Action]], Situation]
    sampled: Callable[[Match], Situation]
    decide: Callable[[Situation, Sequence[Action]], Action]
    value: Value
    worlds: Mapping[str, int]
    """Worlds searched per decision at the search levels (``joueur``, ``maitre``)."""
    noise: float
    """Share of random decisions at the ``novice`` level."""
    candidates: Candidates = every_action
    explain: Callable[[Situation, Action, Sequence[Action]], tuple[Said, ...]] = \
        lambda situation, action, legal: ()
    """Why the rules of thumb's view of the situation favours an action, in the game's
    terms (the coach's first sentence; ``advise`` adds what the search found)."""
    model: TrickModel | None = None
    """The fast model of the game's trick play, for the search levels."""
    inference: Mapping[str, Inference] = field(default_factory=dict)
    """The search levels that weigh their worlds by what the others' plays reveal
    (``histcards.ai.inference``), with their settings; a level not named weighs every
    sampled world alike."""

    def heuristic(self, observation: Observation, legal: Sequence[Action],
                  rng: random.Random) -> Action:
        """The rules of thumb's decision for the observing seat."""
        return self.decide(self.observed(observation, legal), legal)

    def policy(self, world: Match, rng: random.Random) -> Action:
        """The rollout policy: the rules of thumb for the seat to act in a sampled world."""
        return self.decide(self.sampled(world), world.legal())

    def bot(self, level: str) -> Bot:
        """The bot of a level of ``BOT_LEVELS``: the heuristic, noisy or not, or the
        search with that level's worlds."""
        if level == "heuristic":
            return HeuristicBot(self.heuristic)
        if level == "novice":
            return HeuristicBot(self.heuristic, self.noise)
        settings = self.inference.get(level)
        inference = None if settings is None else PlayModel(self.policy, settings)
        return SearchBot(self.heuristic, self.policy, self.value, self.worlds[level],
                         self.candidates, self.model, inference)

    def advise(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Advice:
        """The coach's advice (``histcards.ai.advice``): the master bot's choice, why the
        situation favours it, and how the search rated it against the next best."""
        legal = list(legal)
        if len(legal) == 1:
            return only_choice(legal[0])
        bot = self.bot(MASTER)
        if not isinstance(bot, SearchBot):
            raise TypeError("the master level searches")
        rating = bot.rate(observation, legal, rng, budget)
        rated = tuple(Rated(action, value) for action, value in rating.values)
        reasons = self.explain(self.observed(observation, legal), rating.best, legal)
        return Advice(rating.best, reasons + evaluation(rated, rating.worlds, action_field),
                      rated, rating.worlds)
