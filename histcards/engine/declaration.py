"""What a game is, declared once beside its rules: ``GameInfo``.

Every layer reads a game from its declaration and nothing else: the new-game dialog and the
game chooser (names, summary, players, presets, options), the table (zones, pools and the
board that draws them, the score's kind, phases), the log and the summaries (the words of
the game's codes, ``terms``), the rules browser (``rules_page``), the computer players
(``bot``), the benchmarks and the generic tests (the registry in
``histcards.engine.games``). In the spirit of OpenSpiel's ``GameType`` / ``GameInfo`` and
PySolFC's ``registerGame``.

Words are ``Text`` keys (``histcards.engine.text``), worded by the interface's catalogues.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from histcards.engine.options import Option
from histcards.engine.text import SHARED, Text

ZONES = frozenset({"hand", "trick", "won", "run", "played", "turnups", "talon"})
"""The table zones a game may use: hands, the trick in progress, won tricks, the run of a
stops game, the played pile, face-up turn-ups, the face-down talon."""

MEASURES = ("points", "penalty", "chips")


@dataclass(frozen=True)
class ScoreKind:
    """What the match's scores count: ``points``, ``penalty`` points or ``chips`` (the
    jetons won or lost), whether lower is better, whether partners share a score
    (``teams``), and the name of the unit."""

    measure: str
    unit: Text
    lower_is_better: bool = False
    teams: bool = False
    signed: bool = False
    """Whether a deal can cost (a score shown with its sign); chips always can."""

    def __post_init__(self) -> None:
        if self.measure not in MEASURES:
            raise ValueError(f"unknown score measure {self.measure!r}")

    @property
    def in_chips(self) -> bool:
        """Whether the score is the chips won or lost (the banks decide the match)."""
        return self.measure == "chips"

    @property
    def shows_sign(self) -> bool:
        """Whether scores are shown with their sign (+5, −3)."""
        return self.signed or self.in_chips


@dataclass(frozen=True)
class Pool:
    """A named pool of chips on the table."""

    id: str
    name: Text


@dataclass(frozen=True)
class Board:
    """A stake board: its art (``resources/boards/<art>.svg``), the pools it holds, the
    height it is wanted at on the table (in card heights), where the art names a pool's
    compartment otherwise, its name there, and where the board calls a pool otherwise than
    the game does, what the table writes on it (Le Poque's central pool)."""

    art: str
    pools: tuple[str, ...]
    height: float = 1.0
    compartments: Mapping[str, str] = field(default_factory=dict)
    names: Mapping[str, Text] = field(default_factory=dict)

    def compartment(self, pool: str) -> str:
        """The compartment of the art holding ``pool``."""
        return self.compartments.get(pool, pool)


@dataclass(frozen=True)
class Phase:
    """A phase of a deal: its id (``Match.phase``), name and what it is about."""

    id: str
    name: Text
    help: Text


SPREADS = ("trick", "fan", "run")
"""How a picture lays its cards out: a trick round the middle, a hand fanned out, a run
overlapping from left to right."""


@dataclass(frozen=True)
class Picture:
    """A characteristic moment of a game, drawn on its tile in the game chooser: cards face
    up (``cards`` in notation, ``spread`` saying how they lie), a card ``turned`` up on the
    face-down talon, and chips in the pools of the board that holds them (``pools``:
    amount by pool id, drawn on ``GameInfo.board``)."""

    cards: tuple[str, ...] = ()
    spread: str = "trick"
    turned: str | None = None
    pools: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.spread not in SPREADS:
            raise ValueError(f"unknown spread {self.spread!r}")


@dataclass(frozen=True)
class Preset:
    """A bundle of options with a name: the usual rules, a short match, a historical
    reading; ``players`` where it is played by a number of its own. A preset with a
    ``picture`` of its own is a game of its own in the chooser (Le Poque), with its
    ``help`` as its summary."""

    id: str
    name: Text
    help: Text
    options: Mapping[str, Any] = field(default_factory=dict)
    players: int | None = None
    picture: Picture | None = None


@dataclass(frozen=True)
class Term:
    """The words of one of the game's codes (an outcome, a score reason, an announcement,
    a payment): a short ``name`` and, where the log needs one, a ``sentence`` with named
    fields (``{seat}``, ``{card}``, ``{points}`` …) filled from the event."""

    name: Text
    sentence: Text | None = None


@dataclass(frozen=True)
class GameInfo:
    """The declaration of a game, read by every layer.

    ``terms`` words the game's codes by kind and code: ``"outcome.capot_made"``,
    ``"score.penalties"``, ``"announce.capot"``, ``"payment.stop"``, ``"action.bet"``,
    ``"abandon.all_passed"`` …; the shared vocabulary (``SHARED_TERMS``) words what every
    game has. ``bot`` is the module of its computer players (``histcards.ai.games.<id>``
    by default); ``rules_page`` the name of its pages under ``resources/rules/<lang>/``.
    ``carry`` lists what the game keeps from one deal to the next (a record's
    ``start.carry`` may set only these).
    """

    id: str
    name: Text
    summary: Text
    players: tuple[int, ...]
    usual_players: int
    difficulty: int
    length: Text
    score: ScoreKind
    zones: frozenset[str]
    packs: tuple[int, ...]
    """The sizes of the packs the game is played with, by player count and options
    (``GameRules.pack`` gives the cards themselves)."""
    phases: tuple[Phase, ...]
    options: tuple[Option, ...]
    terms: Mapping[str, Term] = field(default_factory=dict)
    pools: tuple[Pool, ...] = ()
    boards: tuple[Board, ...] = ()
    presets: tuple[Preset, ...] = ()
    partnerships: bool = False
    carry: tuple[str, ...] = ()
    rules_page: str = ""
    bot: str = ""
    direction: str = "anticlockwise"
    """The direction of play where no ``direction`` option chooses it."""
    order: int = 100
    """Where the game comes in lists (the chooser, menus): lower first."""
    picture: Picture = field(default_factory=Picture)
    """What the game chooser draws on the game's tile."""

    def __post_init__(self) -> None:
        unknown = self.zones - ZONES
        if unknown:
            raise ValueError(f"{self.id}: unknown zones {sorted(unknown)}")
        if self.direction not in ("clockwise", "anticlockwise"):
            raise ValueError(f"{self.id}: unknown direction {self.direction!r}")
        if self.usual_players not in self.players:
            raise ValueError(f"{self.id}: usual player count not among its counts")
        if not self.rules_page:
            object.__setattr__(self, "rules_page", self.id)
        if not self.bot:
            object.__setattr__(self, "bot", f"histcards.ai.games.{self.id}")

    def option(self, key: str) -> Option | None:
        """The declaration of an option by its key."""
        return next((o for o in self.options if o.key == key), None)

    def phase(self, phase_id: str) -> Phase | None:
        """A phase by its id (shared phases included)."""
        return next((p for p in self.phases + SHARED_PHASES if p.id == phase_id), None)

    def pool(self, pool_id: str) -> Pool | None:
        """A pool by its id."""
        return next((p for p in self.pools if p.id == pool_id), None)

    def term(self, kind: str, code: Any) -> Term | None:
        """The words of a code: the game's own, else the shared vocabulary's."""
        key = f"{kind}.{code}"
        return self.terms.get(key) or SHARED_TERMS.get(key)

    def board(self, pools: tuple[str, ...] | list[str]) -> Board | None:
        """The board that draws a match's pools: the first whose pools hold them all."""
        wanted = set(pools)
        if not wanted:
            return None
        return next((b for b in self.boards if wanted <= set(b.pools)), None)


def _shared(source: str) -> Text:
    return Text(SHARED, source)


SHARED_PHASES = (
    Phase("between_deals", _shared("Between deals"),
          _shared("The deal is over: look at what it gave, then deal the next one.")),
    Phase("over", _shared("Match over"), _shared("The match is over.")),
)
"""Phases of every game's match (``Match.phase``)."""

SHARED_TERMS: Mapping[str, Term] = {
    "line.ante": Term(_shared("Antes")),
    "line.stake": Term(_shared("Stakes")),
    "line.pool": Term(_shared("Pool: {pool}")),
    "line.settlement": Term(_shared("Share of the board")),
    "line.antes_returned": Term(_shared("Antes returned")),
    "action.play": Term(_shared("Play {card}")),
    "action.pass": Term(_shared("Pass")),
}
"""Words every game shares: the chips lines of a deal's summary, the plainest actions."""
