"""Everything the generator writes, as a mapping from path (under ``resources/``) to text."""

from __future__ import annotations

import json
from dataclasses import dataclass

from histcards.art.action_icons import ACTION_ICONS, action_icon_svg
from histcards.art.backs import BACKS, back_svg
from histcards.art.boards import all_boards
from histcards.art.cards import RANK_WORDS, RANKS, SUIT_WORDS, FaceStyle, card_name, face
from histcards.art.counters import fiche_svg, jeton_svg
from histcards.art.courts import FIGURES
from histcards.art.felt import felt_svg
from histcards.art.icon import icon_svg
from histcards.art.palette import FOUR_COLOUR, SUITS, TWO_COLOUR

PACKS = {"paris": TWO_COLOUR, "paris-4colour": FOUR_COLOUR}
CARD_MM = (58.0, 88.0)
CARD_BOX = (580.0, 880.0)
ICON_PNG = "icons/histcards.png"
ICON_PNG_SIZE = 256
MANIFEST = "art-manifest.json"


@dataclass(frozen=True)
class Entry:
    """One generated file's manifest record."""

    purpose: str
    size_mm: tuple[float, float]
    viewbox: tuple[float, float]
    extra: tuple[tuple[str, object], ...] = ()

    def as_json(self) -> dict[str, object]:
        """The record as JSON-ready data."""
        data: dict[str, object] = {
            "purpose": self.purpose,
            "size_mm": list(self.size_mm),
            "viewbox": list(self.viewbox),
        }
        data.update(self.extra)
        return data


def _card_entries(files: dict[str, str], entries: dict[str, Entry]) -> None:
    for pack, colours in PACKS.items():
        style = FaceStyle(colours)
        lettered = FaceStyle(colours, ace_index="A")
        for suit in SUITS:
            for rank in RANKS:
                path = f"cards/{pack}/{card_name(rank, suit)}.svg"
                files[path] = face(rank, suit, style)
                entries[path] = Entry(
                    f"card face ({pack}): {RANK_WORDS.get(rank, rank)} of {SUIT_WORDS[suit]}",
                    CARD_MM,
                    CARD_BOX,
                )
            path = f"cards/{pack}-ace-A/{card_name('A', suit)}.svg"
            files[path] = face("A", suit, lettered)
            entries[path] = Entry(
                f"card face ({pack}, ace indexed A instead of 1): ace of {SUIT_WORDS[suit]}",
                CARD_MM,
                CARD_BOX,
            )


def _figures() -> dict[str, dict[str, object]]:
    """The named court figures and their attributes, keyed by card name."""
    out: dict[str, dict[str, object]] = {}
    for (rank, suit), fig in sorted(FIGURES.items(), key=lambda item: card_name(*item[0])):
        attributes = [a for a in (fig.high, fig.low) if a]
        if fig.profile:
            attributes.append("profile")
        out[card_name(rank, suit)] = {"name": fig.name, "attributes": attributes}
    return out


def generate() -> dict[str, str]:
    """Every generated resource file, keyed by its path relative to ``resources/``."""
    files: dict[str, str] = {}
    entries: dict[str, Entry] = {}
    _card_entries(files, entries)
    for back in BACKS:
        path = f"backs/{back.name}.svg"
        files[path] = back_svg(back)
        entries[path] = Entry(back.purpose, CARD_MM, CARD_BOX)
    files["counters/jeton.svg"] = jeton_svg()
    entries["counters/jeton.svg"] = Entry(
        "jeton: round counter worth 1", (24.0, 24.0), (200.0, 200.0), (("value", 1),)
    )
    files["counters/fiche.svg"] = fiche_svg()
    entries["counters/fiche.svg"] = Entry(
        "fiche: rectangular counter worth 10", (40.0, 18.75), (320.0, 150.0), (("value", 10),)
    )
    for board in all_boards():
        path = f"boards/{board.name}.svg"
        files[path] = board.svg
        pools = {
            p.key: {"x": round(p.x, 1), "y": round(p.y, 1), "r": round(p.r, 1)}
            | ({"label": p.label.as_json()} if p.label is not None else {})
            for p in board.pools
        }
        entries[path] = Entry(
            f"{board.name} stake board; pools give compartment centres and free radius, "
            "and where the table writes their names, in viewBox units",
            board.size_mm,
            board.size,
            (("pools", pools),),
        )
    files["felt/green.svg"] = felt_svg()
    entries["felt/green.svg"] = Entry(
        "seamless green baize tile for the table top", (64.0, 64.0), (256.0, 256.0)
    )
    files["icons/histcards.svg"] = icon_svg()
    entries["icons/histcards.svg"] = Entry("application icon", (64.0, 64.0), (256.0, 256.0))
    for icon in ACTION_ICONS:
        path = f"icons/actions/{icon.name}.svg"
        files[path] = action_icon_svg(icon)
        entries[path] = Entry(icon.purpose, (8.0, 8.0), (64.0, 64.0))
    entries[ICON_PNG] = Entry(
        "application icon, raster (rendered from histcards.svg)",
        (64.0, 64.0),
        (float(ICON_PNG_SIZE), float(ICON_PNG_SIZE)),
    )
    manifest = {
        "generator": "python -m histcards.art",
        "units": "size_mm is the nominal physical size; viewbox is the SVG user space",
        "packs": {
            "paris": "Paris pattern, two colours (spades and clubs black, hearts and diamonds red)",
            "paris-4colour": "Paris pattern, four colours (diamonds blue, clubs green)",
            "paris-ace-A": "aces indexed A instead of 1 (paris)",
            "paris-4colour-ace-A": "aces indexed A instead of 1 (paris-4colour)",
        },
        "figures": _figures(),
        "files": {path: entries[path].as_json() for path in sorted(entries)},
    }
    files[MANIFEST] = json.dumps(manifest, indent=1, ensure_ascii=False) + "\n"
    return dict(sorted(files.items()))
