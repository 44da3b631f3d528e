"""A corpus of random deal records and what ``histcards replay`` prints for each, to prove
that a change to the engine leaves the replay contract (architecture §9.5) byte for byte
as it was.

    python tests/replay_corpus.py write DIR [--per-config N]   # records, from this code
    python tests/replay_corpus.py replay DIR OUT                # replay outputs, this code
    python tests/replay_corpus.py compare OUT_A OUT_B            # byte-identical?

Run ``write`` and ``replay`` with the script of the tree before a change
(``OLD_TREE/tests/replay_corpus.py``: it imports the tree it lies in), then ``replay`` with
the code after it, and ``compare``. The script uses only the engine's
public surface (``new_match``, ``legal``, ``apply``, ``to_record``) and the command's own
entry point, so it runs on any version. The records cover every game, player count and
option variant (``tests/playout.py``), decisions chosen uniformly at random or with fewer
raises (so that Hoc's auctions end and its play is reached), deals dealt from a seed or
from explicit cards, records that stop in the middle of a deal, and records ending with an
illegal action.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from histcards import cli
from histcards.cards import CARD_NAMES
from histcards.engine import new_match
from histcards.engine.match import replay_record
from tests.playout import all_configurations

MAX_DECISIONS = 400
"""Decisions per record at most (random Hoc auctions can go on for thousands)."""


def _choose(legal: list, rng: random.Random, calm: bool) -> Any:
    """A random legal action; ``calm`` picks a raise or a bet only one time in ten."""
    if calm:
        quiet = [a for a in legal if a.kind not in ("raise", "bet", "declare")]
        if quiet and rng.random() < 0.9:
            return rng.choice(quiet)
    return rng.choice(legal)


def random_record(game: str, players: int, options: dict, seed: int) -> dict:
    """A record of random play, stopping at a random decision (or the match's end), some
    deals given as explicit cards, sometimes ending with an illegal action."""
    rng = random.Random(seed)
    calm = rng.random() < 0.7
    match = new_match(game, players, options, seed=seed)
    stop = rng.randrange(1, MAX_DECISIONS)
    layouts: dict[int, dict] = {}
    for _ in range(stop):
        if match.over:
            break
        if match.to_act is None:
            match.start_deal()
            if rng.random() < 0.3:
                layouts[match.deal_index] = _layout_of(match)
            continue
        match.apply(_choose(match.legal(), rng, calm))
    record = match.to_record()
    for index, layout in layouts.items():
        deal = record["deals"][index]
        deal.pop("seed", None)
        deal.update(layout)
    if rng.random() < 0.15 and record["deals"] and match.legal():
        allowed = {str(a) for a in match.legal()}
        wrong = [
            t
            for t in (
                "pass",
                "play AS",
                "bet 999",
                "raise 1 quinte K",
                "hold",
                "declare 20",
                "discard 7S 8S",
                "allin",
            )
            if t not in allowed
        ]
        record["deals"][-1]["actions"].append(rng.choice(wrong))
    return record


def _layout_of(match: Any) -> dict:
    """The deal just dealt, as explicit cards (the deal's own layout, kept by the match)."""
    layout = match.deals[-1].layout
    if layout is None:  # a deal dealt from a seed: deal its pack again
        seed = match.deals[-1].seed
        pack = list(match.game.pack(match.players, match.options))
        random.Random(seed).shuffle(pack)
        layout = match.game.deal_from_pack(match, match.dealer, pack)
    data: dict[str, Any] = {
        "hands": [[CARD_NAMES[c] for c in hand] for hand in layout.hands],
        "stock": [CARD_NAMES[c] for c in layout.stock],
    }
    if layout.turnup is not None:
        data["turnup"] = CARD_NAMES[layout.turnup]
    return data


def write(folder: Path, per_config: int) -> int:
    """Write the corpus's records; returns how many."""
    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for index, (game, players, options) in enumerate(all_configurations()):
        for k in range(per_config):
            record = random_record(game, players, options, seed=index * 1000 + k)
            path = folder / f"{count:05d}-{game}-{players}p.json"
            path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
            count += 1
    return count


def replay_output(path: Path) -> bytes:
    """What ``histcards replay PATH`` writes (its exit status, stdout and stderr), then the
    record the replayed match writes back (``Match.to_record``), as far as it replays."""
    out, err = io.BytesIO(), io.BytesIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8")
    stderr = io.TextIOWrapper(err, encoding="utf-8")
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        status = cli.main(["replay", str(path)])
        stdout.flush()
        stderr.flush()
    match, _ = replay_record(json.loads(path.read_text(encoding="utf-8")))
    written = json.dumps(match.to_record(), ensure_ascii=False) if match is not None else ""
    return (
        f"{status}\n".encode()
        + out.getvalue()
        + b"\n--\n"
        + err.getvalue()
        + b"\n--\n"
        + written.encode()
    )


def replay(folder: Path, output: Path) -> int:
    """Replay every record of the corpus; one output file per record."""
    output.mkdir(parents=True, exist_ok=True)
    records = sorted(folder.glob("*.json"))
    for path in records:
        (output / f"{path.stem}.out").write_bytes(replay_output(path))
    return len(records)


def compare(first: Path, second: Path) -> list[str]:
    """The outputs that differ (or exist on one side only)."""
    names = sorted({p.name for p in first.glob("*.out")} | {p.name for p in second.glob("*.out")})
    return [
        name
        for name in names
        if not (first / name).exists()
        or not (second / name).exists()
        or (first / name).read_bytes() != (second / name).read_bytes()
    ]


def main(argv: list[str]) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python tests/replay_corpus.py")
    commands = parser.add_subparsers(dest="command", required=True)
    writing = commands.add_parser("write")
    writing.add_argument("folder", type=Path)
    writing.add_argument("--per-config", type=int, default=3)
    replaying = commands.add_parser("replay")
    replaying.add_argument("folder", type=Path)
    replaying.add_argument("output", type=Path)
    comparing = commands.add_parser("compare")
    comparing.add_argument("first", type=Path)
    comparing.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    if args.command == "write":
        print(f"{write(args.folder, args.per_config)} records written")
    elif args.command == "replay":
        print(f"{replay(args.folder, args.output)} records replayed")
    else:
        different = compare(args.first, args.second)
        total = len(list(args.first.glob("*.out")))
        print(f"{total} outputs compared, {len(different)} differ")
        for name in different[:20]:
            print("  ", name)
        return 1 if different else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
