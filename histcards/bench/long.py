"""A long match: ``python -m histcards.bench long [--deals 100] [--game hoc] [--json]``.

Computers play one match of Hoc Mazarin and one of Poch for ``--deals`` deals (the session
set long enough, the banks deep enough), and every decision is timed in CPU time of the
playing thread (``time.thread_time``) three ways:

- **engine**: ``legal()`` and ``apply()`` of the decision;
- **clone**: one ``clone()`` of the match, as a bot's search takes many;
- **save**: what the table's thread does to autosave after the decision —
  ``AutosaveStore.keep`` of the record's set-up and deals — the writing itself being the
  writer thread's (its CPU time is not the table's).

Each cost is averaged per decision over the first ten deals and over the last ten; a
cost is flat when the last differs from the first by 20 % at most (the bots' own thinking
is not counted). The bots are the ``novice`` level: the costs measured do not depend on
how well the decisions are chosen.

The same match is played ``--repeats`` times (its seed makes every decision the same) and
each decision's cost is the least of its runs, as ``timeit`` takes the best of its
repeats. Two things would otherwise weigh on one end of the match only: the machine's
load of the moment, and the process's age — the engine keeps, for the whole process, what
a game's rules work out once for given options and positions (CONTRIBUTING, "Benchmarks":
the bounded caches, ``Kept``), which fill during the first deals a process plays, so that
in a fresh process Hoc's first ten deals cost a third more than its last however long the
match (``--repeats 1`` shows it).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from histcards.ai import make_bot
from histcards.engine import GAMES, Match, new_match
from histcards.storage import AutosaveStore

LONG_MATCH_OPTIONS: dict[str, dict[str, Any]] = {
    "hoc": {"session_length": "fixed_deals", "deals": 400, "start_bank": 100_000},
    "poch": {"end_condition": "fixed_rounds", "rounds": 50, "start_bank": 10_000},
}
"""Sessions longer than the benchmark, banks no bot empties in it."""
COSTS = ("engine", "clone", "save")
WINDOW = 10
"""Deals averaged at each end of the match."""
REPEATS = 3
"""Times the match is played; each decision's cost is the least of them."""
Timings = list[dict[str, list[float]]]
"""Per deal, each cost's CPU seconds at each decision, in order."""
FLAT = 0.20


@dataclass(frozen=True)
class LongMatchFigures:
    """One game's costs per decision (µs of CPU), over the first and the last deals."""

    game: str
    players: int
    deals: int
    decisions: int
    first: dict[str, float]
    last: dict[str, float]
    flat: dict[str, bool]


def play(game: str, deals: int, seed: int = 1, repeats: int = REPEATS) -> LongMatchFigures:
    """Play ``deals`` deals of ``game`` with computers ``repeats`` times, timing every
    decision."""
    players = GAMES[game].info.usual_players
    per_deal = _fastest([_timed_match(game, players, deals, seed) for _ in range(repeats)])
    first, last = _mean(per_deal[:WINDOW]), _mean(per_deal[-WINDOW:])
    return LongMatchFigures(
        game,
        players,
        len(per_deal),
        sum(len(d["engine"]) for d in per_deal),
        first,
        last,
        {c: abs(last[c] - first[c]) <= FLAT * first[c] for c in COSTS},
    )


def _timed_match(game: str, players: int, deals: int, seed: int) -> Timings:
    """One match of ``deals`` deals, each decision's three costs timed."""
    match = new_match(game, players, LONG_MATCH_OPTIONS[game], seed=seed)
    bot = make_bot(game, "novice")
    rng = random.Random(seed)
    seats = [{"name": f"Seat {s}", "kind": "computer", "level": "novice"} for s in range(players)]
    per_deal: Timings = []
    clock = time.thread_time
    with tempfile.TemporaryDirectory() as folder:
        store = AutosaveStore(Path(folder))
        while len(per_deal) < deals and not match.over:
            match.start_deal()
            costs: dict[str, list[float]] = {cost: [] for cost in COSTS}
            per_deal.append(costs)
            while match.to_act is not None:
                seat = match.to_act
                start = clock()
                legal = match.legal()
                engine = clock() - start
                action = bot.choose(match.observation(seat), legal, rng)
                start = clock()
                match.apply(action)
                costs["engine"].append(engine + clock() - start)
                start = clock()
                match.clone()
                costs["clone"].append(clock() - start)
                start = clock()
                _autosave(store, match, seats)
                costs["save"].append(clock() - start)
        store.clear()
    return per_deal


def _fastest(runs: list[Timings]) -> Timings:
    """Each decision's costs, the least over ``runs`` of the same match."""
    return [
        {
            cost: [min(times) for times in zip(*(run[deal][cost] for run in runs), strict=True)]
            for cost in COSTS
        }
        for deal in range(len(runs[0]))
    ]


def _autosave(store: AutosaveStore, match: Match, seats: list[dict[str, str]]) -> None:
    """What the window does after each decision (``MainWindow._position_changed``)."""
    store.keep(match.record_header(), match.record_deals(), seats)


def _mean(deals: list[dict[str, list[float]]]) -> dict[str, float]:
    return {cost: 1e6 * statistics.fmean(t for deal in deals for t in deal[cost]) for cost in COSTS}


def main(argv: list[str]) -> int:
    """Print the table (or JSON) for Hoc Mazarin and Poch, or one of them."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench long")
    parser.add_argument("--game", choices=list(LONG_MATCH_OPTIONS))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeats",
        type=int,
        default=REPEATS,
        help="times the match is played (each decision: the least of them)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [args.game] if args.game else list(LONG_MATCH_OPTIONS)
    figures = [play(game, args.deals, args.seed, args.repeats) for game in games]
    if args.json:
        print(json.dumps([asdict(f) for f in figures], indent=2))
        return 0
    print(
        f"{'game':<6} {'deals':>5} {'decisions':>9}  "
        + "  ".join(f"{c + ' µs first→last':>24}" for c in COSTS)
    )
    for f in figures:
        cells = [f"{f.first[c]:>9.1f} → {f.last[c]:>7.1f} {_trend(f, c):>5}" for c in COSTS]
        print(f"{f.game:<6} {f.deals:>5} {f.decisions:>9}  " + "  ".join(cells))
    print(
        f"Per decision, CPU time of the playing thread, the least of {args.repeats} runs, "
        f"deals 1–{WINDOW} and the last {WINDOW}; flat: within {FLAT:.0%}."
    )
    return 0


def _trend(figures: LongMatchFigures, cost: str) -> str:
    """How a cost went from the first deals to the last: flat, or which way it moved."""
    if figures.flat[cost]:
        return "flat"
    return "GROWS" if figures.last[cost] > figures.first[cost] else "FALLS"
