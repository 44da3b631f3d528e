"""AI strength and speed: ``python -m histcards.bench ai [--game G] [--deals N] [--json]``.

Duplicate deals: each deal is played once per rotation of the two bots through the seats
(bot A at every other seat, or at one seat when the player count is odd), so both bots
hold every hand. A deal's result is bot A's mean deal score less bot B's, in the game's
currency (Polignac: penalty points avoided, Quarante: team points, Homme: points), averaged
over the rotations; the table gives its mean over the deals with a 95 % confidence
interval, and the p50 / p95 time of the decisions each bot took (decisions with a single
legal action left out). Bots are those of ``histcards.ai.games.<game>.bot(level)`` plus
``random``; levels with a time cap get their ``budget_for`` budget.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass

from histcards.ai import LEVELS, RandomBot, bot_factory, budget_for, game_bot
from histcards.ai.base import UNLIMITED, Bot, Budget
from histcards.engine import GAMES, new_match

PAIRINGS: tuple[tuple[str, str], ...] = (
    ("heuristic", "random"),
    ("novice", "random"), ("novice", "heuristic"),
    ("joueur", "random"), ("joueur", "heuristic"), ("joueur", "novice"),
    ("maitre", "random"), ("maitre", "heuristic"), ("maitre", "joueur"),
)
"""Each level against the random bot, the heuristic bot and the level below it."""
CAPPED = {lvl.id for lvl in LEVELS}


@dataclass(frozen=True)
class PairFigures:
    """Bot ``a`` against bot ``b`` in one game over duplicate deals."""

    game: str
    players: int
    a: str
    b: str
    deals: int
    mean: float
    low: float
    high: float
    a_p50_ms: float
    a_p95_ms: float
    b_p50_ms: float
    b_p95_ms: float


def make(game: str, name: str) -> Bot:
    """The bot called ``name``: ``random`` or a level of ``BOT_LEVELS``."""
    return RandomBot() if name == "random" else game_bot(game, name)


def budget(name: str) -> Budget:
    """The budget a bot gets in play: its level's time cap, measured here."""
    return budget_for(name, time.perf_counter) if name in CAPPED else UNLIMITED


def seatings(players: int) -> list[tuple[bool, ...]]:
    """For each rotation, which seats bot A takes."""
    step = 2 if players % 2 == 0 else players
    return [tuple((seat + r) % step == 0 for seat in range(players)) for r in range(step)]


def play_deal(game: str, players: int, seed: int, a_seats: tuple[bool, ...],
              bots: dict[bool, tuple[str, Bot]],
              times: dict[bool, list[float]]) -> float:
    """One deal with bot A at ``a_seats``; returns A's mean score less B's (signed)."""
    match = new_match(game, players, seed=seed)
    match.start_deal(seed=seed, dealer=seed % players)
    rng = random.Random(seed)
    while match.to_act is not None:
        seat = match.to_act
        name, bot = bots[a_seats[seat]]
        legal = match.legal()
        observation = match.observation(seat)
        decision_rng = random.Random(rng.getrandbits(64))
        start = time.perf_counter()
        action = bot.choose(observation, legal, decision_rng, budget(name))
        if len(legal) > 1:
            times[a_seats[seat]].append(time.perf_counter() - start)
        match.apply(action)
    scores = match.deal_scores
    a = statistics.fmean(s for s, mine in zip(scores, a_seats, strict=True) if mine)
    b = statistics.fmean(s for s, mine in zip(scores, a_seats, strict=True) if not mine)
    sign = -1 if GAMES[game].info.score.lower_is_better else 1
    return sign * (a - b)


def measure(game: str, a: str, b: str, deals: int, seed: int = 1,
            progress: Callable[[str], None] | None = None,
            players: int | None = None) -> PairFigures:
    """Bot ``a`` against bot ``b`` over ``deals`` duplicate deals (the game's usual
    number of players unless ``players`` is given)."""
    players = players or GAMES[game].info.usual_players
    bots = {True: (a, make(game, a)), False: (b, make(game, b))}
    times: dict[bool, list[float]] = {True: [], False: []}
    results = []
    for index in range(deals):
        deal_seed = seed * 100_003 + index
        rotations = [play_deal(game, players, deal_seed, seats, bots, times)
                     for seats in seatings(players)]
        results.append(statistics.fmean(rotations))
        if progress and (index + 1) % 20 == 0:
            progress(f"{game} {a}-{b}: {index + 1} deals, mean {statistics.fmean(results):+.3f}")
    mean = statistics.fmean(results)
    half = 1.96 * statistics.stdev(results) / len(results) ** 0.5 if len(results) > 1 else 0.0
    return PairFigures(game, players, a, b, deals, mean, mean - half, mean + half,
                       *_percentiles(times[True]), *_percentiles(times[False]))


def _percentiles(times: list[float]) -> tuple[float, float]:
    if not times:
        return 0.0, 0.0
    ordered = sorted(times)
    return (1000 * ordered[len(ordered) // 2],
            1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))])


def main(argv: list[str]) -> int:
    """Print the table (or JSON) of the chosen games and pairings."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench ai")
    with_bots = [g for g in GAMES if bot_factory(g)]
    parser.add_argument("--game", choices=with_bots, action="append",
                        help="game to measure (repeatable; default: all with bots)")
    parser.add_argument("--deals", type=int, default=100, help="duplicate deals per pairing")
    parser.add_argument("--pair", action="append", metavar="A:B",
                        help="pairing such as maitre:joueur (repeatable; default: all)")
    parser.add_argument("--level", action="append",
                        help="only the pairings whose first bot is this level (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, help="number of players (default: usual)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    pairs = [tuple(p.split(":", 1)) for p in args.pair] if args.pair else list(PAIRINGS)
    if args.level:
        pairs = [p for p in pairs if p[0] in args.level]
    report = (lambda line: print(line, file=sys.stderr, flush=True)) if args.progress else None
    figures = []
    for game in args.game or with_bots:
        for a, b in pairs:
            figures.append(measure(game, a, b, args.deals, args.seed, report, args.players))
            if not args.json:
                _print_row(figures[-1], header=len(figures) == 1)
    if args.json:
        print(json.dumps([asdict(f) for f in figures], indent=2))
    return 0


def _print_row(f: PairFigures, header: bool) -> None:
    if header:
        print(f"{'game':<9} {'A':<9} {'B':<9} {'deals':>5} {'mean A−B':>9} {'95% CI':>17} "
              f"{'A p50/p95 ms':>14} {'B p50/p95 ms':>14}")
    print(f"{f.game:<9} {f.a:<9} {f.b:<9} {f.deals:>5} {f.mean:>+9.3f} "
          f"[{f.low:>+7.3f},{f.high:>+7.3f}] {f.a_p50_ms:>6.1f}/{f.a_p95_ms:<7.1f} "
          f"{f.b_p50_ms:>6.1f}/{f.b_p95_ms:<7.1f}", flush=True)
