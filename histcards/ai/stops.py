"""Rollout-based choices for the stops play-outs (Poch's leads, Hoc Mazarin's card play).

Most steps of a stops play-out are forced; at each real choice — which run to start, when
to spend a principal hoc (``play C as R``), when to say ``without`` — the game's bot
narrows the legal actions to the distinct choices (cards that would make the same run
count once), orders them by its heuristic, and ``rollout_choice`` compares them by
determinized rollouts (``histcards.ai.search.evaluate``: the same sampled worlds and
rollout seeds for every choice, the deal finished by the game's fast policy).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from histcards.ai.base import Budget
from histcards.ai.search import Policy, evaluate, relative_result
from histcards.ai.worlds import WorldError
from histcards.engine.actions import Action
from histcards.engine.observation import Observation


def rollout_choice(obs: Observation, candidates: Sequence[Action], policy: Policy,
                   worlds: int, budget: Budget, rng: random.Random) -> Action:
    """The candidate with the best total result (the seat's chips less the mean of the
    others') over up to ``worlds`` sampled worlds, within the budget.

    ``candidates`` come best first by the caller's heuristic: it breaks ties, and the first
    is the answer if no world can be drawn.
    """
    if len(candidates) == 1:
        return candidates[0]
    try:
        totals = evaluate(obs, candidates, rng, budget, worlds, policy, relative_result)
    except WorldError:
        return candidates[0]
    return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]
