"""Soak: random and computer-played deals of every game, at every player count and with
options drawn at random, every invariant of ``histcards.engine.invariants`` checked.

::

    python -m histcards.bench soak --deals 100000            # shared among the five games
    python -m histcards.bench soak --deals 5000 --game hoc --jobs 2 --json

Each match draws its player count and a value for every option (a choice or a flag at
random; a number among its least, its greatest, its default and one between), and each
seat plays at random or as a computer (``novice`` or ``heuristic``, which decide at once).
After every step the cards and chips are checked; at random one step in ``--check-every``
also refusals, clones and what each seat sees; at the end of each match (or after
``--match-deals`` deals) replaying its record must rebuild it exactly. A break (a broken
invariant, any exception, a computer choosing an illegal action) is reported with the
deal record of the match as it stood, written to ``--out``, from which ``histcards
replay`` starts the same match again, and the soak goes on.

Figures per game: deals, decisions, matches, distinct set-ups, the player counts and the
values of choice and flag options met (of all there are), the longest deal, breaks, and
deals per second of CPU time (per worker).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from histcards.ai import game_bot
from histcards.ai.base import UNLIMITED, Bot
from histcards.engine import GAMES, Match
from histcards.engine.invariants import (
    check_replay_reproduces,
    check_step,
    chip_total,
    random_step,
)
from histcards.engine.options import Option

BOT_LEVELS = ("novice", "heuristic")
"""Computer levels that decide without searching, fast enough for a soak."""
CHUNK_DEALS = 2_000
"""Deals per task given to a worker, unless ``--chunk`` says otherwise."""


@dataclass
class Tally:
    """What a soak of one game did."""

    game: str
    deals: int = 0
    decisions: int = 0
    matches: int = 0
    longest_deal: int = 0
    """Most decisions taken in one deal."""
    breaks: int = 0
    cpu_seconds: float = 0.0
    setups: set[str] = field(default_factory=set)
    """The distinct (player count, options) played."""
    values: set[str] = field(default_factory=set)
    """The values of choice and flag options met, as ``key=value``."""
    break_files: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        """Count ``other`` (of the same game) in this tally."""
        self.deals += other.deals
        self.decisions += other.decisions
        self.matches += other.matches
        self.longest_deal = max(self.longest_deal, other.longest_deal)
        self.breaks += other.breaks
        self.cpu_seconds += other.cpu_seconds
        self.setups |= other.setups
        self.values |= other.values
        self.break_files += other.break_files


@dataclass(frozen=True)
class Task:
    """One worker's share: ``deals`` deals of ``game`` from ``seed``."""

    game: str
    deals: int
    seed: int
    check_every: int
    match_deals: int
    bot_share: float
    out: str


def option_values(spec: Option, players: int, rng: random.Random) -> list[Any]:
    """The values a soak draws an option's value from."""
    if spec.kind == "choice":
        return list(spec.values)
    if spec.kind == "bool":
        return [True, False]
    if spec.kind == "int":
        low = spec.minimum if spec.minimum is not None else 0
        high = spec.maximum if spec.maximum is not None else low + 100
        return [low, high, spec.default_for(players), rng.randint(low, high)]
    return [spec.default_for(players)]


def draw_setup(game: str, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A player count and options the game accepts, drawn at random."""
    rules = GAMES[game]
    while True:
        players = rng.choice(rules.info.players)
        options = {spec.key: rng.choice(option_values(spec, players, rng))
                   for spec in rules.info.options}
        try:
            Match(rules, players, options)
        except ValueError:
            continue
        return players, options


def soak(task: Task) -> Tally:
    """Play ``task.deals`` deals of one game, checking everything; the tally."""
    rng = random.Random(task.seed)
    tally = Tally(task.game)
    start = time.process_time()
    while tally.deals < task.deals:
        players, options = draw_setup(task.game, rng)
        seed = rng.getrandbits(32)
        bots = [game_bot(task.game, rng.choice(BOT_LEVELS)) if rng.random() < task.bot_share
                else None for _ in range(players)]
        tally.matches += 1
        tally.setups.add(json.dumps([players, options], sort_keys=True, default=str))
        tally.values |= {f"{spec.key}={options[spec.key]}"
                         for spec in GAMES[task.game].info.options
                         if spec.kind in ("choice", "bool")}
        play_match(task, Match(GAMES[task.game], players, options, seed=seed), bots,
                   random.Random(seed), tally)
    tally.cpu_seconds = time.process_time() - start
    return tally


def play_match(task: Task, match: Match, bots: list[Bot | None], rng: random.Random,
               tally: Tally) -> None:
    """Play one match (up to ``task.match_deals`` deals, the last one to its end),
    counting into ``tally``; a break is written down and ends the match."""
    chips = chip_total(match)
    deals = decisions = 0
    try:
        while not match.over:
            if match.to_act is None:
                if deals >= task.match_deals or tally.deals >= task.deals:
                    break
                random_step(match, rng)
                deals += 1
                tally.deals += 1
                decisions = 0
            else:
                decide(match, bots[match.to_act], rng)
                decisions += 1
                tally.decisions += 1
                tally.longest_deal = max(tally.longest_deal, decisions)
            check_step(match, chips, rng, thorough=rng.randrange(task.check_every) == 0)
        check_replay_reproduces(match)
    except Exception as error:  # every fault is a finding, written down for replay
        tally.breaks += 1
        tally.break_files.append(write_break(task, match, error, tally.breaks))


def decide(match: Match, bot: Bot | None, rng: random.Random) -> None:
    """The seat to act decides: at random, or its computer player."""
    legal = match.legal()
    if bot is None:
        match.apply(rng.choice(legal))
        return
    action = bot.choose(match.observation(match.to_act), legal, rng, UNLIMITED)
    if action not in legal:
        raise AssertionError(f"the computer chose {action}, which is not legal")
    match.apply(action)


def write_break(task: Task, match: Match, error: Exception, number: int) -> str:
    """Write what broke and the match's record to ``task.out``; the file's path."""
    try:
        record: Any = match.to_record()
    except Exception as failure:  # the record itself may be what broke
        record = f"no record: {type(failure).__name__}: {failure}"
    folder = Path(task.out)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{task.game}-{task.seed}-{number}.json"
    path.write_text(json.dumps({"error": f"{type(error).__name__}: {error}",
                                "record": record}, indent=1, default=str), encoding="utf-8")
    return str(path)


def tasks(games: list[str], deals: int, args: argparse.Namespace) -> Iterator[Task]:
    """The work: each game's share of ``deals`` in chunks of ``--chunk`` deals, the games
    taking turns (so a soak stopped early has played every game)."""
    seeds = random.Random(args.seed)
    share, extra = divmod(deals, len(games))
    left = {game: share + (index < extra) for index, game in enumerate(games)}
    while any(left.values()):
        for game in games:
            chunk = min(args.chunk, left[game])
            if chunk:
                left[game] -= chunk
                yield Task(game, chunk, seeds.getrandbits(48), args.check_every,
                           args.match_deals, args.bot_share, args.out)


def main(argv: list[str]) -> int:
    """Run the soak; exit status 1 if anything broke."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench soak")
    parser.add_argument("--deals", type=int, default=10_000,
                        help="deals in all, shared equally among the games")
    parser.add_argument("--game", action="append", choices=sorted(GAMES),
                        help="only this game (may be repeated)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check-every", type=int, default=10,
                        help="check refusals, clones and observations at one step in N")
    parser.add_argument("--match-deals", type=int, default=12,
                        help="deals played per match at most")
    parser.add_argument("--bot-share", type=float, default=0.3,
                        help="share of the seats played by computers")
    parser.add_argument("--out", default="soak-breaks", help="folder for break records")
    parser.add_argument("--chunk", type=int, default=CHUNK_DEALS,
                        help="deals per task given to a worker")
    parser.add_argument("--checkpoint", type=Path,
                        help="write the figures so far (JSON) here after every task")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    games = args.game or sorted(GAMES)
    totals = {game: Tally(game) for game in games}
    started = time.perf_counter()
    work = list(tasks(games, args.deals, args))
    with multiprocessing.Pool(args.jobs) as pool:
        for done, tally in enumerate(pool.imap_unordered(soak, work), start=1):
            totals[tally.game].add(tally)
            if args.checkpoint:
                write_checkpoint(args.checkpoint, list(totals.values()),
                                 time.perf_counter() - started, done, len(work))
            if args.progress:
                print(f"{done}/{len(work)} tasks, {sum(t.deals for t in totals.values())} "
                      f"deals, {sum(t.breaks for t in totals.values())} breaks",
                      file=sys.stderr, flush=True)
    wall = time.perf_counter() - started
    report(list(totals.values()), wall, args.json)
    return 1 if any(t.breaks for t in totals.values()) else 0


def option_count(game: str) -> int:
    """How many values the choice and flag options of ``game`` have in all."""
    return sum(len(spec.choices) if spec.kind == "choice" else 2
               for spec in GAMES[game].info.options if spec.kind in ("choice", "bool"))


def write_checkpoint(path: Path, tallies: list[Tally], wall: float, done: int,
                     tasks_in_all: int) -> None:
    """The figures so far, replacing the previous checkpoint at once."""
    figures = {"wall_seconds": round(wall, 1), "tasks_done": done, "tasks": tasks_in_all,
               "games": figure_rows(tallies)}
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    partial.replace(path)


def figure_rows(tallies: list[Tally]) -> list[dict[str, Any]]:
    """One row of figures per game."""
    return [{"game": t.game, "deals": t.deals, "decisions": t.decisions,
             "matches": t.matches, "setups": len(t.setups),
             "option_values_met": len(t.values), "option_values": option_count(t.game),
             "player_counts_met": sorted({json.loads(setup)[0] for setup in t.setups}),
             "longest_deal": t.longest_deal, "breaks": t.breaks,
             "deals_per_cpu_s": round(t.deals / t.cpu_seconds, 1) if t.cpu_seconds else 0.0,
             "cpu_seconds": round(t.cpu_seconds, 1), "break_files": t.break_files}
            for t in tallies]


def report(tallies: list[Tally], wall: float, as_json: bool) -> None:
    """Print the figures."""
    rows = figure_rows(tallies)
    if as_json:
        print(json.dumps({"wall_seconds": round(wall, 1), "games": rows}, indent=2))
        return
    print(f"{'game':<10}{'deals':>10}{'decisions':>12}{'matches':>9}{'set-ups':>9}"
          f"{'options':>9}{'longest':>9}{'breaks':>8}{'deals/cpu s':>13}")
    for r in rows:
        met = f"{r['option_values_met']}/{r['option_values']}"
        print(f"{r['game']:<10}{r['deals']:>10}{r['decisions']:>12}{r['matches']:>9}"
              f"{r['setups']:>9}{met:>9}{r['longest_deal']:>9}{r['breaks']:>8}"
              f"{r['deals_per_cpu_s']:>13.1f}")
        for path in r["break_files"]:
            print(f"  break: {path}")
    print(f"{sum(r['deals'] for r in rows)} deals in {wall:.0f} s")

