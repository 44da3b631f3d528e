"""Each game's declaration agrees with its rules: what the chooser and the table read
from ``GameInfo`` is what the engine does."""

from __future__ import annotations

from collections import defaultdict

import pytest

from histcards.engine import GAMES
from tests.playout import all_configurations

CONFIGURATIONS = all_configurations()


def _resolved(gid: str, players: int, options: dict) -> dict:
    return GAMES[gid].resolve_options(options, players)


def test_every_pack_dealt_is_declared_and_every_declared_pack_is_dealt() -> None:
    dealt: dict[str, set[int]] = defaultdict(set)
    for gid, players, options in CONFIGURATIONS:
        game = GAMES[gid]
        dealt[gid].add(len(game.pack(players, _resolved(gid, players, options))))
    for gid, game in GAMES.items():
        assert dealt[gid] == set(game.info.packs), gid


@pytest.mark.parametrize("gid", list(GAMES))
def test_direction_is_the_option_or_the_declared_one(gid: str) -> None:
    game = GAMES[gid]
    players = game.info.usual_players
    options = game.resolve_options({}, players)
    expected = options.get("direction", game.info.direction)
    assert game.direction(options) == expected
    if game.info.option("direction") is None:
        assert game.direction(options) == game.info.direction
