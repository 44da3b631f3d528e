"""AI strength and speed: ``python -m histcards.bench ai [--game G] [--deals N] [--json]``.

Duplicate deals: each deal is played once per rotation of the two bots through the seats
(bot A at every other seat, or at one seat when the player count is odd), so both bots
hold every hand. A deal's result is bot A's mean deal score less bot B's, in the game's
currency (Polignac: penalty points avoided, Quarante: team points, Homme: points, Poch
and Hoc: chips), averaged over the rotations; the table gives its mean over the deals with
a 95 % confidence interval (normal, from the deals' standard deviation), and the p50 / p95
CPU time (``time.thread_time``) of the decisions each bot took (decisions with a single
legal action left out). Bots are those of ``histcards.ai.games.<game>.bot(level)``, plus
``random`` and the perfect-information ``reference`` (``histcards.bench.reference``);
levels get their ``budget_for`` budget, measured in CPU time.

``--reference`` measures, per game at its usual player count, the ladder (``novice``
against ``random``, ``joueur`` against ``novice``, ``maitre`` against ``joueur``) and the
top level's strength ratio (maitre − heuristic) / (reference − heuristic): ``maitre`` and
``reference`` each against ``heuristic`` on the same duplicate deals, the ratio of their
mean results with its 95 % confidence interval by Fieller's theorem (the paired deals'
variances and covariance; unbounded when the reference's own result is not significantly
above zero). ``--jobs N`` plays deals in N processes; ``--checkpoint FILE`` appends each
deal's result to FILE as it comes and takes up again where an interrupted run stopped.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from multiprocessing import Pool
from pathlib import Path

from histcards.ai import LEVELS, RandomBot, bot_factory, budget_for, game_bot
from histcards.ai.base import UNLIMITED, Budget
from histcards.bench.reference import ReferenceBot
from histcards.engine import GAMES, Match, new_match
from histcards.engine.actions import Action

PAIRINGS: tuple[tuple[str, str], ...] = (
    ("heuristic", "random"),
    ("novice", "random"), ("novice", "heuristic"),
    ("joueur", "random"), ("joueur", "heuristic"), ("joueur", "novice"),
    ("maitre", "random"), ("maitre", "heuristic"), ("maitre", "joueur"),
)
"""Each level against the random bot, the heuristic bot and the level below it."""
LADDER: tuple[tuple[str, str], ...] = (
    ("novice", "random"), ("joueur", "novice"), ("maitre", "joueur"))
"""Each player-facing level against the one below it."""
TOP, BASE, REFERENCE = ("maitre", "heuristic"), ("reference", "heuristic"), "reference"
CAPPED = {lvl.id for lvl in LEVELS}
Z95 = 1.959964

Player = Callable[[Match, list[Action], random.Random], Action]
"""A bot as the benchmark drives it: the real match, the legal actions, a seeded rng."""


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


@dataclass(frozen=True)
class DealOutcome:
    """One duplicate deal: A's result less B's, and the CPU time of each bot's decisions."""

    index: int
    result: float
    a_times: tuple[float, ...]
    b_times: tuple[float, ...]


@dataclass(frozen=True)
class Ratio:
    """(maitre − heuristic) / (reference − heuristic) in one game, with its 95 % CI."""

    game: str
    players: int
    deals: int
    ratio: float
    low: float
    high: float


def budget(name: str) -> Budget:
    """The budget a bot gets in play: its level's time cap, in CPU time."""
    return budget_for(name, time.thread_time) if name in CAPPED else UNLIMITED


@cache
def player(game: str, name: str) -> Player:
    """The bot called ``name``: ``random``, ``reference`` or a level of ``BOT_LEVELS``."""
    if name == REFERENCE:
        return ReferenceBot(game, game_bot(game, "heuristic")).choose
    bot = RandomBot() if name == "random" else game_bot(game, name)
    allowed = budget(name)

    def choose(match: Match, legal: list[Action], rng: random.Random) -> Action:
        seat = match.to_act
        assert seat is not None  # a decision is asked of the seat to act
        return bot.choose(match.observation(seat), legal, rng, allowed)

    return choose


def seatings(players: int) -> list[tuple[bool, ...]]:
    """For each rotation, which seats bot A takes."""
    step = 2 if players % 2 == 0 else players
    return [tuple((seat + r) % step == 0 for seat in range(players)) for r in range(step)]


def play_deal(game: str, players: int, seed: int, a_seats: tuple[bool, ...],
              bots: dict[bool, Player], times: dict[bool, list[float]]) -> float:
    """One deal with bot A at ``a_seats``; returns A's mean score less B's (signed)."""
    match = new_match(game, players, seed=seed)
    match.start_deal(seed=seed, dealer=seed % players)
    rng = random.Random(seed)
    while match.to_act is not None:
        mine = a_seats[match.to_act]
        legal = match.legal()
        decision_rng = random.Random(rng.getrandbits(64))
        start = time.thread_time()
        action = bots[mine](match, legal, decision_rng)
        if len(legal) > 1:
            times[mine].append(time.thread_time() - start)
        match.apply(action)
    scores = match.deal_scores
    a = statistics.fmean(s for s, mine in zip(scores, a_seats, strict=True) if mine)
    b = statistics.fmean(s for s, mine in zip(scores, a_seats, strict=True) if not mine)
    sign = -1 if GAMES[game].info.score.lower_is_better else 1
    return sign * (a - b)


def deal_seed(seed: int, index: int) -> int:
    """The seed of the ``index``-th duplicate deal of a run."""
    return seed * 100_003 + index


def duplicate_deal(task: tuple[str, int, str, str, int, int]) -> DealOutcome:
    """One deal played in every rotation of the two bots (a process pool's task)."""
    game, players, a, b, seed, index = task
    bots = {True: player(game, a), False: player(game, b)}
    times: dict[bool, list[float]] = {True: [], False: []}
    rotations = [play_deal(game, players, deal_seed(seed, index), seats, bots, times)
                 for seats in seatings(players)]
    return DealOutcome(index, statistics.fmean(rotations), tuple(times[True]),
                       tuple(times[False]))


class Checkpoint:
    """Deal outcomes kept in a file of JSON lines, one per deal, appended as they come."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.done: dict[tuple, DealOutcome] = {}
        if path is not None and path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    row = json.loads(line)
                    key = (row["game"], row["players"], row["a"], row["b"], row["seed"],
                           row["index"])
                    self.done[key] = DealOutcome(row["index"], row["result"],
                                                 tuple(row["a_times"]), tuple(row["b_times"]))
                except (ValueError, KeyError, TypeError):
                    continue  # a line cut short by an interruption

    def add(self, key: tuple, outcome: DealOutcome) -> None:
        """Keep one deal's outcome."""
        self.done[key] = outcome
        if self.path is not None:
            game, players, a, b, seed, _ = key
            row = {"game": game, "players": players, "a": a, "b": b, "seed": seed,
                   "index": outcome.index, "result": outcome.result,
                   "a_times": outcome.a_times, "b_times": outcome.b_times}
            with self.path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(row) + "\n")


@dataclass
class Runner:
    """Plays the deals of pairings, in processes or not, through a checkpoint."""

    jobs: int = 1
    checkpoint: Checkpoint = field(default_factory=lambda: Checkpoint(None))
    progress: Callable[[str], None] | None = None

    def outcomes(self, game: str, players: int, a: str, b: str, deals: int,
                 seed: int) -> list[DealOutcome]:
        """The outcomes of the pairing's ``deals`` deals, those not kept yet played now."""
        tasks = [(game, players, a, b, seed, i) for i in range(deals)
                 if (game, players, a, b, seed, i) not in self.checkpoint.done]
        for outcome in self._play(tasks):
            self.checkpoint.add((game, players, a, b, seed, outcome.index), outcome)
            done = sum(1 for k in self.checkpoint.done if k[:5] == (game, players, a, b, seed))
            if self.progress and done % 20 == 0:
                self.progress(f"{game} {a}-{b}: {done} deals")
        return [self.checkpoint.done[(game, players, a, b, seed, i)] for i in range(deals)]

    def _play(self, tasks: list[tuple[str, int, str, str, int, int]]
              ) -> Iterator[DealOutcome]:
        if self.jobs <= 1 or len(tasks) <= 1:
            yield from map(duplicate_deal, tasks)
            return
        with Pool(self.jobs) as pool:
            yield from pool.imap_unordered(duplicate_deal, tasks)


def figures(game: str, players: int, a: str, b: str, outcomes: Sequence[DealOutcome]
            ) -> PairFigures:
    """The pairing's mean result with its 95 % CI and its bots' CPU percentiles."""
    results = [o.result for o in outcomes]
    mean = statistics.fmean(results)
    half = Z95 * statistics.stdev(results) / len(results) ** 0.5 if len(results) > 1 else 0.0
    a_times = [t for o in outcomes for t in o.a_times]
    b_times = [t for o in outcomes for t in o.b_times]
    return PairFigures(game, players, a, b, len(results), mean, mean - half, mean + half,
                       *percentiles(a_times), *percentiles(b_times))


def measure(game: str, a: str, b: str, deals: int, seed: int = 1,
            progress: Callable[[str], None] | None = None,
            players: int | None = None) -> PairFigures:
    """Bot ``a`` against bot ``b`` over ``deals`` duplicate deals (the game's usual
    number of players unless ``players`` is given)."""
    players = players or GAMES[game].info.usual_players
    outcomes = Runner(progress=progress).outcomes(game, players, a, b, deals, seed)
    return figures(game, players, a, b, outcomes)


def percentiles(times: Sequence[float]) -> tuple[float, float]:
    """The p50 and p95 of decision times, in milliseconds."""
    if not times:
        return 0.0, 0.0
    ordered = sorted(times)
    return (1000 * ordered[len(ordered) // 2],
            1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))])


def fieller(top: Sequence[float], base: Sequence[float]) -> tuple[float, float, float]:
    """The ratio of the means of two paired samples, mean(top) / mean(base), and its 95 %
    confidence interval by Fieller's theorem: the ratios r for which mean(top) − r ·
    mean(base) is not significantly different from 0, given the samples' variances and
    covariance. ``±inf`` bounds when mean(base) itself is not significantly above 0."""
    n = len(top)
    x, y = statistics.fmean(top), statistics.fmean(base)
    vxx = statistics.variance(top) / n
    vyy = statistics.variance(base) / n
    vxy = statistics.covariance(top, base) / n
    ratio = x / y if y else math.inf
    z2 = Z95 ** 2
    a = y * y - z2 * vyy
    b = -2 * (x * y - z2 * vxy)
    c = x * x - z2 * vxx
    discriminant = b * b - 4 * a * c
    if a <= 0 or discriminant < 0:
        return ratio, -math.inf, math.inf
    root = math.sqrt(discriminant)
    return ratio, (-b - root) / (2 * a), (-b + root) / (2 * a)


REFERENCE_ORDER = (TOP, BASE, *reversed(LADDER))
"""The pairings of ``--reference`` in the order they are played, the weightiest first (a
run cut short has them for every game): the top level and the reference against the
heuristic, then the ladder from the top down."""


def reference_report(games: Sequence[tuple[str, int]], deals: int, seed: int, runner: Runner,
                     out: Callable[[PairFigures | Ratio | dict], None]) -> None:
    """The strength ratio and the ladder of each game (``(game, players)``), pairing by
    pairing across the games, each figure given to ``out`` as it is complete; then, per
    game, every bot's CPU time per decision."""
    for a, b in REFERENCE_ORDER:
        for game, players in games:
            out(figures(game, players, a, b,
                        runner.outcomes(game, players, a, b, deals, seed)))
            if (a, b) == BASE:
                top = [o.result for o in runner.outcomes(game, players, *TOP, deals, seed)]
                base = [o.result for o in runner.outcomes(game, players, *BASE, deals, seed)]
                out(Ratio(game, players, deals, *fieller(top, base)))
    for game, players in games:
        levels: dict[str, list[float]] = {}
        for a, b in REFERENCE_ORDER:
            for o in runner.outcomes(game, players, a, b, deals, seed):
                levels.setdefault(a, []).extend(o.a_times)
                levels.setdefault(b, []).extend(o.b_times)
        out({"game": game, "cpu_ms": {name: percentiles(times)
                                      for name, times in levels.items() if name != "random"}})


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
    parser.add_argument("--reference", action="store_true",
                        help="the ladder and the strength ratio against the "
                             "perfect-information reference")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, help="number of players (default: usual)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing deals")
    parser.add_argument("--checkpoint", type=Path,
                        help="file keeping each deal's result (a run takes up from it)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    if args.deals < 2:
        parser.error("--deals must be at least 2")
    report = (lambda line: print(line, file=sys.stderr, flush=True)) if args.progress else None
    runner = Runner(args.jobs, Checkpoint(args.checkpoint), report)
    rows: list[PairFigures | Ratio | dict] = []

    def out(row: PairFigures | Ratio | dict) -> None:
        rows.append(row)
        if not args.json:
            _print(row, header=len(rows) == 1)

    games = [(game, args.players or GAMES[game].info.usual_players)
             for game in args.game or with_bots]
    if args.reference:
        reference_report(games, args.deals, args.seed, runner, out)
    for game, players in games if not args.reference else ():
        pairs = [tuple(p.split(":", 1)) for p in args.pair] if args.pair else list(PAIRINGS)
        for a, b in pairs:
            if not args.level or a in args.level:
                out(figures(game, players, a, b,
                            runner.outcomes(game, players, a, b, args.deals, args.seed)))
    if args.json:
        print(json.dumps([row if isinstance(row, dict) else asdict(row) for row in rows],
                         indent=2))
    return 0


def _print(row: PairFigures | Ratio | dict, header: bool) -> None:
    if header:
        print(f"{'game':<9} {'A':<9} {'B':<9} {'deals':>5} {'mean A−B':>9} {'95% CI':>17} "
              f"{'A p50/p95 ms':>14} {'B p50/p95 ms':>14}")
    if isinstance(row, PairFigures):
        print(f"{row.game:<9} {row.a:<9} {row.b:<9} {row.deals:>5} {row.mean:>+9.3f} "
              f"[{row.low:>+7.3f},{row.high:>+7.3f}] {row.a_p50_ms:>6.1f}/{row.a_p95_ms:<7.1f} "
              f"{row.b_p50_ms:>6.1f}/{row.b_p95_ms:<7.1f}", flush=True)
    elif isinstance(row, Ratio):
        print(f"{row.game:<9} strength ratio (maitre − heuristic)/(reference − heuristic) "
              f"= {row.ratio:.2f}, 95% CI [{row.low:.2f}, {row.high:.2f}] (Fieller), "
              f"{row.deals} deals", flush=True)
    else:
        cpu = ", ".join(f"{name} {p50:.1f}/{p95:.1f}" for name, (p50, p95)
                        in row["cpu_ms"].items())
        print(f"{row['game']:<9} CPU p50/p95 ms per decision: {cpu}", flush=True)
