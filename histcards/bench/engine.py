"""Engine throughput: random legal playouts per game (deals/s, actions/s counting
``legal()`` + ``apply()``), and the cost of ``clone()``."""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import asdict, dataclass

from histcards.engine import GAMES, Match, new_match


@dataclass(frozen=True)
class EngineFigures:
    """One game's measured throughput."""

    game: str
    players: int
    deals: int
    actions: int
    seconds: float
    deals_per_s: float
    actions_per_s: float
    clone_us: float


def _playout_deal(match: Match, rng: random.Random) -> int:
    """Play one deal with random legal decisions; returns the decisions taken."""
    match.start_deal(seed=rng.getrandbits(32))
    steps = 0
    choice = rng.choice
    while match.to_act is not None:
        match.apply(choice(match.legal()))
        steps += 1
    return steps


def measure(game: str, players: int, seconds: float, seed: int = 1) -> EngineFigures:
    """Random playouts of ``game`` for about ``seconds``."""
    rng = random.Random(seed)
    match = new_match(game, players, seed=seed)
    deals = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if match.over:
            match = new_match(game, players, seed=rng.getrandbits(32))
        actions += _playout_deal(match, rng)
        deals += 1
    elapsed = time.perf_counter() - start
    return EngineFigures(game, players, deals, actions, elapsed, deals / elapsed,
                         actions / elapsed, _clone_cost(game, players, seed))


def _clone_cost(game: str, players: int, seed: int) -> float:
    """Microseconds per ``clone()`` of a match in the middle of a deal."""
    rng = random.Random(seed)
    match = new_match(game, players, seed=seed)
    match.start_deal(seed=seed)
    for _ in range(len(match.hand(0)) // 2 * players):
        if match.to_act is None:
            break
        match.apply(rng.choice(match.legal()))
    repeats = 20_000
    start = time.perf_counter()
    for _ in range(repeats):
        match.clone()
    return (time.perf_counter() - start) / repeats * 1e6


def main(argv: list[str]) -> int:
    """Print the table (or JSON) for every game, or one."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench engine")
    parser.add_argument("--game", choices=list(GAMES))
    parser.add_argument("--players", type=int, help="player count (default: the game's usual)")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = []
    for gid in [args.game] if args.game else list(GAMES):
        players = args.players or GAMES[gid].info.usual_players
        figures.append(measure(gid, players, args.seconds))
    if args.json:
        print(json.dumps([asdict(f) for f in figures], indent=2))
        return 0
    print(f"{'game':<10} {'players':>7} {'deals/s':>10} {'actions/s':>11} {'clone µs':>9}")
    for f in figures:
        print(f"{f.game:<10} {f.players:>7} {f.deals_per_s:>10.0f} {f.actions_per_s:>11.0f} "
              f"{f.clone_us:>9.1f}")
    return 0

