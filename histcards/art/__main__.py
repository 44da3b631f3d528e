"""Command line: ``python -m histcards.art [generate [--out DIR]]`` regenerates the art;
``python -m histcards.art sheet OUT.png [--height 60]`` renders a contact sheet."""

from __future__ import annotations

import argparse
from pathlib import Path

from histcards.art import write_all
from histcards.resources import resources_dir


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit status."""
    parser = argparse.ArgumentParser(prog="python -m histcards.art", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    gen = sub.add_parser("generate", help="write every art file into resources/ (default)")
    gen.add_argument("--out", type=Path, default=None, help="target folder (default resources/)")
    sheet = sub.add_parser("sheet", help="render every card and piece to one PNG")
    sheet.add_argument("out", type=Path)
    sheet.add_argument("--height", type=int, default=200, help="card height in pixels")
    args = parser.parse_args(argv)
    if args.command == "sheet":
        from histcards.art.sheet import render_sheet

        render_sheet(args.out, args.height)
        print(f"wrote {args.out}")
        return 0
    out = getattr(args, "out", None) or resources_dir()
    written = write_all(out)
    print(f"wrote {len(written)} files under {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
