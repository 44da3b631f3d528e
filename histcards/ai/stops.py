"""The chip games' bots (Poch, Hoc Mazarin), written once, and their play-out choices.

``VyingStopsBot`` is the template of both: it vies from the chance of winning the
showdown (``histcards.ai.vying``) and chooses in the stops play-out by the heuristic or
by rollouts. A game's bot says which decisions are vying ones, describes a vying decision
as a ``Spot``, turns the move decided into its action, and orders the play-out's choices;
``StopsLevel`` fixes a level's rates and budgets.

Most steps of a stops play-out are forced; at each real choice — which run to start, when
to spend a principal hoc (``play C as R``), when to say ``without`` — the game's bot
narrows the legal actions to the distinct choices (cards that would make the same run
count once), orders them by its heuristic, and ``rollout_rating`` compares them by
determinized rollouts (``histcards.ai.search.evaluate``: the same sampled worlds and
rollout seeds for every choice, the deal finished by the game's fast policy).

A play-out also tells what the hands hold: a step played automatically shows the player
had nothing else to play, a step he decided shows he had a choice. ``Choice`` records such
a moment and ``give_choices`` fixes, in a sampled world, cards that make it possible.
"""

from __future__ import annotations

import random
import statistics
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass

from histcards.ai.advice import Advice, Rated, Said, action_field, evaluation, only_choice
from histcards.ai.base import UNLIMITED, Budget
from histcards.ai.search import Policy, evaluate, relative_result
from histcards.ai.vying import Move, RateTally, Spot, Style, decide, explain_move
from histcards.ai.worlds import WorldError, Zone, played_by
from histcards.cards import Card, card_list, mask_of
from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.engine.observation import Observation

CONFIDENCE = 2.0
"""Standard errors by which rollouts must favour a choice over the heuristic's, unless a
level says otherwise."""
MIN_WORLDS = 4
"""Worlds below which rollouts never overrule the heuristic."""


@dataclass(frozen=True)
class StopsLevel:
    """A fixed configuration of a stops game's bot (Poch, Hoc Mazarin): how it vies and
    how it chooses in the play-out."""

    style: Style
    samples: int
    """Deals sampled to estimate the chance of winning a showdown."""
    read_bets: bool
    """Whether sampled deals are weighed by what the opponents' bets say of their hands."""
    worlds: int
    """Worlds rolled out per choice of the play-out (0: the heuristic's choice)."""
    leads: int = 32
    """Choices compared by rollouts at most (the heuristic's favourites)."""
    play_noise: float = 0.0
    """Chance of a random play-out choice (the novice's slips)."""
    confidence: float = CONFIDENCE
    """Standard errors by which rollouts must favour a choice over the heuristic's."""


class VyingStopsBot(ABC):
    """A chip game's bot at one level: it vies from the chance of winning the showdown,
    with bluffs and slow plays at the level's rates, and makes the play-out's choices by
    the heuristic, now and then at random (the novice's slips), or by rollouts of the
    heuristic's favourites."""

    def __init__(self, level: StopsLevel) -> None:
        self.level = level
        self.tally = RateTally()
        """The bluffs and slow plays made so far (benchmark figures)."""

    def choose(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Action:
        """A vying or a play-out decision for ``observation``'s seat."""
        if len(legal) == 1:
            return legal[0]
        budget = budget.begun()
        if self.vying(observation):
            return self._vie(observation, legal, rng, budget)[2]
        return self._play(observation, legal, rng, budget)[0][0].action

    def advise(self, observation: Observation, legal: Sequence[Action],
               rng: random.Random, budget: Budget = UNLIMITED) -> Advice:
        """The coach's advice (``histcards.ai.advice``): the decision ``choose`` makes from
        the same observation, random numbers and budget, and why: the chance of winning
        the showdown and the price of staying in, or how the play-out's rollouts rated
        the candidates."""
        legal = list(legal)
        if len(legal) == 1:
            return only_choice(legal[0])
        if self.vying(observation):
            spot, move, action = self._vie(observation, legal, rng, budget)
            return Advice(action, explain_move(spot, move, self.holding(observation)))
        rated, worlds = self._play(observation, legal, rng, budget)
        action = rated[0].action
        reasons = self.explain_play(observation, action)
        return Advice(action, reasons + evaluation(rated, worlds, action_field), rated, worlds)

    def _vie(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
             budget: Budget) -> tuple[Spot, Move, Action]:
        style = self.level.style
        spot = self.spot(obs, legal, rng, budget)
        move = decide(spot, style, rng)
        self.tally.record(spot, style, move)
        return spot, move, self.action(obs, move, legal, rng)

    def _play(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
              budget: Budget) -> tuple[tuple[Rated, ...], int]:
        """The play-out's candidates as rated (the one chosen first) and the worlds
        rolled out to rate them (0: the heuristic's order, or a slip, unrated)."""
        level = self.level
        candidates = self.candidates(obs, legal)
        if level.play_noise and rng.random() < level.play_noise:
            slip = rng.choice(candidates)
            return (Rated(slip, None),), 0
        if not level.worlds or len(candidates) == 1:
            return tuple(Rated(c, None) for c in candidates), 0
        return rollout_rating(obs, candidates[:level.leads], self.policy, level.worlds,
                              budget, rng, level.confidence)

    @abstractmethod
    def holding(self, obs: Observation) -> str | None:
        """What the seat holds for the vying round at hand, as a combination's code (the
        coach's words), or None."""

    @abstractmethod
    def explain_play(self, obs: Observation, action: Action) -> tuple[Said, ...]:
        """Why the heuristic's view of the play-out favours ``action``, for the coach."""

    @abstractmethod
    def vying(self, obs: Observation) -> bool:
        """Whether the decision belongs to a vying round (else to the play-out)."""

    @abstractmethod
    def spot(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
             budget: Budget) -> Spot:
        """The vying decision in the shared terms, its equity estimated within the
        budget at the level's sampling."""

    @abstractmethod
    def exact_spot(self, world: Match, obs: Observation, legal: Sequence[Action]) -> Spot:
        """The vying decision with every hand of ``world`` known (its equity 1 or 0): the
        benchmark's perfect-information reference only, which is given the real match."""

    @abstractmethod
    def action(self, obs: Observation, move: Move, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """The game's legal action for a vying move."""

    @abstractmethod
    def candidates(self, obs: Observation, legal: Sequence[Action]) -> list[Action]:
        """The distinct play-out choices, best first by the heuristic."""

    @abstractmethod
    def policy(self, world: Match, rng: random.Random) -> Action:
        """The rollout policy: the heuristic's choice in a sampled world."""


def rollout_rating(obs: Observation, candidates: Sequence[Action], policy: Policy,
                   worlds: int, budget: Budget, rng: random.Random,
                   confidence: float = CONFIDENCE) -> tuple[tuple[Rated, ...], int]:
    """The candidates with their mean results (the seat's chips less the mean of the
    others') over up to ``worlds`` sampled worlds, within the budget, the one chosen first
    and the others by mean, best first; and the worlds rolled out (0, and no values, when
    none could be drawn or there was nothing to compare).

    ``candidates`` come best first by the caller's heuristic, which is chosen unless the
    rollouts show another choice better by more than ``confidence`` standard errors of
    their paired differences (few worlds are noisy, and a heuristic is right more often
    than a noisy estimate; 0 takes the best mean). The first candidate is chosen if no
    world can be drawn.
    """
    if len(candidates) == 1:
        return (Rated(candidates[0], None),), 0
    values: list[list[float]] = []
    try:
        evaluate(obs, candidates, rng, budget, worlds, policy, relative_result, values)
    except WorldError:
        return tuple(Rated(c, None) for c in candidates), 0
    best, margin = 0, 0.0
    for index in range(1, len(candidates)):
        gain = _sure_gain([world[index] - world[0] for world in values], confidence)
        if gain > margin:
            best, margin = index, gain
    means = [statistics.fmean(world[i] for world in values) for i in range(len(candidates))]
    order = sorted(range(len(candidates)), key=lambda i: (i != best, -means[i]))
    return tuple(Rated(candidates[i], means[i]) for i in order), len(values)


def _sure_gain(differences: list[float], confidence: float) -> float:
    """How much better a choice is than the heuristic's over the worlds: the mean paired
    difference less ``confidence`` standard errors (0 when it is no surer than that, or
    when fewer than ``MIN_WORLDS`` worlds were rolled out)."""
    count = len(differences)
    if count < MIN_WORLDS:
        return 0.0
    mean = statistics.fmean(differences)
    error = statistics.stdev(differences) / count ** 0.5
    return max(0.0, mean - confidence * error)


# --- what the play-out told ----------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """A moment a seat had a choice: it held ``count`` cards of ``mask``, or any card of
    ``enough`` (Hoc's principal hocs, always playable), after its ``after`` first plays."""

    mask: int
    after: int
    count: int = 1
    enough: int = 0


def give_choices(obs: Observation, zones: list[Zone], choices: Sequence[Sequence[Choice]],
                 rng: random.Random) -> None:
    """Fix in each other seat's zone cards that make possible the moments it had a
    choice (``choices``, per seat)."""
    played = played_by(obs)
    for seat, moments in enumerate(choices):
        if seat != obs.seat:
            for choice in moments:
                zones[seat] = _give_choice(zones, seat, choice, played[seat], rng)


def _give_choice(zones: list[Zone], seat: int, choice: Choice, played: list[Card],
                 rng: random.Random) -> Zone:
    """``seat``'s zone (``played``: its cards played, in order) with cards of the mask or
    of ``enough`` fixed at random until it held what ``choice`` needs at that moment."""
    zone = zones[seat]
    held = (mask_of(zone.known) & ~mask_of(played)) | mask_of(played[choice.after:])
    taken = mask_of(c for z in zones for c in z.known)
    free = card_list((choice.mask | choice.enough) & zone.allowed & ~taken)
    rng.shuffle(free)
    extra: list[Card] = []
    while not held & choice.enough and (held & choice.mask).bit_count() < choice.count:
        if not free or len(extra) == zone.free:
            return zone  # cannot be: the sample will be rejected
        card = free.pop()
        extra.append(card)
        held |= 1 << card
    return zone.with_known(extra)
