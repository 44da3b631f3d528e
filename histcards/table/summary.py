"""What a deal gave and how the match stands, on the felt: the deal's summary when it ends,
the final standings when the match is over.

The summary reads the engine's ``DealEnd``: one row per reason a seat scored or moved chips
(its ``lines``, named by the game's ``line.*``, ``payment.*`` and ``score.*`` terms), one
column per seat or partnership, then what the deal gave each in the game's score, the new
totals and, in a game with chips, the banks. The standings rank the sides by the game's
``ScoreKind`` (lower first where lower is better), winners first, and say in words who won,
or that everyone tied, or that nobody did.

``SheetItem`` draws either as a table of words over the middle of the table; it stays until
the next deal (or, for the standings, until the player turns back to the summary).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from histcards.engine import events as ev
from histcards.engine.text import words as text_words
from histcards.table.choreography import Presenter, Reveal, Sheet, SheetRow
from histcards.table.layout import TableLayout
from histcards.table.model import TableModel
from histcards.table.showdown import place_over_table, reveal_of, wrapped
from histcards.table.teardown import survives_teardown
from histcards.table.wording import Words, names_text, signed

CONTEXT = "Summary"
_said = text_words(CONTEXT)
WINS_MATCH = _said(
    QT_TRANSLATE_NOOP("Summary", "The match is over: {winner} wins!"),
    winner=QT_TRANSLATE_NOOP("Summary", "The match is over: you win!"),
)
WIN_MATCH = _said(
    QT_TRANSLATE_NOOP("Summary", "The match is over: {winners} win!"),
    winners=QT_TRANSLATE_NOOP("Summary", "The match is over: you and {others} win!"),
)
SHEET_Z = 5900
"""Above the cards and the reveals, below speech bubbles."""
GOLD = QColor(236, 196, 92)
PARCHMENT = QColor(252, 246, 228)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def amount(value: int) -> str:
    """A number as the sheets write it: −5 with a true minus, 5 without a sign."""
    return f"−{-value}" if value < 0 else str(value)


def sides_of(players: int, teams: Sequence[Sequence[int]] | None) -> list[tuple[int, ...]]:
    """The columns of a summary and the lines of the standings: the partnerships, else
    each seat."""
    return [tuple(t) for t in teams] if teams else [(s,) for s in range(players)]


# --- the deal's summary -------------------------------------------------------------------


def deal_summary(words: Words, end: ev.DealEnd, table: TableModel) -> Sheet:
    """The summary of the deal ``end`` closes, with the totals ``table`` shows after it."""
    kind = words.kind
    sides = sides_of(table.players, table.teams)
    rows: dict[str, list[int]] = {}
    for line in end.lines:
        label = words.line_name(line)
        if line.chips and not kind.in_chips:
            label = _tr(QT_TRANSLATE_NOOP("Summary", "{0} (jetons)")).format(label)
        amounts = rows.setdefault(label, [0] * len(sides))
        amounts[next(i for i, side in enumerate(sides) if line.seat in side)] += line.amount

    def score(value: int) -> str:
        return signed(value) if kind.shows_sign else amount(value)

    body = [
        SheetRow((label, *(signed(a) if a else "" for a in amounts)))
        for label, amounts in rows.items()
    ]
    totals = [
        SheetRow(
            (
                _tr(QT_TRANSLATE_NOOP("Summary", "This deal")),
                *(score(end.deal_scores[side[0]]) for side in sides),
            ),
            total=True,
        ),
        SheetRow(
            (
                _tr(QT_TRANSLATE_NOOP("Summary", "Total")),
                *(score(table.scores[side[0]]) for side in sides),
            ),
            total=True,
        ),
    ]
    if table.banks is not None:
        totals.append(
            SheetRow(
                (
                    _tr(QT_TRANSLATE_NOOP("Summary", "Jetons")),
                    *(amount(table.banks[side[0]]) for side in sides),
                ),
                total=True,
            )
        )
    notes = []
    if not end.lines:
        notes.append(_tr(QT_TRANSLATE_NOOP("Summary", "Nobody scored in this deal.")))
    if end.double_next:
        double = words.term("double_next", None, {"multiplier": 2**end.double_next}, sentence=True)
        notes.extend([double] if double else [])
    header = ("", *(names_text([words.name(s) for s in side]) for side in sides))
    return Sheet(_deal_title(words, end), header, tuple(body + totals), " ".join(notes))


def _deal_title(words: Words, end: ev.DealEnd) -> str:
    outcome = words.term("outcome", end.outcome, {"winner": end.winner})
    if outcome:
        return _tr(QT_TRANSLATE_NOOP("Summary", "Deal {0}: {1}")).format(end.deal + 1, outcome)
    return _tr(QT_TRANSLATE_NOOP("Summary", "Deal {0} is over")).format(end.deal + 1)


def presenter(words: Words) -> Presenter:
    """What each event lays open at this table: a reveal, or the deal's summary at its
    end (with the totals of the table it leads to)."""

    def present(events: Sequence[ev.Event], index: int, final: TableModel) -> Reveal | Sheet | None:
        event = events[index]
        if isinstance(event, ev.DealEnd):
            return deal_summary(words, event, final)
        return reveal_of(words, events, index)

    return present


# --- the standings ----------------------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    """One line of the final standings: a player or a partnership."""

    rank: int
    seats: tuple[int, ...]
    score: int
    bank: int | None
    winner: bool


def standings(
    scores: Sequence[int],
    banks: Sequence[int] | None,
    winners: Sequence[int],
    teams: Sequence[Sequence[int]] | None,
    lower_is_better: bool = False,
) -> list[Standing]:
    """The final standings, winners first, then best first (lowest first when
    ``lower_is_better``), equal scores sharing a rank."""
    sides = sides_of(len(scores), teams)
    won = set(winners)

    def key(side: tuple[int, ...]) -> tuple[bool, int]:
        score = scores[side[0]]
        return (side[0] not in won, score if lower_is_better else -score)

    ordered = sorted(sides, key=key)
    result: list[Standing] = []
    for position, side in enumerate(ordered, start=1):
        tied = result and key(side) == key(ordered[position - 2])
        rank = result[-1].rank if tied else position
        result.append(
            Standing(
                rank,
                side,
                scores[side[0]],
                banks[side[0]] if banks is not None else None,
                side[0] in won,
            )
        )
    return result


def standings_sheet(words: Words, table: TableModel) -> Sheet:
    """The final standings of the match ``table`` shows over: who won, in words, and each
    side's rank, score and jetons."""
    kind = words.kind
    lines = standings(table.scores, table.banks, table.winners, table.teams, kind.lower_is_better)
    names = [names_text([words.name(s) for s in line.seats]) for line in lines]
    score_title = (
        QT_TRANSLATE_NOOP("Summary", "Won or lost")
        if kind.in_chips
        else QT_TRANSLATE_NOOP("Summary", "Penalty points")
        if kind.measure == "penalty"
        else QT_TRANSLATE_NOOP("Summary", "Points")
    )
    header = [
        _tr(QT_TRANSLATE_NOOP("Summary", "Rank")),
        _tr(QT_TRANSLATE_NOOP("Summary", "Player")),
        _tr(score_title),
    ]
    if table.banks is not None:
        header.append(_tr(QT_TRANSLATE_NOOP("Summary", "Jetons")))
    rows = []
    for line, name in zip(lines, names, strict=True):
        cells = [
            str(line.rank),
            name,
            signed(line.score) if kind.shows_sign else amount(line.score),
        ]
        if line.bank is not None:
            cells.append(amount(line.bank))
        rows.append(SheetRow(tuple(cells), winner=line.winner))
    return Sheet(_headline(words, lines), tuple(header), tuple(rows))


def _headline(words: Words, lines: Sequence[Standing]) -> str:
    winners = [seat for line in lines if line.winner for seat in line.seats]
    if not winners and len({line.score for line in lines}) == 1:
        return _tr(
            QT_TRANSLATE_NOOP("Summary", "The match is over: everyone ties, so nobody wins.")
        )
    if not winners:
        return _tr(QT_TRANSLATE_NOOP("Summary", "The match is over with no winner."))
    if len(winners) == 1:
        return words.fill(WINS_MATCH, {"winner": winners[0]})
    others = [seat for seat in winners if seat != words.you]
    return words.fill(WIN_MATCH, {"winners": winners, "others": others})


# --- drawing ----------------------------------------------------------------------------


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


class SheetItem(QGraphicsObject):
    """A sheet over the middle of the table (hidden while there is none)."""

    def __init__(self) -> None:
        super().__init__()
        self.sheet: Sheet | None = None
        self.font_px = 12.0
        self.columns: list[float] = []
        self.centred: list[bool] = []
        """Which columns hold amounts (centred)."""
        self.title_lines: list[str] = []
        self.note_lines: list[str] = []
        self.box = QRectF()
        self.setZValue(SHEET_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_sheet(self, sheet: Sheet, layout: TableLayout) -> None:
        """Lay ``sheet`` out for ``layout`` and show it."""
        self.prepareGeometryChange()
        self.sheet = sheet
        self.font_px = layout.font_px * 1.05
        self.setScale(1.0)
        self._measure(sheet)
        self._place(layout)
        self.show()
        self.update()

    def clear(self) -> None:
        """Take the sheet away."""
        self.sheet = None
        self.hide()

    def rows(self) -> list[list[str]]:
        """The rows shown, header first, as their cells' texts."""
        if self.sheet is None:
            return []
        return [list(self.sheet.header)] + [list(row.cells) for row in self.sheet.rows]

    def texts(self) -> list[str]:
        """The words shown: the title, every cell, the note."""
        if self.sheet is None:
            return []
        return [self.sheet.title, *(cell for row in self.rows() for cell in row), self.sheet.note]

    # --- layout ----------------------------------------------------------------------

    def _line(self) -> float:
        return QFontMetricsF(_font(self.font_px)).height() * 1.22

    def _measure(self, sheet: Sheet) -> None:
        font = self.font_px
        pad = font
        plain = QFontMetricsF(_font(font))
        bold = QFontMetricsF(_font(font, bold=True))
        count = len(sheet.header)
        widths = [bold.horizontalAdvance(sheet.header[i]) for i in range(count)]
        for row in sheet.rows:
            metrics = bold if row.total or row.winner else plain
            for i, cell in enumerate(row.cells[:count]):
                widths[i] = max(widths[i], metrics.horizontalAdvance(cell))
        self.columns = [w + pad * 1.6 for w in widths]
        self.centred = [
            index > 0
            and all(_numeric(row.cells[index]) for row in sheet.rows if index < len(row.cells))
            for index in range(count)
        ]
        title = QFontMetricsF(_font(font * 1.25, bold=True))
        # A long title or note is wrapped to the table's width rather than widening it.
        width = max(sum(self.columns), font * 22)
        self.title_lines = wrapped(sheet.title, title, width)
        self.note_lines = wrapped(sheet.note, plain, width) if sheet.note else []
        inner = max(
            sum(self.columns),
            *(title.horizontalAdvance(line) for line in self.title_lines),
            *(plain.horizontalAdvance(line) for line in self.note_lines),
        )
        if inner > sum(self.columns):
            extra = (inner - sum(self.columns)) / max(1, count)
            self.columns = [w + extra for w in self.columns]
        rows = 1 + len(sheet.rows) + len(self.note_lines)
        height = self._title_height() + rows * self._line() + pad * 1.4
        self.box = QRectF(0, 0, inner + 2 * pad, height)

    def _title_height(self) -> float:
        line = QFontMetricsF(_font(self.font_px * 1.25, bold=True)).height()
        return line * (len(self.title_lines) + 0.7)

    def _place(self, layout: TableLayout) -> None:
        """Over the play area, clear of the board, the plates and the panel of decisions
        under it."""
        place_over_table(self, self.box, layout)

    # --- painting --------------------------------------------------------------------

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-3, -3, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        font = self.font_px
        pad = font
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self.box.translated(3, 4), font, font)
        painter.setBrush(QColor(14, 40, 27, 250))
        painter.setPen(QPen(GOLD, 1.6))
        painter.drawRoundedRect(self.box, font, font)
        title_font = _font(font * 1.25, bold=True)
        painter.setFont(title_font)
        painter.setPen(PARCHMENT)
        title_h = self._title_height()
        painter.drawText(
            QRectF(0, pad * 0.4, self.box.width(), title_h),
            Qt.AlignmentFlag.AlignCenter,
            "\n".join(self.title_lines),
        )
        y = pad * 0.4 + title_h
        self._paint_row(painter, sheet.header, y, bold=True, colour=QColor(220, 214, 190))
        y += self._line()
        first_total = True
        for row in sheet.rows:
            if row.total and first_total:
                first_total = False
                painter.setPen(QPen(QColor(236, 196, 92, 150), 1.0))
                painter.drawLine(int(pad), int(y + 1), int(self.box.width() - pad), int(y + 1))
            colour = GOLD if row.winner else PARCHMENT
            self._paint_row(painter, row.cells, y, bold=row.total or row.winner, colour=colour)
            y += self._line()
        painter.setFont(_font(font * 0.95))
        painter.setPen(QColor(220, 214, 190))
        for line in self.note_lines:
            painter.drawText(
                QRectF(pad, y, self.box.width() - 2 * pad, self._line()),
                Qt.AlignmentFlag.AlignCenter,
                line,
            )
            y += self._line()

    def _paint_row(
        self, painter: QPainter, cells: Sequence[str], y: float, bold: bool, colour: QColor
    ) -> None:
        font = _font(self.font_px, bold=bold)
        painter.setFont(font)
        painter.setPen(colour)
        metrics = QFontMetricsF(font)
        x = self.font_px
        for index, (cell, width) in enumerate(zip(cells, self.columns, strict=False)):
            rect = QRectF(x + self.font_px * 0.4, y, width - self.font_px * 0.8, self._line())
            text = metrics.elidedText(cell, Qt.TextElideMode.ElideRight, rect.width())
            align = (
                Qt.AlignmentFlag.AlignHCenter if self.centred[index] else Qt.AlignmentFlag.AlignLeft
            )
            painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)
            x += width


def _numeric(cell: str) -> bool:
    """Whether a cell holds an amount (centred in its column)."""
    return cell.lstrip("+−-").isdigit() or cell == ""
