"""The ``histcards`` command: the table (no arguments), ``replay``, ``--selftest``,
``--version``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from histcards import __version__


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser."""
    parser = argparse.ArgumentParser(
        prog="histcards",
        description="A card table for five historical French card games.",
    )
    parser.add_argument("--version", action="version", version=f"histcards {__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="play a short all-computer match of each game offscreen and "
                             "exit 0 only if all went well")
    parser.add_argument("--game", action="append", metavar="G",
                        help="with --selftest: only this game (may be repeated)")
    # For ``python -m histcards.bench startup``, which also times frozen bundles this way.
    parser.add_argument("--startup-probe", metavar="G", help=argparse.SUPPRESS)
    # For packaging/: whether text is drawn (not boxes), and the desktop entry, metainfo
    # and icons a downloaded bundle carries, for its installer.
    parser.add_argument("--font-check", nargs="?", const="", metavar="PNG",
                        help=argparse.SUPPRESS)
    parser.add_argument("--export-desktop-files", metavar="SHARE", help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command")
    replay = commands.add_parser(
        "replay", help="apply a deal record headlessly and print the resulting state as JSON")
    replay.add_argument("record", help="path of a histcards-record/1 JSON file, or - for stdin")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        return replay_command(args.record)
    if args.export_desktop_files:
        return export_command(Path(args.export_desktop_files))
    if args.game and not args.selftest:
        build_parser().error("--game goes with --selftest")
    try:
        return qt_command(args)
    except ImportError as error:  # Qt's libraries load the system's GL and X libraries
        from histcards.app.startup import cannot_start, library_problem, missing_library

        library = missing_library(str(error))
        if library is None:
            raise
        return cannot_start(library_problem(library))


def qt_command(args: argparse.Namespace) -> int:
    """The commands that start Qt: the table, ``--selftest`` and the probes."""
    from histcards.app.fonts import use_empty_fontconfig_if_none

    use_empty_fontconfig_if_none()
    if args.startup_probe:
        from histcards.bench.startup import child

        return child(args.startup_probe)
    if args.selftest:
        from histcards.app.selftest import run_selftest

        return run_selftest(args.game)
    if args.font_check is not None:
        from histcards.app.fonts import font_check

        return font_check(args.font_check or None)
    from histcards.app.main import run_app

    return run_app()


def export_command(share: Path) -> int:
    """``histcards --export-desktop-files SHARE``: write the desktop integration there."""
    from histcards.resources import export_desktop_files

    try:
        for path in export_desktop_files(share):
            print(path)
    except OSError as error:
        print(f"histcards: cannot write the desktop files in {share}: "
              f"{error.strerror or error}", file=sys.stderr)
        return 1
    return 0


def replay_command(path: str) -> int:
    """``histcards replay RECORD``: print the state as JSON; exit 2 with one line on bad input."""
    from histcards.engine.match import replay_record
    from histcards.engine.report import state_report

    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
        record = json.loads(text)
    except (OSError, UnicodeDecodeError) as error:
        return _fail(f"cannot read {path}: {getattr(error, 'strerror', None) or error}")
    except json.JSONDecodeError as error:
        return _fail(f"{path} is not valid JSON: {error.msg} at line {error.lineno}")
    try:
        match, error = replay_record(record)
    except Exception as crash:  # a record must never produce a traceback
        return _fail(f"the record could not be replayed: {crash}")
    if error is not None:
        if match is not None and error.action is not None:
            print(json.dumps(state_report(match), ensure_ascii=False))
        return _fail(str(error))
    print(json.dumps(state_report(match), ensure_ascii=False))
    return 0


def _fail(message: str) -> int:
    print(f"histcards replay: {message}", file=sys.stderr)
    return 2
