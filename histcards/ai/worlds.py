"""Worlds: complete deals sampled consistently with what one seat knows.

``sample_world(observation, rng)`` returns a playable ``Match`` (``legal()``, ``apply()``,
``clone()``) standing at the observed position, in which every card the seat cannot see
has been dealt at random, consistently with everything it knows. Searching bots play on
such worlds; they never see the real match.

How a world is built: the observation gives the public match state the deal started from
(``deal_start``), its dealer and index, and the deal's public actions (``deal_actions``,
redacted where part of an action is hidden). A sampled *layout of the deal's start* is
dealt into a fresh match set to that state, then the deal's actions are applied again. A
sample under which some past action would have been illegal, or would have caused other
public events than those observed (``deal_events``) or another phase or player to act, is
rejected and drawn again.

What the seat knows of the starting layout is described, per game, by a ``Knowledge``
object: the layout is cut into ``Zone``s (each hand, the stock, the turn-up, hidden piles
like Polignac's discards), each holding cards known to lie there and room for unknown
cards drawn from a set of allowed cards. The default ``Knowledge`` knows the seat's own
hand, every card seen played (``play`` events) and the voids shown in trick play.

The per-game hook: a module ``histcards.ai.games.<game id>`` may define ``KNOWLEDGE``, an
instance of a ``Knowledge`` subclass overriding any of

``zones(obs, shape)``         the zones of the starting layout (``shape``: the game's
                              ``LayoutShape`` for this deal), with known cards and allowed
                              masks (e.g. turn-ups known on top of the stock, Kings shown);
``pin(obs, zones, rng)``      zones with more cards fixed at random before the rest is
                              dealt, for knowledge about combinations rather than single
                              cards (e.g. Quarante's announced cliques);
``layout(obs, cards, shape)`` the ``Layout`` from the zones' cards (default: hands in seat
                              order, then the stock, then the turn-up when the shape has one);
``actions(obs, cards)``       the deal's actions with their hidden parts filled from the
                              sampled cards (e.g. Polignac's ``discard 2``).

A game without a module (or without ``KNOWLEDGE``) gets the default ``Knowledge``.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from histcards.cards import SUIT_MASKS, SUITS, Card, mask_of, parse_card, suit_of
from histcards.engine import GAMES, IllegalAction, Layout, Match, new_match
from histcards.engine.actions import Action
from histcards.engine.events import Play, Trick
from histcards.engine.game import LayoutShape
from histcards.engine.observation import Observation

ALL_CARDS = (1 << 52) - 1
MAX_TRIES = 400


Judge = Callable[[Match, Action], float]
"""How likely a world makes a decision: the world standing before it, and the action."""


class WorldError(RuntimeError):
    """No world consistent with the observation could be drawn (a knowledge hook bug)."""


@dataclass(frozen=True)
class Zone:
    """A place of the starting layout as the seat knows it.

    ``known`` cards lie there for sure (in order, top first, for a stock); the zone holds
    ``size`` cards in all, the others drawn from the cards of the ``allowed`` mask.
    """

    known: tuple[Card, ...]
    size: int
    allowed: int = ALL_CARDS

    @property
    def free(self) -> int:
        """How many of the zone's cards are unknown."""
        return self.size - len(self.known)

    def with_known(self, cards: Sequence[Card]) -> Zone:
        """The zone with more cards known to lie there."""
        return replace(self, known=self.known + tuple(cards))


def plays(obs: Observation) -> Iterator[tuple[int, Card]]:
    """The cards seen played in the deal, as ``(seat, card)`` in order."""
    for ev in obs.deal_events:
        if isinstance(ev, Play):
            yield ev.seat, parse_card(ev.card)


def played_by(obs: Observation) -> list[list[Card]]:
    """The cards each seat has played in the deal."""
    played: list[list[Card]] = [[] for _ in range(obs.players)]
    for seat, card in plays(obs):
        played[seat].append(card)
    return played


def trick_voids(obs: Observation, must_trump: bool = False) -> list[int]:
    """Per seat, the mask of cards it cannot hold any more: the suits it failed to follow
    in trick play, and the trumps too when it had to trump and did not."""
    trumps = obs.table.get("trumps")
    trump = SUITS.index(trumps) if trumps else None
    voids = [0] * obs.players
    led: int | None = None
    for ev in obs.deal_events:
        if isinstance(ev, Trick):
            led = None
        elif isinstance(ev, Play):
            suit = suit_of(parse_card(ev.card))
            if led is None:
                led = suit
            elif suit != led:
                voids[ev.seat] |= SUIT_MASKS[led]
                if must_trump and trump is not None and suit != trump:
                    voids[ev.seat] |= SUIT_MASKS[trump]
    return voids


class Knowledge:
    """What a seat knows of the layout its deal started from (see the module docstring).

    The default knows the seat's own cards (held now or played), every card seen played
    and the suits a seat failed to follow; the stock and turn-up are unknown.
    """

    must_trump: bool = False
    """Whether a seat void in the led suit must trump (then failing to trump shows a void
    in trumps too)."""

    def must_trump_in(self, obs: Observation) -> bool:
        """Whether the trump duty holds in this observed deal."""
        return self.must_trump

    def hand_zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        """One zone per seat's starting hand."""
        played = played_by(obs)
        voids = trick_voids(obs, self.must_trump_in(obs))
        zones = []
        for seat, size in enumerate(shape.hand_sizes):
            known = played[seat] + (list(obs.hand) if seat == obs.seat else [])
            zones.append(Zone(tuple(known), size, ALL_CARDS & ~voids[seat]))
        return zones

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        """The zones of the starting layout: hands, then the stock and turn-up if any."""
        zones = self.hand_zones(obs, shape)
        if shape.stock_size:
            zones.append(Zone((), shape.stock_size))
        if shape.has_turnup:
            zones.append(Zone((), 1))
        return zones

    def pin(self, obs: Observation, zones: list[Zone], rng: random.Random) -> list[Zone]:
        """Zones with more cards fixed before the rest is dealt (default: none)."""
        return zones

    def layout(self, obs: Observation, cards: list[list[Card]], shape: LayoutShape) -> Layout:
        """The layout from the zones' cards, in the order of ``zones``."""
        players = len(shape.hand_sizes)
        hands = tuple(tuple(cards[s]) for s in range(players))
        stock = tuple(cards[players]) if shape.stock_size else ()
        turnup = cards[-1][0] if shape.has_turnup else None
        return Layout(hands, stock, turnup)

    def actions(self, obs: Observation, cards: list[list[Card]]) -> Sequence[str]:
        """The deal's actions with hidden parts filled in (default: as observed)."""
        return obs.deal_actions


DEFAULT_KNOWLEDGE = Knowledge()


def knowledge_for(game: str) -> Knowledge:
    """The game's ``Knowledge`` hook, or the default one."""
    name = GAMES[game].info.bot
    if importlib.util.find_spec(name) is None:
        return DEFAULT_KNOWLEDGE
    return getattr(importlib.import_module(name), "KNOWLEDGE", DEFAULT_KNOWLEDGE)


class WorldSampler:
    """Draws worlds for one observation; build it once per decision, sample many times."""

    def __init__(self, obs: Observation, knowledge: Knowledge | None = None) -> None:
        if obs.deal_index < 0 or not obs.hand_sizes:
            raise ValueError("there is no deal in progress to sample")
        self.obs = obs
        self.knowledge = knowledge or knowledge_for(obs.game)
        self.template = _match_at_deal_start(obs)
        self.shape = self.template.game.layout_shape(self.template, obs.dealer)
        self.zones = self.knowledge.zones(obs, self.shape)
        self.pack = tuple(self.template.game.pack(obs.players, self.template.options))
        self.events = list(obs.deal_events)

    def sample(self, rng: random.Random) -> Match:
        """A world consistent with the observation; ``WorldError`` if none is found."""
        return self.sample_weighted(rng)[0]

    def sample_weighted(self, rng: random.Random, judge: Judge | None = None
                        ) -> tuple[Match, float]:
        """A world consistent with the observation, and its weight: the product of what
        ``judge`` says of each decision of another seat that the observation shows in
        full, judged in the world as it stood before it (1 without a judge);
        ``WorldError`` if no world is found."""
        for _ in range(MAX_TRIES):
            drawn = self._try(rng, judge)
            if drawn is not None:
                return drawn
        raise WorldError(f"no {self.obs.game} world matches seat {self.obs.seat}'s view")

    def dealt(self, rng: random.Random) -> Match:
        """The deal dealt from a layout the seat's knowledge allows, before any of its
        actions: enough to read what a deal fixes when it is dealt (its rules), without the
        cost — or the risk of finding none — of a world that replays the whole deal."""
        for _ in range(MAX_TRIES):
            cards = self._draw(rng)
            if cards is not None:
                return self._dealt(cards)
        raise WorldError(f"no {self.obs.game} layout matches seat {self.obs.seat}'s view")

    def _draw(self, rng: random.Random) -> list[list[Card]] | None:
        """The cards of every zone: the known ones and the unseen ones drawn at random."""
        zones = self.knowledge.pin(self.obs, self.zones, rng)
        known = mask_of(c for zone in zones for c in zone.known)
        unseen = [c for c in self.pack if not known >> c & 1]
        placed = assign(zones, unseen, rng)
        if placed is None:
            return None
        return [list(zone.known) + extra for zone, extra in zip(zones, placed, strict=True)]

    def _dealt(self, cards: list[list[Card]]) -> Match:
        world = self.template.clone()
        world.start_deal(self.knowledge.layout(self.obs, cards, self.shape),
                         dealer=self.obs.dealer)
        return world

    def _try(self, rng: random.Random, judge: Judge | None) -> tuple[Match, float] | None:
        cards = self._draw(rng)
        if cards is None:
            return None
        weight = 1.0
        seen = self.obs.deal_actions
        try:
            world = self._dealt(cards)
            for index, text in enumerate(self.knowledge.actions(self.obs, cards)):
                action = Action.parse(text)
                if judge is not None and world.to_act != self.obs.seat and text == seen[index]:
                    weight *= judge(world, action)
                world.apply(action)
        except (IllegalAction, ValueError):
            return None
        if (world.events[world.deal_event_start:] != self.events
                or world.to_act != self.obs.to_act or world.phase != self.obs.phase):
            return None
        return world, weight


def sample_world(observation: Observation, rng: random.Random) -> Match:
    """A complete, playable match at the observed position, hidden cards drawn at random
    consistently with what the observing seat knows."""
    return WorldSampler(observation).sample(rng)


def _match_at_deal_start(obs: Observation) -> Match:
    teams = [list(t) for t in obs.teams] if obs.teams else None
    match = new_match(obs.game, obs.players, dict(obs.options), start=dict(obs.deal_start),
                      teams=teams)
    match.deal_index = obs.deal_index - 1
    return match


def assign(zones: Sequence[Zone], cards: list[Card], rng: random.Random
           ) -> list[list[Card]] | None:
    """Deal ``cards`` into the zones' free places at random, each card to a zone allowing
    it; None if no such deal exists."""
    free = [zone.free for zone in zones]
    if sum(free) != len(cards):
        raise WorldError(f"{len(cards)} unseen cards for {sum(free)} unknown places")
    options = {c: [i for i, zone in enumerate(zones) if free[i] and zone.allowed >> c & 1]
               for c in cards}
    order = list(cards)
    rng.shuffle(order)
    order.sort(key=lambda c: len(options[c]))
    placed: list[list[Card]] = [[] for _ in zones]
    for card in order:
        open_zones = [i for i in options[card] if free[i]]
        if open_zones:
            pick = rng.randrange(sum(free[i] for i in open_zones))
            for zone in open_zones:
                pick -= free[zone]
                if pick < 0:
                    break
        else:
            room = _make_room(card, options, placed, free)
            if room is None:
                return None
            zone = room
        placed[zone].append(card)
        free[zone] -= 1
    return placed


def _make_room(card: Card, options: Mapping[Card, list[int]], placed: list[list[Card]],
               free: list[int]) -> int | None:
    """Move placed cards along a chain of allowed zones until one of ``card``'s zones has
    room; returns that zone (an augmenting path, as in bipartite matching)."""
    seen: set[int] = set()

    def room_in(zone: int) -> bool:
        for index, other in enumerate(placed[zone]):
            for target in options[other]:
                if target in seen:
                    continue
                seen.add(target)
                if free[target] or room_in(target):
                    placed[zone].pop(index)
                    placed[target].append(other)
                    free[target] -= 1
                    free[zone] += 1
                    return True
        return False

    for zone in options[card]:
        if zone not in seen:
            seen.add(zone)
            if room_in(zone):
                return zone
    return None

