"""A hash of the bots' decisions, to prove that a change to the engine (or to the bots'
speed) leaves every computer player deciding exactly as before.

    python tests/bot_decisions.py [--per-level N]

Run it with the script of the tree before a change (``OLD_TREE/tests/bot_decisions.py``:
it imports the tree it lies in) and after it: the two lines must be the same. For every
registered game at its usual player count and every bot level (``BOT_LEVELS``), bots of
that level play matches from fixed seeds for ``N`` decisions, each with its own seeded
random numbers and a budget of iterations only (no clock, so the decisions are
reproducible); the hash covers each decision and every event the match reported.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from histcards.ai import BOT_LEVELS, Budget, game_bot
from histcards.engine import GAMES, new_match

BUDGET = Budget(iterations=6)
"""Enough for the searching levels to search, little enough to run in seconds."""


def decisions_hash(per_level: int) -> tuple[int, str]:
    """How many decisions were taken, and the hash of them and of the events reported."""
    hasher = hashlib.sha256()
    total = 0
    for game in GAMES:
        players = GAMES[game].info.usual_players
        for level in BOT_LEVELS:
            bot = game_bot(game, level)
            rng = random.Random(f"{game}:{level}")
            match = new_match(game, players, seed=len(game) * 7 + len(level))
            taken = 0
            while taken < per_level:
                if match.over:
                    match = new_match(game, players, seed=rng.getrandbits(32))
                if match.to_act is None:
                    events = match.start_deal()
                    hasher.update(json.dumps([e.to_json() for e in events]).encode())
                    continue
                seat = match.to_act
                choice = bot.choose(
                    match.observation(seat),
                    match.legal(),
                    random.Random(rng.getrandbits(32)),
                    BUDGET,
                )
                events = match.apply(choice)
                hasher.update(f"{game}|{level}|{seat}|{choice}\n".encode())
                hasher.update(json.dumps([e.to_json() for e in events]).encode())
                taken += 1
            total += taken
    return total, hasher.hexdigest()


def main(argv: list[str]) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python tests/bot_decisions.py")
    parser.add_argument("--per-level", type=int, default=50)
    args = parser.parse_args(argv)
    total, hasher = decisions_hash(args.per_level)
    print(f"{total} decisions {hasher}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
