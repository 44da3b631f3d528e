"""The games: one module per game in this package, and ``GAMES``, the registry every layer
iterates (the one list of games).

A game module declares its ``GameInfo`` beside its rules and registers them with
``register(Rules())``; every module of this package is a game, so a new game is a new
module here (see ``docs/adding-a-game.md``). The modules are imported when first needed:
``GAMES[id]`` imports the module named after the id (and, should that not register it,
every module), and listing the games imports them all; so a program that shows one game
builds no other game's declaration. Games are listed in the order of their declarations'
``order``, then by id.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TypeVar

from histcards.engine.events import MOST_SEATS
from histcards.engine.game import GameRules

_REGISTRY: dict[str, GameRules] = {}

Rules = TypeVar("Rules", bound=GameRules)

_MODULES = tuple(module.name for module in pkgutil.iter_modules(__path__))
"""The game modules of this package, each named after its game's id."""
_imported: set[str] = set()


def _import_games(game_id: str | None = None) -> None:
    """Import the module of the game ``game_id`` if there is one and it registers that
    game; else (or with no id) every game module not imported yet."""
    if game_id in _MODULES and game_id not in _imported:
        importlib.import_module(f"{__name__}.{game_id}")
        _imported.add(game_id)
        if game_id in _REGISTRY:
            return
    for name in _MODULES:
        if name not in _imported:
            importlib.import_module(f"{__name__}.{name}")
            _imported.add(name)


class _Registry(Mapping[str, GameRules]):
    """A read-only view of the registered games, in their declared order."""

    def __getitem__(self, game_id: str) -> GameRules:
        if game_id not in _REGISTRY:
            _import_games(game_id)
        return _REGISTRY[game_id]

    def __contains__(self, game_id: object) -> bool:
        # Mapping's would look the game up through __getitem__ and a KeyError: every
        # new_match asks (a random playout of Poch sets one up almost every deal)
        if game_id not in _REGISTRY and isinstance(game_id, str):
            _import_games(game_id)
        return game_id in _REGISTRY

    def __iter__(self) -> Iterator[str]:
        _import_games()
        return iter(sorted(_REGISTRY, key=lambda g: (_REGISTRY[g].info.order, g)))

    def __len__(self) -> int:
        _import_games()
        return len(_REGISTRY)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self)})"


GAMES: Mapping[str, GameRules] = _Registry()
"""The registered games by id."""


def register(rules: Rules) -> Rules:
    """Register a game's rules under its declaration's id; returns them."""
    game_id = rules.info.id
    if game_id in _REGISTRY and type(_REGISTRY[game_id]) is not type(rules):
        raise ValueError(f"two games are declared with the id {game_id!r}")
    if max(rules.info.players) > MOST_SEATS:
        raise ValueError(f"{game_id} seats more than {MOST_SEATS} players (events.MOST_SEATS)")
    _REGISTRY[game_id] = rules
    return rules


@contextmanager
def registered(rules: GameRules) -> Iterator[GameRules]:
    """Register a game for the duration of a ``with`` block (tests of the registry)."""
    register(rules)
    try:
        yield rules
    finally:
        _REGISTRY.pop(rules.info.id, None)

