"""A seamless baize (felt) tile for the table top.

The speckle comes from a small linear congruential generator with a fixed seed, so the
tile is identical on every run; specks near an edge are repeated on the opposite edge so
the tile repeats without seams.
"""

from __future__ import annotations

from collections.abc import Iterator

from histcards.art.svg import circle, document, rect

TILE = 256.0
BASE = "#2f6a45"
SPECKS = ("#2a6140", "#357450", "#285c3c", "#3a7a55")


def _lcg(seed: int) -> Iterator[float]:
    state = seed
    while True:
        state = (state * 1103515245 + 12345) % 2**31
        yield state / 2**31


def felt_svg(count: int = 420) -> str:
    """The felt tile: a base colour with soft specks, tileable in both directions."""
    rand = _lcg(1832)
    body = [rect(0, 0, TILE, TILE, fill=BASE)]
    for _ in range(count):
        x, y = next(rand) * TILE, next(rand) * TILE
        r = 0.8 + next(rand) * 2.2
        colour = SPECKS[int(next(rand) * len(SPECKS))]
        for dx in (-TILE, 0.0, TILE):
            for dy in (-TILE, 0.0, TILE):
                cx, cy = x + dx, y + dy
                if -r < cx < TILE + r and -r < cy < TILE + r:
                    body.append(circle(cx, cy, r, fill=colour))
    return document(TILE, TILE, body, title="felt tile (seamless)", size_mm=(64.0, 64.0))
