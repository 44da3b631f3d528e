"""``python -m histcards.bench SUITE [options]``: run one benchmark suite.

Suites are modules of this package with a ``main(argv) -> int`` function.
"""

from __future__ import annotations

import importlib
import sys

SUITES = {
    "engine": "histcards.bench.engine",
    "art": "histcards.bench.art",
    "startup": "histcards.bench.startup",
    "ai": "histcards.bench.ai",
    "log": "histcards.bench.log",
    "soak": "histcards.bench.soak",
    "long": "histcards.bench.long",
}


def main(argv: list[str]) -> int:
    """Dispatch to a suite."""
    if not argv or argv[0] not in SUITES:
        print(f"usage: python -m histcards.bench {{{','.join(SUITES)}}} [options]",
              file=sys.stderr)
        return 2
    return importlib.import_module(SUITES[argv[0]]).main(argv[1:])


raise SystemExit(main(sys.argv[1:]))
