"""The shared vying mechanism (``histcards.engine.vying``): moves, turn order, raise rules,
provisional passes, all-ins, side pots and settlement, with chips conserved throughout.
The rules cited are the betting of Poch (Poch rules §4.2) and the auctions of Hoc Mazarin
(Hoc rules §4.1)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from histcards.engine.chips import ChipLedger
from histcards.engine.vying import (
    ALLIN,
    IN,
    OUT,
    PASSED,
    Pot,
    VyingRound,
    VyingRules,
    side_pots,
)


def new_round(banks: list[int], rules: VyingRules | None = None, first: int = 0,
              carried: int = 0) -> tuple[VyingRound, ChipLedger]:
    ledger = ChipLedger(banks, {"poch": carried})
    return VyingRound(rules or VyingRules(), len(banks), first, "poch", carried), ledger


def test_nobody_opens_leaves_the_pool() -> None:
    """Poch rules §4.2: nobody opened ⇒ the betting pool stays, no winner."""
    rnd, ledger = new_round([10, 10, 10], carried=4)
    for _ in range(3):
        assert rnd.choices(10).pass_
        rnd.pass_()
    assert rnd.over and rnd.outcome() == "nobody"
    assert ledger.pools["poch"] == 4


def test_pending_starts_from_first_and_follows_playing_order() -> None:
    rnd, _ = new_round([10] * 4, first=2)
    assert rnd.pending == [2, 3, 0, 1]
    assert rnd.to_act == 2


def test_open_then_calls_end_the_round() -> None:
    """Poch rules §4.2: after an opening everyone else is asked; equal bets end the stage."""
    rnd, ledger = new_round([10, 10, 10], carried=3)
    choices = rnd.choices(10)
    assert list(choices.open) == list(range(1, 11))
    rnd.open(ledger, 4)
    assert rnd.pending == [1, 2]
    assert rnd.choices(10).call_cost == 4
    rnd.call(ledger)
    rnd.fold()
    assert rnd.over and rnd.outcome() == "showdown"
    assert rnd.live() == [0, 1]
    ledger.check()
    assert ledger.pools["poch"] == 11
    awards = rnd.settle(ledger, lambda eligible: eligible[-1])
    assert awards == [(1, 11)]
    assert ledger.banks == [6, 17, 10]
    ledger.check()


def test_raise_reopens_for_everyone_still_in() -> None:
    """Poch rules §4.2: a raise (re)adds every non-out player except the raiser, in order."""
    rnd, ledger = new_round([20, 20, 20, 20])
    rnd.open(ledger, 2)          # seat 0
    rnd.call(ledger)             # seat 1
    rnd.raise_(ledger, 3)        # seat 2: pays 5, level 5
    assert rnd.level == 5 and ledger.banks[2] == 15
    assert rnd.pending == [3, 0, 1]
    rnd.fold()                   # seat 3
    assert rnd.choices(18).call_cost == 3
    rnd.call(ledger)             # seat 0
    rnd.call(ledger)             # seat 1
    assert rnd.over and rnd.stakes == [5, 5, 5, 0]


def test_uncontested_winner_takes_bets_and_pool() -> None:
    """Poch rules §4.2: one player left takes all bets plus the betting pool."""
    rnd, ledger = new_round([10, 10, 10], carried=5)
    rnd.pass_()
    rnd.open(ledger, 3)
    rnd.fold()
    assert rnd.outcome() == "uncontested"
    assert rnd.settle(ledger, lambda e: pytest.fail("no comparison needed")) == [(1, 8)]
    assert ledger.banks == [10, 15, 10] and ledger.pools["poch"] == 0


def test_final_pass_is_out_by_default() -> None:
    """Poch rules §7.2: a pass before anyone opens is final."""
    rnd, ledger = new_round([10, 10, 10])
    rnd.pass_()
    assert rnd.status[0] == OUT
    rnd.open(ledger, 1)
    assert rnd.pending == [2]


def test_provisional_pass_comes_back_on_open_and_raise() -> None:
    """Hoc rules §4.1 / Poch rules §6, pass_reentry: a passer is asked again after an opening."""
    rules = VyingRules(pass_reentry=True, min_open=0, max_raise=20, credit=True)
    rnd, ledger = new_round([0, 0, 0], rules)
    rnd.pass_()
    assert rnd.status[0] == PASSED
    assert list(rnd.choices(0).open) == list(range(0, 21))
    rnd.open(ledger, 0)          # seat 1 declares, entering at no cost
    assert rnd.pending == [2, 0]
    choices = rnd.choices(0)
    assert choices.call and choices.call_cost == 0 and not choices.pass_
    rnd.raise_(ledger, 2)        # seat 2 on credit
    assert ledger.banks[2] == -2 and rnd.status[2] == IN
    assert rnd.pending == [0, 1]
    rnd.call(ledger)
    rnd.fold()
    assert rnd.live() == [0, 2]
    ledger.check()


def test_credit_needs_a_cap() -> None:
    with pytest.raises(ValueError):
        VyingRules(credit=True)
    with pytest.raises(ValueError):
        VyingRules(raise_rule="sometimes")


def test_raise_cap_bounds_openings_and_raises() -> None:
    """Hoc rules §6, Largest raise / Poch rules §6, table_limit: each bet or raise adds at most
    the cap."""
    rnd, ledger = new_round([50, 50, 50], VyingRules(max_raise=5))
    assert rnd.choices(50).open == range(1, 6)
    rnd.open(ledger, 5)
    assert rnd.choices(50).raise_ == range(1, 6)


def test_amounts_bounded_by_bank() -> None:
    rnd, ledger = new_round([3, 10, 10])
    assert rnd.choices(3).open == range(1, 4)
    rnd.open(ledger, 3)
    assert rnd.status[0] == ALLIN
    assert rnd.choices(10).raise_ == range(1, 8)


def test_no_raise_rule() -> None:
    """Poch rules §6, raise_rule=none: only an opening, then call or fold."""
    rnd, ledger = new_round([10, 10, 10], VyingRules(raise_rule="none"))
    rnd.open(ledger, 2)
    assert not rnd.choices(10).raise_
    assert rnd.choices(10).call


def test_single_reraise_only_by_the_last_holder() -> None:
    """Poch rules §6, raise_rule=single_reraise: only the last of the first circuit may
    raise once, then the others call or fold and the betting closes."""
    rnd, ledger = new_round([20] * 4, VyingRules(raise_rule="single_reraise"))
    rnd.open(ledger, 2)
    assert not rnd.choices(20).raise_       # seat 1
    rnd.call(ledger)
    assert not rnd.choices(20).raise_       # seat 2
    rnd.call(ledger)
    assert rnd.choices(20).raise_           # seat 3, the last holder
    rnd.raise_(ledger, 4)
    assert rnd.pending == [0, 1, 2]
    assert not rnd.choices(18).raise_
    rnd.call(ledger)
    rnd.call(ledger)
    rnd.fold()
    assert rnd.over and rnd.stakes == [6, 6, 2, 6]


def test_allin_only_when_the_call_cannot_be_covered() -> None:
    """Poch rules §4.2, §7.1: a player unable to match may stake everything he has."""
    rnd, ledger = new_round([10, 4, 10])
    rnd.open(ledger, 6)
    choices = rnd.choices(4)
    assert not choices.call and choices.allin and choices.fold and not choices.raise_
    assert rnd.allin(ledger) == 4
    assert rnd.status[1] == ALLIN and ledger.banks[1] == 0
    rnd.call(ledger)
    assert rnd.over


def test_no_allin_when_side_pots_are_off() -> None:
    """Poch option all_in_side_pots=false: match or fold."""
    rnd, ledger = new_round([10, 4], VyingRules(all_in=False))
    rnd.open(ledger, 6)
    choices = rnd.choices(4)
    assert not choices.allin and not choices.call and choices.fold


def test_three_unequal_allins_make_side_pots() -> None:
    """Poch rules §4.2, §7.1: each all-in contests only what he could match; the excess forms side
    pots among those who contributed (three unequal all-ins and a caller)."""
    rnd, ledger = new_round([30, 5, 12, 20], carried=7)
    rnd.open(ledger, 25)         # seat 0
    rnd.allin(ledger)            # seat 1: 5
    rnd.allin(ledger)            # seat 2: 12
    rnd.allin(ledger)            # seat 3: 20
    assert rnd.over and rnd.outcome() == "showdown"
    assert rnd.stakes == [25, 5, 12, 20]
    pots = rnd.pots()
    assert pots == [Pot(5 * 4 + 7, (0, 1, 2, 3)), Pot(7 * 3, (0, 2, 3)), Pot(8 * 2, (0, 3)),
                    Pot(5, (0,))]
    strength = {0: 1, 1: 4, 2: 3, 3: 2}   # seat 1 best, then 2, 3, 0
    awards = rnd.settle(ledger, lambda eligible: max(eligible, key=strength.get))
    assert awards == [(1, 27), (2, 21), (3, 16), (0, 5)]
    assert ledger.banks == [10, 27, 21, 16]
    assert ledger.pools["poch"] == 0
    ledger.check()


def test_folded_chips_are_dead_money() -> None:
    """Poch rules §4.2: folding forfeits the chips already bet."""
    assert side_pots([4, 10, 2, 10], [1, 3]) == [Pot(26, (1, 3))]
    assert side_pots([6, 3, 10], [0, 1], base=2) == [Pot(11, (0, 1)), Pot(10, (0,))]


def test_pots_respect_priority_order() -> None:
    rnd, ledger = new_round([10, 10, 10])
    rnd.open(ledger, 1)
    rnd.call(ledger)
    rnd.call(ledger)
    assert rnd.pots(priority=[2, 1, 0])[0].eligible == (2, 1, 0)


def test_copy_is_independent() -> None:
    rnd, ledger = new_round([10, 10, 10])
    twin = rnd.copy()
    rnd.open(ledger, 2)
    assert twin.pending == [0, 1, 2] and twin.stakes == [0, 0, 0] and not twin.opened


@settings(max_examples=60, deadline=None)
@given(banks=st.lists(st.integers(0, 30), min_size=2, max_size=6),
       rule=st.sampled_from(["unlimited", "single_reraise", "none"]),
       reentry=st.booleans(), data=st.data())
def test_random_rounds_conserve_chips_and_end(banks: list[int], rule: str, reentry: bool,
                                              data: st.DataObject) -> None:
    """Any sequence of allowed moves ends, conserves chips and pays out the whole pool."""
    rnd, ledger = new_round(banks, VyingRules(raise_rule=rule, pass_reentry=reentry),
                            carried=3)
    for _ in range(500):
        if rnd.over:
            break
        seat = rnd.to_act
        c = rnd.choices(ledger.banks[seat])
        moves = ([("pass", 0)] if c.pass_ else []) + [("open", n) for n in c.open] \
            + ([("call", 0)] if c.call else []) + [("raise", n) for n in c.raise_] \
            + ([("fold", 0)] if c.fold else []) + ([("allin", 0)] if c.allin else [])
        kind, amount = data.draw(st.sampled_from(moves))
        if kind == "pass":
            rnd.pass_()
        elif kind == "open":
            rnd.open(ledger, amount)
        elif kind == "call":
            rnd.call(ledger)
        elif kind == "raise":
            rnd.raise_(ledger, amount)
        elif kind == "fold":
            rnd.fold()
        else:
            rnd.allin(ledger)
        ledger.check()
        assert min(ledger.banks) >= 0
    assert rnd.over
    if rnd.outcome() != "nobody":
        rnd.settle(ledger, lambda eligible: eligible[0])
        assert ledger.pools["poch"] == 0
        assert sum(ledger.banks) == sum(banks) + 3
