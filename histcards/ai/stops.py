"""Rollout-based choices for the stops play-outs (Poch's leads, Hoc Mazarin's card play).

Most steps of a stops play-out are forced; at each real choice — which run to start, when
to spend a principal hoc (``play C as R``), when to say ``without`` — the game's bot
narrows the legal actions to the distinct choices (cards that would make the same run
count once), orders them by its heuristic, and ``rollout_choice`` compares them by
determinized rollouts (``histcards.ai.search.evaluate``: the same sampled worlds and
rollout seeds for every choice, the deal finished by the game's fast policy).

A play-out also tells what the hands hold: a step played automatically shows the player
had nothing else to play, a step he decided shows he had a choice. ``Choice`` records such
a moment and ``give_choice`` fixes, in a sampled world, cards that make it possible.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from histcards.ai.base import Budget
from histcards.ai.search import Policy, evaluate, relative_result
from histcards.ai.vying import Style
from histcards.ai.worlds import WorldError, Zone
from histcards.cards import Card, card_list, mask_of
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


def rollout_choice(obs: Observation, candidates: Sequence[Action], policy: Policy,
                   worlds: int, budget: Budget, rng: random.Random,
                   confidence: float = CONFIDENCE) -> Action:
    """The candidate with the best mean result (the seat's chips less the mean of the
    others') over up to ``worlds`` sampled worlds, within the budget.

    ``candidates`` come best first by the caller's heuristic, which is kept unless the
    rollouts show another choice better by more than ``confidence`` standard errors of
    their paired differences (few worlds are noisy, and a heuristic is right more often
    than a noisy estimate; 0 takes the best mean). The first candidate is the answer if no
    world can be drawn.
    """
    if len(candidates) == 1:
        return candidates[0]
    values: list[list[float]] = []
    try:
        evaluate(obs, candidates, rng, budget, worlds, policy, relative_result, values)
    except WorldError:
        return candidates[0]
    best, margin = 0, 0.0
    for index in range(1, len(candidates)):
        gain = _sure_gain([world[index] - world[0] for world in values], confidence)
        if gain > margin:
            best, margin = index, gain
    return candidates[best]


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


def give_choice(zones: list[Zone], seat: int, choice: Choice, played: list[Card],
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
