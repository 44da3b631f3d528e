"""Helpers for the AI tests: hand-built positions and every bot of a game."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from histcards.ai import BOT_LEVELS, game_bot
from histcards.ai.base import Budget
from histcards.cards import CARD_NAMES, parse_cards
from histcards.engine import Match, new_match
from histcards.engine.actions import Action

SMALL = Budget(iterations=6)
"""A search budget small enough for tests, counted in worlds (no clock)."""


def position(game: str, players: int, dealer: int, hands: dict[int, str],
             actions: Sequence[str] = (), options: dict[str, Any] | None = None,
             stock: str = "", turnup: str | None = None, teams: list | None = None) -> Match:
    """A match whose deal starts with the given hands (the rest of the pack filling the
    other places in pack order), after ``actions``."""
    match = new_match(game, players, options, seed=1, teams=teams)
    shape = match.game.layout_shape(match, dealer)
    fixed = {seat: parse_cards(text.split()) for seat, text in hands.items()}
    top = parse_cards(stock.split())
    up = parse_cards([turnup]) if turnup else []
    used = {c for cards in fixed.values() for c in cards} | set(top) | set(up)
    rest = [c for c in match.game.pack(players, match.options) if c not in used]
    layout: dict[str, Any] = {"hands": []}
    for seat, size in enumerate(shape.hand_sizes):
        cards = fixed.get(seat, [])
        while len(cards) < size:
            cards = [*cards, rest.pop(0)]
        layout["hands"].append([CARD_NAMES[c] for c in cards])
    layout["stock"] = [CARD_NAMES[c] for c in top + rest[:shape.stock_size - len(top)]]
    if shape.has_turnup:
        layout["turnup"] = CARD_NAMES[up[0]] if up else CARD_NAMES[rest[0]]
    match.start_deal(layout, dealer=dealer)
    for action in actions:
        match.apply(action)
    return match


def choices(match: Match, levels: Sequence[str] = BOT_LEVELS, seed: int = 0
            ) -> dict[str, str]:
    """Each level's decision for the seat to act, as text."""
    seat = match.to_act
    observation, legal = match.observation(seat), match.legal()
    return {lvl: str(game_bot(match.game.id, lvl).choose(observation, legal,
                                                         random.Random(seed), SMALL))
            for lvl in levels}


def bot_games(game: str, players: int, seed: int, deals: int = 1) -> list[Action]:
    """Deals played by all levels of ``game`` in turn around the table; returns the
    actions, checking that each is legal."""
    rng = random.Random(seed)
    match = new_match(game, players, seed=seed)
    bots = [game_bot(game, BOT_LEVELS[s % len(BOT_LEVELS)]) for s in range(players)]
    taken: list[Action] = []
    for _ in range(deals):
        match.start_deal(seed=rng.getrandbits(32))
        while match.to_act is not None:
            seat = match.to_act
            legal = match.legal()
            action = bots[seat].choose(match.observation(seat), legal,
                                       random.Random(rng.getrandbits(32)), SMALL)
            assert action in legal
            taken.append(action)
            match.apply(action)
    return taken


