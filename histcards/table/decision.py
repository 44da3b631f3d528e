"""What a decision is about, for the panel over the table: the stake in play (the phase, as
the game names it), the standing bid and who made it, what matching it costs, and the rank
a run needs. Read from the observation's shared vocabulary (``bid``, ``to_call``,
``need``) and the game's declaration, whatever the game.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from histcards.engine.observation import Observation
from histcards.table.wording import Words, a_rank, jetons, translated

CONTEXT = "Decision"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def situation(words: Words, obs: Observation) -> str:
    """The line saying what the decision of ``obs``'s seat is about, or empty."""
    table = obs.table
    bid = table.get("bid")
    if isinstance(bid, dict):
        return _standing(words, obs, bid)
    need = table.get("need")
    if need:
        # The same words as the badge under the run.
        return QCoreApplication.translate("TableScene", "Needs {0}").format(a_rank(need))
    return ""


def _standing(words: Words, obs: Observation, bid: dict) -> str:
    phase = words.info.phase(obs.phase)
    stake = translated(phase.name) if phase is not None else ""
    seat, level, claim = bid.get("seat"), bid.get("level") or 0, bid.get("claim")
    if seat is None:
        return _tr(QT_TRANSLATE_NOOP("Decision", "{0}: nobody is in yet")).format(stake)
    name = words.name(seat)
    if claim is None:
        return _tr(QT_TRANSLATE_NOOP("Decision", "{0}: {1} bids {2}")).format(
            stake, name, jetons(level)
        )
    claimed = words.combination(claim)
    if not level:
        return _tr(QT_TRANSLATE_NOOP("Decision", "{0}: {1} is in with {2}")).format(
            stake, name, claimed
        )
    return _tr(
        QT_TRANSLATE_NOOP("Decision", "{0}: {1} is in with {2}, the stake raised to {3}")
    ).format(stake, name, claimed, jetons(level))


def prices(obs: Observation) -> dict[str, int]:
    """What the seat's actions cost in chips, by their text: matching the standing bid."""
    to_call = obs.table.get("to_call")
    if isinstance(to_call, dict) and to_call.get("amount"):
        return {str(to_call["action"]): int(to_call["amount"])}
    return {}


def claims_held(obs: Observation) -> list[str] | None:
    """The claims the seat's hand bears out, best first (None where the game does not
    say)."""
    held = obs.private.get("claims_held")
    return list(held) if isinstance(held, list) else None
