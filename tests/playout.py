"""Shared helpers for the generic tests: the configurations of every registered game and
random legal play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from histcards.engine import GAMES, Match, new_match
from histcards.engine.game import GameRules
from histcards.engine.invariants import random_step as advance
from histcards.engine.invariants import snapshot

__all__ = ["advance", "all_configurations", "config_id", "configurations", "play_match",
           "snapshot"]

MAX_DEALS = 40


def option_variants(game: GameRules) -> Iterator[dict[str, Any]]:
    """The defaults, then each option's other values one at a time."""
    yield {}
    for spec in game.info.options:
        values: tuple[Any, ...] = ()
        if spec.kind == "choice":
            values = spec.values
        elif spec.kind == "bool":
            values = (True, False)
        for value in values:
            if value != spec.default:
                yield {spec.key: value}


def configurations(game: GameRules) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every (player count, options) pair worth a playout: each count with the defaults and
    each option varied once, skipping combinations the game refuses."""
    for options in option_variants(game):
        for players in game.info.players:
            try:
                Match(game, players, options)
            except ValueError:
                continue
            yield players, options


def all_configurations() -> list[tuple[str, int, dict[str, Any]]]:
    """Configurations of every registered game, as pytest parameters."""
    return [(gid, p, o) for gid, game in GAMES.items() for p, o in configurations(game)]


def config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    """A readable test id."""
    gid, players, options = config
    extra = ",".join(f"{k}={v}" for k, v in options.items())
    return f"{gid}-{players}p" + (f"-{extra}" if extra else "")


def play_match(game: str, players: int, options: dict[str, Any], seed: int,
               max_deals: int = MAX_DEALS) -> Match:
    """A match played with random legal decisions until it ends (or ``max_deals``)."""
    rng = random.Random(seed)
    match = new_match(game, players, options, seed=seed)
    while advance(match, rng):
        if match.deal_index >= max_deals and match.to_act is None:
            break
    return match
