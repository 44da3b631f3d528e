"""Trick play at search speed: the rest of a deal's tricks as plain numbers, for the
rollouts and the exact endgame solver of the trick games' searches (and for the
benchmark's perfect-information reference bot).

A world in its trick-play phase (a sampled world, or the real match for the reference)
becomes a ``Position``: the hands as bitmasks, the trick in progress, its leader and the
``Tally`` of the tricks played so far. A ``TrickGame`` holds what stays fixed for the rest
of the deal: the trick rules and the game's ``TrickScoring``, which tells the deal's
scores once the tricks are played, exactly as the engine scores them (each game's model is
checked against the engine on random deals: ``tests/test_ai_trickplay.py``).

``Solver`` searches the rest of the deal exhaustively: every seat plays the card that
gives it the best result of its own (max^n; where partners share a result it is minimax),
with a transposition table on the positions between tricks and cards of one suit that no
other card separates played once. Searches solve the last tricks exactly and reach them by
``rollout`` with a game's fast policy.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from histcards.ai.tricks import TrickView, higher_masks
from histcards.cards import SUIT_MASKS, Card, RankOrder, cards_in, suit_of
from histcards.engine.tricks import follow_mask

Play = tuple[int, Card]
"""A card played to a trick: (seat, card)."""
Tally = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], Hashable]
"""What the tricks played so far scored: tricks won per seat, card points won per seat,
the winners of the tricks in order, and whatever else a game's scoring follows."""
Values = tuple[float, ...]
"""What the deal is worth to each seat (higher is better)."""


class TrickScoring(Protocol):
    """How a game scores a deal from its trick play (``Tally``)."""

    @property
    def additive(self) -> bool:
        """Whether the deal's scores are its card points, each card's counting for its
        taker whatever else happens (then ``scores`` is linear in the points won, and the
        rest of a deal's worth does not depend on how its start was played)."""

    def after_trick(self, extra: Hashable, trick: Sequence[Play], winner: int) -> Hashable:
        """The game's own part of the tally once ``winner`` has taken ``trick``."""

    def ended(self, tally: Tally) -> bool:
        """Whether the deal ends before the hands are played out (a failed capot)."""

    def scores(self, tally: Tally, base: Sequence[int]) -> tuple[int, ...]:
        """The deal's scores per seat at its end (``base``: what the deal had scored
        when trick play was taken over), as the engine reports them in ``deal_scores``."""


@dataclass(frozen=True, slots=True)
class TrickGame:
    """What stays fixed for the rest of a deal's trick play."""

    players: int
    order: RankOrder
    trump: int | None
    must_trump: bool
    points: tuple[int, ...]
    """What each card counts to the trick's taker (the engine's card points)."""
    scoring: TrickScoring
    base: tuple[int, ...]
    """The deal's scores when trick play was taken over."""
    sign: int = 1
    """−1 where scores are penalties."""
    special: int = 0
    """Cards never played as equivalent to their neighbours (e.g. shown Kings)."""

    @property
    def strength(self) -> tuple[tuple[int, ...], ...]:
        """``strength[led][card]``: how strongly a card stands in a trick led in ``led``
        (0: it cannot win)."""
        return _strength(self.order, self.trump)

    def values(self, scores: Sequence[int]) -> Values:
        """Each seat's result: its score less the mean of the others' (signed)."""
        total = sum(scores)
        others = self.players - 1
        return tuple(self.sign * (s - (total - s) / others) for s in scores)


@cache
def _strength(order: RankOrder, trump: int | None) -> tuple[tuple[int, ...], ...]:
    power = order.power
    return tuple(tuple(100 + power[c] if suit_of(c) == trump
                       else power[c] if suit_of(c) == led else 0 for c in range(52))
                 for led in range(4))


@cache
def _suit_orders(order: RankOrder) -> tuple[tuple[Card, ...], ...]:
    """Per suit, its cards strongest first."""
    power = order.power
    return tuple(tuple(sorted(cards_in(SUIT_MASKS[suit]), key=lambda c: -power[c]))
                 for suit in range(4))


@dataclass(frozen=True, slots=True)
class Position:
    """A moment of trick play: hands, the trick in progress (``(seat, card)`` in play
    order), its leader and the tally of the tricks before it."""

    hands: tuple[int, ...]
    leader: int
    trick: tuple[Play, ...]
    tally: Tally

    @property
    def to_act(self) -> int:
        """The seat to play next."""
        return (self.leader + len(self.trick)) % len(self.hands)

    @property
    def cards_left(self) -> int:
        """Cards still in the hands."""
        return sum(hand.bit_count() for hand in self.hands)


def start_tally(tricks_won: Sequence[int], points_won: Sequence[int],
                winners: Sequence[int], extra: Hashable = None) -> Tally:
    """The tally of the tricks played when trick play is taken over."""
    return tuple(tricks_won), tuple(points_won), tuple(winners), extra


def playable(game: TrickGame, pos: Position) -> int:
    """The cards the seat to act may play, as a mask."""
    led = suit_of(pos.trick[0][1]) if pos.trick else None
    return follow_mask(pos.hands[pos.to_act], led, game.trump, game.must_trump)


def after_trick(game: TrickGame, tally: Tally, trick: Sequence[Play], winner: int) -> Tally:
    """The tally once ``winner`` has taken ``trick``."""
    tricks_won, points_won, winners, extra = tally
    points = sum(game.points[card] for _, card in trick)
    tricks_won = (*tricks_won[:winner], tricks_won[winner] + 1, *tricks_won[winner + 1:])
    if points:
        points_won = (*points_won[:winner], points_won[winner] + points,
                      *points_won[winner + 1:])
    return (tricks_won, points_won, (*winners, winner),
            game.scoring.after_trick(extra, trick, winner))


def trick_winner(game: TrickGame, trick: Sequence[Play]) -> int:
    """The seat taking a complete trick."""
    strength = game.strength[suit_of(trick[0][1])]
    return max(trick, key=lambda play: strength[play[1]])[0]


def play(game: TrickGame, pos: Position, card: Card) -> Position:
    """The position after the seat to act plays ``card``."""
    seat = pos.to_act
    hands = (*pos.hands[:seat], pos.hands[seat] & ~(1 << card), *pos.hands[seat + 1:])
    trick = (*pos.trick, (seat, card))
    if len(trick) < game.players:
        return Position(hands, pos.leader, trick, pos.tally)
    winner = trick_winner(game, trick)
    return Position(hands, winner, (), after_trick(game, pos.tally, trick, winner))


def over(game: TrickGame, pos: Position) -> bool:
    """Whether the deal has ended."""
    return not pos.trick and (not pos.hands[pos.leader] or game.scoring.ended(pos.tally))


def final_scores(game: TrickGame, pos: Position) -> tuple[int, ...]:
    """The deal's scores at a position where it has ended."""
    return game.scoring.scores(pos.tally, game.base)


def view(game: TrickGame, pos: Position) -> TrickView:
    """The seat to act's view, every hand known (a rollout policy's input)."""
    seat = pos.to_act
    out = 0
    for other, hand in enumerate(pos.hands):
        if other != seat:
            out |= hand
    return TrickView(seat, game.players, pos.hands[seat], playable(game, pos), pos.trick, out,
                     game.trump, game.order.power, higher_masks(game.order))


Policy = Callable[[TrickGame, Position], Card]
"""A fast rollout policy: the card the seat to act plays."""


def rollout(game: TrickGame, pos: Position, policy: Policy, until: int = 0) -> Position:
    """Play on with ``policy`` for every seat until the deal ends or at most ``until``
    cards are left at the start of a trick."""
    while not over(game, pos) and (pos.trick or pos.cards_left > until):
        pos = play(game, pos, policy(game, pos))
    return pos


class Solver:
    """Exact search of the rest of a deal (see the module docstring). One solver serves
    one world: its transposition table is only valid for one ``TrickGame``."""

    def __init__(self, game: TrickGame) -> None:
        self.game = game
        self.strength = game.strength
        self.orders = _suit_orders(game.order)
        self.table: dict[tuple[tuple[int, ...], int, Tally | None], Values] = {}
        self.additive = game.scoring.additive
        self.zeros = (0,) * game.players
        self.no_points = (0.0,) * game.players
        self.trick_values: dict[tuple[int, int], Values] = {}
        """Additive scoring: what a trick of so many points is worth, by its taker."""

    def values(self, pos: Position) -> Values:
        """Each seat's value of the position under perfect play."""
        game = self.game
        if over(game, pos):
            return game.values(final_scores(game, pos))
        if self.additive:  # what is scored so far, and the rest on its own
            past = game.values(game.scoring.scores(pos.tally, game.base))
            rest = self._in_trick(pos.hands, pos.leader, pos.trick, None)
            return tuple(a + b for a, b in zip(past, rest, strict=True))
        if not pos.trick:
            return self._between_tricks(pos.hands, pos.leader, pos.tally)
        return self._in_trick(pos.hands, pos.leader, pos.trick, pos.tally)

    def _points_values(self, winner: int, points: int) -> Values:
        """Additive scoring: the worth of ``points`` taken by ``winner``."""
        key = (winner, points)
        known = self.trick_values.get(key)
        if known is None:
            game = self.game
            won = tuple(points if seat == winner else 0 for seat in range(game.players))
            empty = start_tally(self.zeros, self.zeros, ())
            tally = start_tally(self.zeros, won, ())
            scores = game.scoring.scores(tally, self.zeros)
            zero = game.scoring.scores(empty, self.zeros)
            known = self.trick_values[key] = tuple(
                a - b for a, b in zip(game.values(scores), game.values(zero), strict=True))
        return known

    def _rest(self, hands: tuple[int, ...], leader: int) -> Values:
        """Additive scoring: the worth of the tricks still to play, from their start."""
        key = (hands, leader, None)
        known = self.table.get(key)
        if known is None:
            known = self.no_points if not hands[leader] else \
                self._in_trick(hands, leader, (), None)
            self.table[key] = known
        return known

    def card_values(self, pos: Position, cards: Sequence[Card]) -> list[Values]:
        """The values of the position after each of ``cards`` (playable by the seat to
        act), every seat playing perfectly afterwards."""
        return [self.values(play(self.game, pos, card)) for card in cards]

    def _between_tricks(self, hands: tuple[int, ...], leader: int, tally: Tally) -> Values:
        key = (hands, leader, tally)
        known = self.table.get(key)
        if known is not None:
            return known
        game = self.game
        if not hands[leader] or game.scoring.ended(tally):
            result = game.values(game.scoring.scores(tally, game.base))
        else:
            result = self._in_trick(hands, leader, (), tally)
        self.table[key] = result
        return result

    def _in_trick(self, hands: tuple[int, ...], leader: int, trick: tuple[Play, ...],
                  tally: Tally | None) -> Values:
        """The values from a moment of a trick (``tally`` None: additive scoring, the
        worth of what is still to be played only)."""
        game = self.game
        players = game.players
        if len(trick) == players:
            winner = trick_winner(game, trick)
            if tally is None:
                rest = self._rest(hands, winner)
                points = sum(game.points[card] for _, card in trick)
                if not points:
                    return rest
                won = self._points_values(winner, points)
                return tuple(a + b for a, b in zip(won, rest, strict=True))
            return self._between_tricks(hands, winner, after_trick(game, tally, trick, winner))
        seat = (leader + len(trick)) % players
        hand = hands[seat]
        led = suit_of(trick[0][1]) if trick else None
        choices = follow_mask(hand, led, game.trump, game.must_trump)
        best: Values | None = None
        for card in self._distinct(hands, seat, trick, choices):
            after = (*hands[:seat], hand & ~(1 << card), *hands[seat + 1:])
            result = self._in_trick(after, leader, (*trick, (seat, card)), tally)
            if best is None or result[seat] > best[seat]:
                best = result
        assert best is not None  # a seat to act holds a card it may play
        return best

    def _distinct(self, hands: tuple[int, ...], seat: int, trick: tuple[Play, ...],
                  choices: int) -> list[Card]:
        """The cards of ``choices`` that can lead to different results: of cards of one
        suit with no card of another hand or of the trick between them, and no points,
        one is enough."""
        if choices.bit_count() <= 2:
            return list(cards_in(choices))
        separators = 0
        for other, hand in enumerate(hands):
            if other != seat:
                separators |= hand
        for _, card in trick:
            separators |= 1 << card
        points, special = self.game.points, self.game.special
        distinct: list[Card] = []
        for suit in range(4):
            if not choices & SUIT_MASKS[suit]:
                continue
            joined = False  # whether the previous card of the suit may stand for this one
            for card in self.orders[suit]:
                bit = 1 << card
                if choices & bit:
                    plain = not points[card] and not special & bit
                    if not (joined and plain):
                        distinct.append(card)
                    joined = plain
                elif separators & bit:
                    joined = False
        return distinct
