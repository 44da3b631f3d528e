"""Who sits where in a new match: the player count, the computers' level and the seats
the new-game dialog, the game chooser and the window offer, from what the player chose
last time for each game (the settings) or else each game's usual table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from histcards.ai import DEFAULT_LEVEL, LEVELS
from histcards.engine import GAMES
from histcards.match_setup import COMPUTER, HUMAN, MatchSetup, SeatSetup
from histcards.storage import Settings
from histcards.table.wording import solo_name

COMPUTER_NAMES = ("Anne", "Blaise", "César", "Diane", "Étienne", "Fanchon", "Gaspard", "Hortense")
"""Names offered to computer seats (a seat's name is the player's to change)."""


def default_players(game: str, settings: Settings) -> int:
    """The player count offered for a game: the remembered one, else its usual count."""
    info = GAMES[game].info
    remembered = settings.default_players.get(game)
    return remembered if remembered in info.players else info.usual_players


def default_level(game: str, settings: Settings) -> str:
    """The computer level offered for a game: the remembered one, else the default."""
    remembered = settings.default_levels.get(game)
    return remembered if remembered in {lv.id for lv in LEVELS} else DEFAULT_LEVEL


def remembered_seats(game: str, settings: Settings) -> list[SeatSetup]:
    """Who sat where (names, human or computer) in the last match of ``game`` set up, the
    computers at the game's default level; none if unknown or unusable."""
    try:
        seats = [SeatSetup.from_json(entry) for entry in settings.default_seats.get(game, [])]
    except (ValueError, AttributeError):
        return []
    level = default_level(game, settings)
    return [replace(seat, level=level) for seat in seats]


def default_seat(
    game: str, settings: Settings, seat: int, taken: set[str] | frozenset[str] = frozenset()
) -> SeatSetup:
    """The seat offered for a new match: as in the last match of this game set up, else
    the player (seat 0) or a computer with a name not ``taken`` at the default level."""
    remembered = remembered_seats(game, settings)
    if seat < len(remembered):
        return remembered[seat]
    level = default_level(game, settings)
    if seat == 0:
        return SeatSetup(settings.player_name or solo_name(), HUMAN, level)
    name = next(n for n in COMPUTER_NAMES if n not in taken)
    return SeatSetup(name, COMPUTER, level)


def usual_setup(
    game: str, settings: Settings, players: int, options: Mapping[str, Any] | None = None
) -> MatchSetup:
    """A match of ``game`` with its usual rules (or ``options``) for ``players``: the player
    in the first seat, computers at his default level in the others."""
    level = default_level(game, settings)
    name = settings.player_name or solo_name()
    computers = [n for n in COMPUTER_NAMES if n != name][: players - 1]
    seats = (SeatSetup(name, HUMAN, level), *(SeatSetup(n, COMPUTER, level) for n in computers))
    return MatchSetup(game, players, dict(options or {}), seats)


def player_name(seat: int) -> str:
    """The name a person at a shared screen goes by until he gives his own: "Player 2"."""
    return QCoreApplication.translate("NewGameDialog", "Player {0}").format(seat + 1)
