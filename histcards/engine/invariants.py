"""Invariants every game must keep, as checks anyone can run on a match: the test suite
after random steps, and the soak benchmark (``python -m histcards.bench soak``) over
millions of deals.

Each check raises ``InvariantBroken`` (an ``AssertionError``) naming what broke, and
leaves the match as it found it. Randomness comes from the generator the caller passes.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from histcards.cards import CARD_NAMES
from histcards.engine.actions import Action
from histcards.engine.errors import IllegalAction
from histcards.engine.history import History
from histcards.engine.legal import Legal, Part
from histcards.engine.match import Match
from histcards.engine.report import state_report

ACTION_VOCABULARY = (
    [f"play {name}" for name in CARD_NAMES]
    + "capot general pass turn accept call fold allin hold good without".split()
    + ["bet 1", "bet 3", "raise 1", "raise 2", "declare 5", "raise 1 tierce K",
       "play KH as 5", "play QS clique", "show KH", "discard 7S 8S"]
)
"""Actions of every kind, to try those a position does not allow."""


class InvariantBroken(AssertionError):
    """A match broke one of the invariants; the message says which and how."""


def snapshot(match: Match) -> dict[str, Any]:
    """The state of a match, for equality checks: all a replay reports, what the match
    carries between deals, and how the deal in progress was dealt and played. The events
    are compared as they are (frozen values, equal only when their JSON is too) and
    earlier deals are left to ``check_replay_reproduces``: serialising either at every
    check made checking a long match quadratic."""
    unlogged = match.clone()
    unlogged.events = History()
    last = match.deals[-1] if match.deals else None
    return state_report(unlogged) | {
        "events": tuple(match.events), "carry": dict(match.carry),
        "deals": len(match.deals),
        "deal": (last.dealer, last.seed, last.layout, tuple(last.actions)) if last else None}


def random_step(match: Match, rng: random.Random) -> bool:
    """Take one random step (deal or decision); False once the match is over."""
    if match.over:
        return False
    if match.to_act is None:
        match.start_deal(seed=rng.getrandbits(32))
    else:
        match.apply(rng.choice(match.legal()))
    return True


def check_cards_conserved(match: Match) -> None:
    """Every card of the pack is somewhere in the deal, exactly once."""
    if match.deal is None:
        return
    expected = sorted(match.game.pack(match.players, match.options))
    if sorted(match.deal.all_cards()) != expected:
        raise InvariantBroken("the cards of the deal are not the pack, each card once")


def check_turn_kept(match: Match) -> None:
    """The seat the match says is to act is its deal's (nobody between deals)."""
    deal = match.deal
    expected = None if deal is None or deal.finished else deal.to_act
    if match.to_act != expected:
        raise InvariantBroken(f"the match says seat {match.to_act} is to act, the deal "
                              f"says {expected}")


def chip_total(match: Match) -> int | None:
    """The chips on the table (banks and pools), or None in a game without chips."""
    ledger = match.ledger
    return sum(ledger.banks) + sum(ledger.pools.values()) if ledger else None


def check_chips_conserved(match: Match, total: int | None) -> None:
    """The chips on the table are still ``total`` (a match's chips only move)."""
    if chip_total(match) != total:
        raise InvariantBroken(f"the chips on the table went from {total} to "
                              f"{chip_total(match)}")


def check_illegal_refused(match: Match, rng: random.Random, tries: int = 3) -> None:
    """Actions outside ``legal()`` raise ``IllegalAction`` with a message and change
    nothing."""
    if match.to_act is None:
        return
    legal = {str(a) for a in match.legal()}
    candidates = [t for t in ACTION_VOCABULARY if str(Action.parse(t)) not in legal]
    before = snapshot(match)
    for text in rng.sample(candidates, tries):
        try:
            match.apply(text)
        except IllegalAction as refused:
            if not str(refused):
                raise InvariantBroken(f"'{text}' was refused without a reason") from None
        else:
            raise InvariantBroken(f"'{text}' was accepted though not in legal()")
    if snapshot(match) != before:
        raise InvariantBroken("a refused action changed the match")


def check_legal_consistent(match: Match) -> None:
    """``legal()`` read every way says the same: its length, its items by index and in
    order, ``in`` for each of them, and ``in`` for actions next to them (an amount one
    more or less, another card, a claim or a rank stood for elsewhere) exactly when the
    full list holds them (``histcards.engine.legal`` tests without expanding)."""
    legal = match.legal()
    if not isinstance(legal, Legal):  # a tuple reads like itself
        if len(set(legal)) != len(legal):
            raise InvariantBroken("legal() lists an action twice")
        return
    if legal.parts in _CONSISTENT:  # the same parts: the same actions, checked already
        return
    listed = list(legal)
    texts = {str(a) for a in listed}
    if len(legal) != len(listed) or len(texts) != len(listed):
        raise InvariantBroken("legal() lists an action twice or miscounts them")
    for index, action in enumerate(listed):
        if legal[index] != action or action not in legal:
            raise InvariantBroken(f"legal() does not hold its own '{action}'")
    for near in _near_misses(listed):
        if (near in legal) != (str(near) in texts):
            raise InvariantBroken(f"legal() says '{near}' is "
                                  f"{'' if near in legal else 'not '}allowed; its list "
                                  f"says otherwise")
    if len(_CONSISTENT) >= 4096:
        _CONSISTENT.clear()
    _CONSISTENT.add(legal.parts)


_CONSISTENT: set[tuple[Part, ...]] = set()
"""The parts of legal lists found consistent (a lazy list is checked once per shape)."""


def _near_misses(actions: list[Action]) -> set[Action]:
    """Actions next to the given ones: every card played plainly, announcing a clique or
    standing for the ranks of the others; for each kind of amount, its smallest and
    largest amounts and the ones just beyond, with every claim met and a few others."""
    near = {Action("play", (card,)) for card in range(52)}
    near |= {Action("play", (card,), clique=True) for card in range(0, 52, 5)}
    ranks = {a.as_rank for a in actions if a.as_rank is not None} | {1, 13}
    claims: set[str | None] = {a.claim for a in actions} | set(OTHER_CLAIMS)
    amounts: dict[str, set[int]] = {}
    for action in actions:
        if action.kind == "play":
            near |= {replace(action, as_rank=rank) for rank in ranks}
        if action.amount is not None:
            amounts.setdefault(action.kind, set()).add(action.amount)
    near |= {Action("declare", claim=claim) for claim in claims if claim is not None}
    for kind, held in amounts.items():
        low, high = min(held), max(held)
        near |= {Action(kind, amount=amount, claim=claim) for claim in claims
                 for amount in (low - 1, low, low + 1, high - 1, high, high + 1)}
    return near


OTHER_CLAIMS = ("5", "13", "tierce 3", "quart K", "brelan J")
"""Claims of every chance of Hoc's auctions, for ``_near_misses``."""


def check_clone_independent(match: Match, rng: random.Random) -> None:
    """A clone starts equal, and playing on it leaves the original untouched."""
    before = snapshot(match)
    twin = match.clone()
    if snapshot(twin) != before:
        raise InvariantBroken("a clone differs from its original")
    random_step(twin, rng)
    if snapshot(match) != before:
        raise InvariantBroken("playing on a clone changed the original")


def check_observations_hide_cards(match: Match, rng: random.Random) -> None:
    """Permuting the cards a seat cannot see changes nothing in its observation."""
    if match.deal is None:
        return
    for seat in range(match.players):
        seen = match.observation(seat)
        twin = match.clone()
        deal = twin.deal
        assert deal is not None  # a clone of a match in a deal
        zones = deal.hidden_zones(seat)
        pooled = [c for zone in zones for c in zone]
        rng.shuffle(pooled)
        shuffled, start = [], 0
        for zone in zones:
            shuffled.append(pooled[start:start + len(zone)])
            start += len(zone)
        deal.set_hidden_zones(seat, shuffled)
        twin._legal = None
        if twin.observation(seat) != seen:
            raise InvariantBroken(f"seat {seat}'s observation leaks hidden cards")
        check_cards_conserved(twin)


def check_replay_reproduces(match: Match) -> None:
    """Replaying the match's record rebuilds exactly the same match, record included."""
    replayed = Match.from_record(match.to_record())
    if (snapshot(replayed) != snapshot(match)
            or replayed.to_record() != match.to_record()):
        raise InvariantBroken("replaying the match's record gives another match")


def check_step(match: Match, chips: int | None, rng: random.Random, thorough: bool) -> None:
    """The checks after a step: cards, chips and turn always; when ``thorough``, also refusals,
    clones and what each seat sees (they cost a copy of the match each)."""
    check_cards_conserved(match)
    check_chips_conserved(match, chips)
    check_turn_kept(match)
    if thorough:
        check_legal_consistent(match)
        check_illegal_refused(match, rng)
        check_clone_independent(match, rng)
        check_observations_hide_cards(match, rng)
