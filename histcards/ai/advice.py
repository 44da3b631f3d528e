"""The coach's advice: what the master computer would do at a decision, and why, in the
game's terms.

Each game's bot module provides ``advise(observation, legal, rng, budget) -> Advice``
(the module the game's declaration names, ``GameInfo.bot``), built on its own master
bot: the action is the one that bot would choose from the same observation, random
numbers and budget, and the reasons come from what the bot weighed — the values its
search gives each candidate, the chance of winning a showdown its sampling finds, the
features its rules of thumb look at. A stronger bot that keeps providing ``advise``
keeps explaining itself. Like the bots, the advice sees only the seat's ``Observation``
and the legal actions, so it can never name a card the player could not see.

A reason is a ``Said``: a ``Text`` key (context ``Coach``) declared once with its named
fields (``{card}``, ``{other}``, ``{gain:score}``, ``{chance:percent}`` …) and their
values, which the interface words in its language like the game's own terms. ``reason``
declares such a key; ``declared_reasons`` lists them all for the catalogues.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from histcards.ai.base import Budget
from histcards.engine import GAMES
from histcards.engine.actions import Action
from histcards.engine.observation import Observation
from histcards.engine.text import Text

COACH = "Coach"
"""The context of the coach's sentences in the catalogues."""
MASTER = "maitre"
"""The level whose bot the coach (and the hint) speaks for."""

_DECLARED: list[Text] = []


def reason(source: str) -> Text:
    """Declare one of the coach's sentences (its English source, with named fields)."""
    text = Text(COACH, source)
    _DECLARED.append(text)
    return text


def declared_reasons() -> Iterator[Text]:
    """Every sentence the coach may say: the shared ones and each game's (its bot module
    is imported so that its sentences are declared)."""
    for game in GAMES:
        name = GAMES[game].info.bot
        if importlib.util.find_spec(name) is not None:
            importlib.import_module(name)
    return iter(dict.fromkeys(_DECLARED))


@dataclass(frozen=True)
class Said:
    """One sentence of the coach: its text and the values of its named fields."""

    text: Text
    fields: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, text: Text, **fields: Any) -> Said:
        """A sentence from its text and its fields' values."""
        return cls(text, tuple(fields.items()))

    def values(self) -> dict[str, Any]:
        """The fields' values by name."""
        return dict(self.fields)


@dataclass(frozen=True)
class Rated:
    """A legal action as the master computer rated it: its mean result for the seat
    over the deals it imagined (``value``, in the unit of the game's score, higher
    better), or None where it was not searched."""

    action: Action
    value: float | None


@dataclass(frozen=True)
class Advice:
    """What the master computer would do (``action``), why (``reasons``: one or two
    sentences), and how it rated the candidates it compared (``rated``, best first) over
    how many imagined deals (``worlds``: 0 when it decided by its rules of thumb)."""

    action: Action
    reasons: tuple[Said, ...]
    rated: tuple[Rated, ...] = ()
    worlds: int = 0


Advisor = Callable[[Observation, Sequence[Action], random.Random, Budget], Advice]
"""A bot module's ``advise``."""


# --- shared sentences -------------------------------------------------------------------

ONLY_CHOICE = reason("{action} is your only choice here.")
COMPUTER_CHOOSES = reason("The master computer would choose {action}.")
BEST_BY = reason(
    "Over {worlds} deals the computer imagined, it came out best: on average "
    "{gain:score} better for you than {other}, the next best."
)
AS_GOOD_AS = reason(
    "Over {worlds} deals the computer imagined, {other} did about as well: either is fine."
)
CLOSE_CALL_MARGIN = 0.05
"""Mean values closer than this (in the score's unit) count as equally good."""


def only_choice(action: Action) -> Advice:
    """The advice when a single action is legal."""
    return Advice(action, (Said.of(ONLY_CHOICE, action=str(action)),), (Rated(action, None),))


def evaluation(
    rated: Sequence[Rated], worlds: int, other: Callable[[Action], Any]
) -> tuple[Said, ...]:
    """The sentence comparing the best of ``rated`` with the next best, when both were
    searched; ``other`` gives the next best's field value (a card, or an action's text)."""
    if len(rated) < 2 or rated[0].value is None or rated[1].value is None or not worlds:
        return ()
    gain = rated[0].value - rated[1].value
    if gain < CLOSE_CALL_MARGIN:
        return (Said.of(AS_GOOD_AS, worlds=worlds, other=other(rated[1].action)),)
    return (Said.of(BEST_BY, worlds=worlds, gain=round(gain, 1), other=other(rated[1].action)),)


def action_field(action: Action) -> Any:
    """How an alternative is named in a sentence: a card simply played by the card, any
    other action by its text (which the interface words as its button does)."""
    plain = action.kind == "play" and not action.clique and action.as_rank is None
    return action.card if plain else str(action)


def advise(
    observation: Observation, legal: Sequence[Action], rng: random.Random, budget: Budget
) -> Advice:
    """The master computer's advice for the observing seat: through the ``advise`` of the
    game's bot module, else from the master bot's choice alone."""
    legal = list(legal)
    if len(legal) == 1:
        return only_choice(legal[0])
    name = GAMES[observation.game].info.bot
    advisor: Advisor | None = None
    if importlib.util.find_spec(name) is not None:
        advisor = getattr(importlib.import_module(name), "advise", None)
    if advisor is not None:
        return advisor(observation, legal, rng, budget)
    from histcards.ai import make_bot

    action = make_bot(observation.game, MASTER).choose(observation, legal, rng, budget)
    return Advice(action, (Said.of(COMPUTER_CHOOSES, action=str(action)),))
