"""Trick play on plain numbers (``histcards.ai.trickplay``): each trick game's model plays
and scores exactly as the engine, and the exact solver finds the best card."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from histcards.ai import trickplay
from histcards.ai.games import homme, polignac, quarante
from histcards.ai.search import TrickModel
from histcards.cards import cards_in, parse_card
from histcards.engine import GAMES, Match, new_match
from tests.ai_positions import position
from tests.playout import configurations

MODELS: dict[str, TrickModel] = {"polignac": polignac.MODEL, "quarante": quarante.MODEL,
                                 "homme": homme.MODEL}
CONFIGS = [(game, players, options) for game in MODELS
           for players, options in configurations(GAMES[game])]


def _play_to_model(match: Match, model: TrickModel, rng: random.Random) -> bool:
    """Random legal play until the model takes the deal over; False if it ends first."""
    while match.to_act is not None:
        if model.convert(match) is not None and rng.random() < 0.3:
            return True
        match.apply(rng.choice(match.legal()))
    return False


@settings(max_examples=60, deadline=None)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_models_play_and_score_as_the_engine(config: tuple, seed: int) -> None:
    game_id, players, options = config
    model = MODELS[game_id]
    rng = random.Random(seed)
    match = new_match(game_id, players, options, seed=seed)
    match.start_deal(seed=seed)
    if not _play_to_model(match, model, rng):
        return
    converted = model.convert(match)
    assert converted is not None
    game, pos = converted
    while match.to_act is not None:
        assert not trickplay.over(game, pos)
        assert pos.to_act == match.to_act
        legal = match.legal()
        assert sorted(a.card for a in legal) == list(cards_in(trickplay.playable(game, pos)))
        action = rng.choice(legal)
        match.apply(action)
        pos = trickplay.play(game, pos, action.card)
    assert trickplay.over(game, pos)
    assert trickplay.final_scores(game, pos) == tuple(match.deal_scores)


def test_solver_ducks_the_jack_when_it_can() -> None:
    # Seat 2 holds KS and 8S behind the Jack of spades: only the 8 keeps its two points
    # away (Polignac rules §5).
    match = position("polignac", 4, dealer=3, hands={
        0: "9S 7H 8H 9H 10H AH 7D 8D", 1: "JS 7C 8C 9C 10C AC 9D 10D",
        2: "KS 8S QH KH QD KD QC KC"}, actions=("pass",) * 4 + ("play 9S", "play JS"))
    converted = polignac.MODEL.convert(match)
    assert converted is not None
    game, pos = converted
    cards = list(cards_in(trickplay.playable(game, pos)))
    values = dict(zip(cards, (v[pos.to_act] for v in trickplay.Solver(game).card_values(
        pos, cards)), strict=True))
    assert max(values, key=values.__getitem__) == parse_card("8S")


def test_solver_values_agree_with_playing_its_line_out() -> None:
    # The solver's value of a position is the result of every seat playing, from there,
    # the card the solver finds best for it.
    rng = random.Random(4)
    for seed in range(6):
        match = new_match("homme", 4, seed=seed)
        match.start_deal(seed=seed)
        if not _play_to_model(match, homme.MODEL, rng):
            continue
        converted = homme.MODEL.convert(match)
        assert converted is not None
        game, pos = converted
        solver = trickplay.Solver(game)
        expected = solver.values(pos)
        while not trickplay.over(game, pos):
            cards = list(cards_in(trickplay.playable(game, pos)))
            seat = pos.to_act
            values = solver.card_values(pos, cards)
            pos = trickplay.play(game, pos, cards[max(range(len(cards)),
                                                          key=lambda i: values[i][seat])])
        assert game.values(trickplay.final_scores(game, pos)) == pytest.approx(expected)
