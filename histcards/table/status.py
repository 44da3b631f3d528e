"""The status line's lasting sentence: who is to act now and in which phase of the deal,
the player the pass-and-play curtain asks for, or that the deal is over and how to go on.

It names the seat the engine says is to act (``Match.to_act``), in the phase's words from
the game's declaration; under the curtain it names only the player asked for, nothing of
anyone's hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from histcards.engine import Match
from histcards.table.wording import translated


def status_line(match: Match, humans: Sequence[int], covered_for: int | None) -> str:
    """Who is to act now and in which phase (the player to act addressed as "you" when
    he is the only person at the table), the player the curtain asks for, or that the
    deal is over; empty once the match is over (the result is told instead)."""
    if match.over:
        return ""
    if covered_for is not None:
        return QCoreApplication.translate("Status", "Pass the screen to {0}.").format(
            match.names[covered_for]
        )
    seat = match.to_act
    if seat is None:
        return QCoreApplication.translate(
            "Status", "The deal is over: press Enter or choose “Next deal” to deal again."
        )
    phase = match.game.info.phase(match.phase)
    words = translated(phase.name) if phase is not None else ""
    if seat in humans and len(humans) == 1:
        said = QCoreApplication.translate("Status", "your turn")
    elif seat in humans:
        said = QCoreApplication.translate("Status", "your turn, {0}").format(match.names[seat])
    else:
        said = QCoreApplication.translate("Status", "{0}'s turn").format(match.names[seat])
    if not words:
        return QCoreApplication.translate("Status", "{0}.").format(said[:1].upper() + said[1:])
    return QCoreApplication.translate("Status", "{0}: {1}.").format(words, said)
