"""Where each seat stands, as the table shows it as the deal goes: the figures on the seat
plates and, for a game played in partnerships, the banner naming the teams with their
scores.

What the figures are comes from the game's declaration: its ``ScoreKind`` (what decides
the match: points, penalty points or the chips of the banks) and whether its tricks count
points as they are taken (a ``trick.points`` term words them). The figures themselves come
from the table's model, which the engine's events move along (``Score`` events, tricks
taken, chips): no figure waits for the end of the deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from histcards.engine.declaration import GameInfo, ScoreKind
from histcards.engine.text import Text
from histcards.table.model import TableModel
from histcards.table.plates import PARCHMENT, TEAM_COLOURS, plate_font
from histcards.table.teardown import survives_teardown
from histcards.table.wording import SCORE_FORMS, counted, jetons, translated

WINNER = QT_TRANSLATE_NOOP("Standing", "Winner")
STAKE = QT_TRANSLATE_NOOP("Standing", "Stake {0}")
THIS_DEAL = QT_TRANSLATE_NOOP("Standing", "This deal: {0}")
DECLARER = QT_TRANSLATE_NOOP("Standing", "Declarer")
PARTNERS = QT_TRANSLATE_NOOP("Standing", "{0} & {1}")
HEADINGS = (
    QT_TRANSLATE_NOOP("Standing", "Partners"),
    QT_TRANSLATE_NOOP("Standing", "Total"),
    QT_TRANSLATE_NOOP("Standing", "This deal"),
)
"""The banner's column headings."""


def _t(text: str) -> str:
    """Translate a text marked with ``QT_TRANSLATE_NOOP`` above."""
    return QCoreApplication.translate("Standing", text)


@dataclass(frozen=True)
class Scoring:
    """What the table shows of a game's scores: what they count (``ScoreKind.measure``:
    points, penalty points or chips, at this table: an option may change it), whether
    they are shown with their sign, whether the game's tricks count points as they are
    taken, and the game's word for the trump suit's label."""

    measure: str = "points"
    signed: bool = False
    tricks_count: bool = False
    trumps: Text | None = None
    declarer: Text | None = None
    """The game's name for the seat that took the deal on (Homme d'Auvergne's "the Man")."""

    @staticmethod
    def of(info: GameInfo, kind: ScoreKind) -> Scoring:
        """A game's, from its declaration and the score kind its options give."""
        trumps, declarer = info.term("table", "trumps"), info.terms.get("declarer")
        return Scoring(
            kind.measure,
            kind.shows_sign,
            info.term("trick", "points") is not None,
            trumps.name if trumps is not None else None,
            declarer.name if declarer is not None else None,
        )

    @property
    def in_chips(self) -> bool:
        """Whether the banks decide the match."""
        return self.measure == "chips"


def score_words(value: int, scoring: Scoring) -> str:
    """A match total in the score's unit: "7 penalty points", "+3 points", "45 jetons";
    penalty points in the plates' short words where a language has them (« 7 pts de
    pénalité »: the long form does not fit a plate at 1024×700)."""
    if scoring.measure == "penalty" and value >= 0:
        text = QCoreApplication.translate("Standing", "%n penalty point(s)", "short", value)
    else:
        text = counted(value, SCORE_FORMS[scoring.measure])
    return f"+{text}" if scoring.signed and value > 0 else text


def plate_figures(model: TableModel, seat: int, scoring: Scoring) -> tuple[str, str]:
    """What a seat's plate says of its standing: what decides the match (its bank in a
    game of chips, else its total) and, under it, the deal's figures: the stake of a
    betting round while it is open, the chips of a game scored in points but played
    with chips, what the tricks it took count this deal; once the match is over, whether
    it won."""
    if scoring.in_chips and model.banks is not None:
        main = jetons(model.banks[seat])
    else:
        main = score_words(model.scores[seat], scoring)
    if model.over:
        return main, _t(WINNER) if seat in model.winners else ""
    details = []
    if model.bets is not None and model.bets[seat]:
        details.append(_t(STAKE).format(model.bets[seat]))
    if not scoring.in_chips and model.banks is not None:
        details.append(jetons(model.banks[seat]))
    if scoring.tricks_count and seat < len(model.taken) and not model.stops:
        details.append(_t(THIS_DEAL).format(model.taken[seat]))
    if model.declarer == seat:
        details.append(translated(scoring.declarer) if scoring.declarer else _t(DECLARER))
    return main, " · ".join(details)


@dataclass(frozen=True)
class TeamRow:
    """One partnership in the banner: its colour, its players' names, its score and what
    its tricks count this deal (None where tricks count nothing)."""

    colour: int
    names: str
    score: str
    deal: str | None


def team_rows(model: TableModel, names: Sequence[str], scoring: Scoring) -> list[TeamRow]:
    """The partnerships of the table, each with its total (partners share it) and what
    its tricks count this deal; none for a game played each for himself."""
    rows = []
    for index, team in enumerate(model.teams or ()):
        members = [names[s] if s < len(names) else str(s) for s in team]
        score = score_words(model.scores[team[0]], scoring) if model.scores else ""
        deal = None
        if scoring.tricks_count and model.taken:
            deal = str(sum(model.taken[s] for s in team))
        together = (
            _t(PARTNERS).format(", ".join(members[:-1]), members[-1])
            if len(members) > 1
            else "".join(members)
        )
        rows.append(TeamRow(index, together, score, deal))
    return rows


class TeamBanner(QGraphicsObject):
    """The partnerships named in a corner of the felt, each in its plates' colour, with
    its total and what its tricks count this deal."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[TeamRow] = []
        self.headings: tuple[str, str, str] = ("", "", "")
        self.font_px = 12.0
        self.box = QRectF()
        self.setZValue(2500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        """The banner in words (for screen readers and the language checks)."""
        return "; ".join(
            " ".join(x for x in (row.names, row.score, row.deal or "") if x) for row in self.rows
        )

    def set_rows(self, rows: list[TeamRow], font_px: float) -> None:
        """Show these partnerships (none hides the banner)."""
        headings = (_t(HEADINGS[0]), _t(HEADINGS[1]), _t(HEADINGS[2]))
        if (rows, font_px, headings) == (self.rows, self.font_px, self.headings):
            return
        self.prepareGeometryChange()
        self.rows, self.font_px, self.headings = list(rows), font_px, headings
        self.box = self._measure()
        self.setVisible(bool(rows))
        self.update()

    def _columns(self) -> list[list[str]]:
        deal = any(row.deal is not None for row in self.rows)
        columns = [
            [self.headings[0]] + [row.names for row in self.rows],
            [self.headings[1]] + [row.score for row in self.rows],
        ]
        if deal:
            columns.append([self.headings[2]] + [row.deal or "" for row in self.rows])
        return columns

    def _widths(self) -> list[float]:
        widths = []
        for index, column in enumerate(self._columns()):
            body = QFontMetricsF(plate_font(self.font_px, bold=index == 0))
            head = QFontMetricsF(plate_font(self.font_px * 0.85))
            widths.append(
                max(
                    [head.horizontalAdvance(column[0])]
                    + [body.horizontalAdvance(text) for text in column[1:]]
                )
            )
        return widths

    def _line(self) -> float:
        return QFontMetricsF(plate_font(self.font_px)).height() * 1.25

    def _measure(self) -> QRectF:
        if not self.rows:
            return QRectF()
        pad = self.font_px * 0.7
        width = sum(self._widths()) + pad * (len(self._widths()) + 1) + self.font_px * 0.9
        return QRectF(0, 0, width, self._line() * (len(self.rows) + 1) + pad * 1.2)

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-2, -2, 5, 5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.font_px * 0.6
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.box.translated(2, 3), radius, radius)
        painter.setBrush(QColor(18, 34, 26, 215))
        painter.setPen(QPen(QColor(200, 190, 160, 110), 1.2))
        painter.drawRoundedRect(self.box, radius, radius)
        pad, line = self.font_px * 0.7, self._line()
        bar = self.font_px * 0.9
        widths = self._widths()
        for row_index, row in enumerate([None, *self.rows]):
            y = pad * 0.6 + row_index * line
            x = pad + bar
            if row is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(TEAM_COLOURS[row.colour % len(TEAM_COLOURS)])
                painter.drawRoundedRect(QRectF(pad, y + line * 0.2, bar * 0.45, line * 0.6), 2, 2)
            for index, (column, width) in enumerate(zip(self._columns(), widths, strict=True)):
                head = row is None
                painter.setFont(
                    plate_font(self.font_px * (0.85 if head else 1.0), bold=index == 0 and not head)
                )
                painter.setPen(QColor(200, 205, 190) if head else PARCHMENT)
                align = Qt.AlignmentFlag.AlignLeft if index == 0 else Qt.AlignmentFlag.AlignRight
                painter.drawText(
                    QRectF(x, y, width, line),
                    align | Qt.AlignmentFlag.AlignVCenter,
                    column[row_index],
                )
                x += width + pad
