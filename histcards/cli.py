"""The ``histcards`` command: the table (no arguments), ``replay``, ``--selftest``,
``--version``."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from histcards import __version__
from histcards.collection import hold_collection, release_collection


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
    if argv is None:  # the program's own process (tests give their arguments)
        from histcards.class_code import keep_compiled_classes
        from histcards.folders import cache_dir

        hold_collection()  # until the table is painted, if it is shown
        keep_compiled_classes(cache_dir())
    args = build_parser().parse_args(argv)
    if not shows_table(args):
        release_collection()
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


def shows_table(args: argparse.Namespace) -> bool:
    """Whether the command opens the table's window (the program, the start-up probe)."""
    return (args.command is None and not args.export_desktop_files and not args.selftest
            and args.font_check is None)


def qt_command(args: argparse.Namespace) -> int:
    """The commands that start Qt: the table, ``--selftest`` and the probes."""
    from histcards.app.pyside_guard import skip_feature_scan

    skip_feature_scan()  # before the Qt layers' modules are imported
    from histcards.app.fonts import use_empty_fontconfig_if_none

    use_empty_fontconfig_if_none()
    if args.startup_probe:
        from histcards.bench.probe import child

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
    """``histcards replay RECORD``: print the state as JSON and return 0; on bad input,
    exit status 2 with one line on stderr (for an illegal action, the state before it is
    printed first). No input ever produces a traceback, and nothing of it is quoted
    beyond a short escaped excerpt."""
    from histcards.checked_json import excerpt, parse
    from histcards.engine.match import replay_record
    from histcards.engine.record import MAX_RECORD_BYTES
    from histcards.storage import read_json, read_stream

    shown = excerpt(path, 200)
    try:
        record = (parse(read_stream(sys.stdin.buffer, MAX_RECORD_BYTES)) if path == "-"
                  else read_json(Path(path), MAX_RECORD_BYTES))
    except OSError as error:
        return _fail(f"cannot read {shown}: {error.strerror or type(error).__name__}")
    except ValueError as error:
        return _fail(f"{shown} is not a record: {error}")
    try:
        match, error = replay_record(record)
        if match is not None and (error is None or error.action is not None):
            _print(_state_text(match))
    except Exception as crash:  # the last guard: a record never produces a traceback
        return _fail(f"the record could not be replayed: {type(crash).__name__}: "
                     f"{excerpt(str(crash), 200)}")
    return 0 if error is None else _fail(str(error))


def _state_text(match: object) -> str:
    from histcards.engine.report import state_report

    return json.dumps(state_report(match), ensure_ascii=False)


def _print(text: str) -> None:
    """Write a line to stdout as UTF-8; a reader that stops reading (``| head``) ends
    the output quietly."""
    try:
        sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace") + b"\n")
        sys.stdout.buffer.flush()
    except BrokenPipeError:
        # Nothing more can be written; later flushes (at exit) must not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def _fail(message: str) -> int:
    """One line on stderr (control characters escaped, at most ``MAX_MESSAGE`` long);
    exit status 2."""
    line = _CONTROL.sub(lambda found: repr(found[0])[1:-1], message)
    if len(line) > MAX_MESSAGE:
        line = line[:MAX_MESSAGE] + "…"
    try:
        sys.stderr.buffer.write(f"histcards replay: {line}\n".encode("utf-8", "backslashreplace"))
        sys.stderr.buffer.flush()
    except (BrokenPipeError, OSError):
        pass
    return 2


MAX_MESSAGE = 400
"""Longest error line ``histcards replay`` writes."""
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
