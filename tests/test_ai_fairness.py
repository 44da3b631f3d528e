"""Fairness: hidden cards permuted consistently with a seat's knowledge change neither
its observation nor, for a fixed seed, any of its bots' decisions, nor a word of the
coach's advice (``histcards.ai.advice``)."""

from __future__ import annotations

import random

import pytest

from histcards.ai import BOT_LEVELS, game_bot
from histcards.ai.advice import advise
from histcards.ai.worlds import sample_world
from histcards.engine import GAMES
from tests.ai_positions import SMALL
from tests.test_ai_framework import positions


@pytest.mark.parametrize("game", list(GAMES))
def test_permuted_hidden_cards_change_nothing_for_the_seat(game: str) -> None:
    rng = random.Random(11)
    players = GAMES[game].info.usual_players
    for match in positions(game, players, {}, seed=2, count=5):
        seat = match.to_act
        seen, legal = match.observation(seat), match.legal()
        permuted = sample_world(seen, rng)  # the same deal, hidden cards redealt
        hands = range(players)
        assert [permuted.hand(s) for s in hands] != [match.hand(s) for s in hands] \
            or all(len(match.hand(s)) <= 1 for s in hands if s != seat)
        assert permuted.observation(seat) == seen
        for level in BOT_LEVELS:
            bot = game_bot(game, level)
            real = bot.choose(seen, legal, random.Random(5), SMALL)
            other = bot.choose(permuted.observation(seat), permuted.legal(),
                               random.Random(5), SMALL)
            assert real == other, f"{game} {level} decided from hidden cards"
        advised = advise(seen, legal, random.Random(5), SMALL)
        assert advise(permuted.observation(seat), permuted.legal(), random.Random(5),
                      SMALL) == advised, f"{game}: the coach read hidden cards"
