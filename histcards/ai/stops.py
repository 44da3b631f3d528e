"""Rollout-based choices for the stops play-outs (Poch's leads, Hoc Mazarin's card play).

Most steps of a stops play-out are forced; at each real choice — which run to start, when
to spend a principal hoc (``play C as R``), when to say ``without`` — ``rollout_choice``
compares the choices by rollouts: it samples worlds consistent with what the seat knows
(``histcards.ai.worlds``), applies every choice to the same world and plays the deal to
its end with a fast ``Policy`` for every seat (the same random stream for every choice),
and keeps the choice with the best mean chip result for the seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from histcards.ai.worlds import WorldError, WorldSampler
from histcards.engine import Match
from histcards.engine.actions import Action
from histcards.engine.observation import Observation

Policy = Callable[[Match, random.Random], Action]
"""A fast rule choosing the action of the seat to act in a sampled world (it may look at
the world's hands: they are the sampled guess, not the real ones)."""


def play_out(world: Match, policy: Policy, rng: random.Random) -> None:
    """Play the world's deal to its end with ``policy`` for every seat."""
    while world.to_act is not None:
        world.apply(policy(world, rng))


def rollout_choice(obs: Observation, candidates: Sequence[Action], policy: Policy,
                   worlds: int, deadline: Callable[[], bool], rng: random.Random) -> Action:
    """The candidate with the best mean chip result over up to ``worlds`` sampled worlds
    (fewer if ``deadline`` says the time is up; at least one world is tried).

    ``candidates`` come best first by the caller's own judgement: it decides ties, and the
    first is the answer when no world can be drawn.
    """
    if len(candidates) == 1:
        return candidates[0]
    try:
        sampler = WorldSampler(obs)
    except WorldError:
        return candidates[0]
    seat = obs.seat
    totals = [0.0] * len(candidates)
    for done in range(worlds):
        if done and deadline():
            break
        try:
            world = sampler.sample(rng)
        except WorldError:
            break
        seed = rng.getrandbits(32)
        start = world.ledger.banks[seat]
        for index, action in enumerate(candidates):
            trial = world.clone()
            trial.apply(action)
            play_out(trial, policy, random.Random(seed))
            totals[index] += trial.ledger.banks[seat] - start
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]
