"""Each game's declaration agrees with its rules: what the chooser and the table read
from ``GameInfo`` is what the engine does."""

from __future__ import annotations

from collections import defaultdict

import pytest

from histcards.cards import parse_card
from histcards.engine import GAMES, new_match
from histcards.engine.declaration import Picture
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


def pictures(gid: str) -> list[tuple[Picture, dict, int]]:
    """The game's pictures in the chooser, each with the options and players it shows."""
    info = GAMES[gid].info
    found = [(info.picture, {}, info.usual_players)]
    found += [(p.picture, dict(p.options), p.players or info.usual_players)
              for p in info.presets if p.picture is not None]
    return found


@pytest.mark.parametrize("gid", list(GAMES))
def test_each_picture_shows_cards_of_the_game_and_chips_on_its_board(gid: str) -> None:
    """What the chooser draws of a game is something its table shows: cards of its pack,
    each once, and chips in pools of its board, the board of the rules pictured."""
    game = GAMES[gid]
    for picture, options, players in pictures(gid):
        shown = [*picture.cards, *([picture.turned] if picture.turned else [])]
        cards = [parse_card(name) for name in shown]
        assert cards and len(set(cards)) == len(cards), (gid, picture)
        assert set(cards) <= set(game.pack(players, _resolved(gid, players, options)))
        ledger = new_match(gid, players, options).ledger
        if picture.pools:
            assert ledger is not None and set(picture.pools) <= set(ledger.pools)
            assert game.info.board(list(picture.pools)) == game.info.board(list(ledger.pools))
            assert all(amount > 0 for amount in picture.pools.values())
