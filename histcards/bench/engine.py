"""Engine throughput: random legal playouts per game (deals/s, decisions/s counting
``legal()`` + ``apply()``, in CPU time), the cost of ``clone()``, and, with
``--vs-openspiel``, each game's speed against OpenSpiel's Hearts (a C++ engine) driven
from Python the same way.

The comparison interleaves the runs — a slice of the game, a slice of Hearts, round after
round — and counts CPU time (``time.process_time``), so that a machine whose load changes
during the benchmark weighs on both alike. A decision is a call of ``apply()`` (OpenSpiel:
``apply_action`` at a player's node); dealing (the engine's shuffle, OpenSpiel's chance
nodes) and starting new matches count in the time, not in the decisions.
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

from histcards.engine import GAMES, Match, new_match

Slice = Callable[[float], tuple[int, int, float]]
"""Play for about the given CPU seconds; returns (deals, decisions, CPU seconds)."""


@dataclass(frozen=True)
class EngineFigures:
    """One game's measured throughput (per CPU second)."""

    game: str
    players: int
    deals: int
    actions: int
    seconds: float
    deals_per_s: float
    actions_per_s: float
    clone_us: float
    vs_hearts: float | None = None
    """Decisions per CPU second over OpenSpiel Hearts' (``--vs-openspiel``), else None."""


def random_play(game: str, players: int, seed: int = 1) -> Slice:
    """A slice-by-slice random playout of ``game``: matches after matches, each deal
    shuffled from a seed, each decision a uniformly random legal action."""
    rng = random.Random(seed)
    state = {"match": new_match(game, players, seed=seed)}

    def play(seconds: float) -> tuple[int, int, float]:
        clock = time.process_time
        start = clock()
        deals = decisions = 0
        match: Match = state["match"]
        choice = rng.choice
        while clock() - start < seconds:
            if match.over:
                match = new_match(game, players, seed=rng.getrandbits(32))
            match.start_deal(seed=rng.getrandbits(32))
            deals += 1
            while match.to_act is not None:
                match.apply(choice(match.legal()))
                decisions += 1
        state["match"] = match
        return deals, decisions, clock() - start

    return play


def hearts_play(seed: int = 1) -> Slice:
    """The same for OpenSpiel's Hearts (``pyspiel``), chance nodes drawn at random."""
    import pyspiel  # the optional ``bench`` extra

    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)

    def play(seconds: float) -> tuple[int, int, float]:
        clock = time.process_time
        start = clock()
        deals = decisions = 0
        choice = rng.choice
        while clock() - start < seconds:
            state = game.new_initial_state()
            deals += 1
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(choice(state.legal_actions()))
                    decisions += 1
        return deals, decisions, clock() - start

    return play


def measure(game: str, players: int, seconds: float, seed: int = 1) -> EngineFigures:
    """Random playouts of ``game`` for about ``seconds`` of CPU time."""
    deals, decisions, spent = random_play(game, players, seed)(seconds)
    return EngineFigures(game, players, deals, decisions, spent, deals / spent,
                         decisions / spent, _clone_cost(game, players, seed))


def versus_hearts(games: list[tuple[str, int]], seconds: float, rounds: int,
                  seed: int = 1) -> list[EngineFigures]:
    """Each game's random play against OpenSpiel's Hearts, interleaved: in each round a
    slice of every game, each followed by a slice of Hearts; a game's ratio is its median
    over the rounds of its decisions/s over the Hearts slice right after it."""
    hearts = hearts_play(seed)
    plays = {game: random_play(game, players, seed) for game, players in games}
    ratios: dict[str, list[float]] = {game: [] for game, _ in games}
    totals = {game: [0, 0, 0.0] for game, _ in games}
    for _ in range(rounds):
        for game, _players in games:
            deals, decisions, spent = plays[game](seconds)
            _, hearts_decisions, hearts_spent = hearts(seconds)
            ratios[game].append((decisions / spent) / (hearts_decisions / hearts_spent))
            total = totals[game]
            total[0] += deals
            total[1] += decisions
            total[2] += spent
    figures = []
    for game, players in games:
        deals, decisions, spent = totals[game]
        figures.append(EngineFigures(game, players, int(deals), int(decisions), spent,
                                     deals / spent, decisions / spent,
                                     _clone_cost(game, players, seed),
                                     statistics.median(ratios[game])))
    return figures


def _clone_cost(game: str, players: int, seed: int) -> float:
    """Microseconds of CPU per ``clone()`` of a match in the middle of a deal."""
    rng = random.Random(seed)
    match = new_match(game, players, seed=seed)
    match.start_deal(seed=seed)
    for _ in range(len(match.hand(0)) // 2 * players):
        if match.to_act is None:
            break
        match.apply(rng.choice(match.legal()))
    repeats = 20_000
    start = time.process_time()
    for _ in range(repeats):
        match.clone()
    return (time.process_time() - start) / repeats * 1e6


def main(argv: list[str]) -> int:
    """Print the table (or JSON) for every game, or one."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench engine")
    parser.add_argument("--game", choices=list(GAMES))
    parser.add_argument("--players", type=int, help="player count (default: the game's usual)")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time per game")
    parser.add_argument("--vs-openspiel", action="store_true",
                        help="compare with OpenSpiel's Hearts (the 'bench' extra)")
    parser.add_argument("--rounds", type=int, default=5,
                        help="with --vs-openspiel: interleaved rounds")
    parser.add_argument("--slice", type=float, default=0.5,
                        help="with --vs-openspiel: CPU seconds of each slice")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [(gid, args.players or GAMES[gid].info.usual_players)
             for gid in ([args.game] if args.game else list(GAMES))]
    if args.vs_openspiel:
        try:
            import pyspiel  # noqa: F401
        except ImportError:
            print("--vs-openspiel needs OpenSpiel: pip install -e '.[bench]'", file=sys.stderr)
            return 2
        figures = versus_hearts(games, args.slice, args.rounds)
    else:
        figures = [measure(gid, players, args.seconds) for gid, players in games]
    if args.json:
        print(json.dumps([asdict(f) for f in figures], indent=2))
        return 0
    print(f"{'game':<10} {'players':>7} {'deals/s':>10} {'decisions/s':>12} {'clone µs':>9}"
          + (f" {'× Hearts':>9}" if args.vs_openspiel else ""))
    for f in figures:
        print(f"{f.game:<10} {f.players:>7} {f.deals_per_s:>10.0f} {f.actions_per_s:>12.0f} "
              f"{f.clone_us:>9.1f}" + (f" {f.vs_hearts:>9.2f}" if f.vs_hearts else ""))
    if args.vs_openspiel:
        print("CPU time, interleaved slices; × Hearts: the median over the rounds of the "
              "game's decisions/s over OpenSpiel Hearts' in the slice after it (goal ≥ 0.5).")
    return 0
