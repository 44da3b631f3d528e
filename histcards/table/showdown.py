"""Cards laid open on the table: showdowns, the draw for the first deal, the partners'
Kings, a King shown, the best clique, carte blanche — and a line on the felt for what
happened without cards (a double deal, a chance nobody went in for, the play beginning).

``reveal_of`` words an event as a ``Reveal`` (``histcards.table.choreography``) from the
game's declaration: a showdown's stake is one of its pools, what each contender shows its
``combination.*`` terms; an announcement is laid open where the game declares a
``reveal.<announcement>`` term (its title). Only what the event carries is shown: events
never hold a card some seat may not see.

``RevealItem`` draws a reveal over the middle of the table: each seat's cards face up with
its name and what they make under them, the others' in a row at the top in the order they
sit, the viewer's below; the winner's framed in gold and the cards of the combination that
counts outlined.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from histcards.cards import parse_card
from histcards.engine import events as ev
from histcards.engine.text import words as text_words
from histcards.table.cards_view import DIMMED, LEGAL, NORMAL, CardArt, CardItem, SvgCache
from histcards.table.choreography import Reveal, Showing
from histcards.table.layout import TableLayout, over_table
from histcards.table.teardown import survives_teardown
from histcards.table.wording import Words, card_text

CONTEXT = "Reveal"
_said = text_words(CONTEXT)
UNOPPOSED = _said(
    QT_TRANSLATE_NOOP("Reveal", "{winner} takes the {stake} unopposed"),
    winner=QT_TRANSLATE_NOOP("Reveal", "You take the {stake} unopposed"),
)
DRAW_DEALS = _said(
    QT_TRANSLATE_NOOP("Reveal", "The draw for the first deal: {dealer} deals"),
    dealer=QT_TRANSLATE_NOOP("Reveal", "The draw for the first deal: you deal"),
)
REVEAL_Z = 5850
"""Above the cards and the last-trick peek, below speech bubbles."""
NOTICES = (
    ev.DoubleDeal,
    ev.ChancePassed,
    ev.PlayBegins,
    ev.Out,
    ev.Abandon,
    ev.Settlement,
    ev.Declarer,
)
"""Events told by a line on the felt: nothing else on the table shows them."""
GOLD = QColor(236, 196, 92)
PARCHMENT = QColor(252, 246, 228)
WINS = QT_TRANSLATE_NOOP("Reveal", "Wins")
CARD_STEP = 0.42
"""Cards of one showing overlap by this many card widths (their index stays in view)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def reveal_of(words: Words, events: Sequence[ev.Event], index: int) -> Reveal | None:
    """What the event at ``index`` of a batch lays open on the table, worded; None when it
    shows nothing more."""
    event = events[index]
    if isinstance(event, ev.Showdown):
        return _showdown(words, event)
    if isinstance(event, ev.Draw):
        after = events[index + 1] if index + 1 < len(events) else None
        if isinstance(after, ev.FirstDealer):
            return None  # laid open once, with the dealer it makes
        return _draw(words, event, None, isinstance(after, ev.Draw))
    if isinstance(event, ev.FirstDealer):
        drawn = events[index - 1] if index else None
        if isinstance(drawn, ev.Draw):
            return _draw(words, drawn, event.seat, False)
        return Reveal(words.describe(event) or "", (), event.kind)
    if isinstance(event, ev.Partnerships):
        return _partnerships(words, event)
    if isinstance(event, ev.Clique):
        return _clique(words, event)
    if isinstance(event, ev.Announce):
        return _announced(words, event)
    if isinstance(event, NOTICES) or (isinstance(event, ev.Payment) and not event.amount):
        said = words.describe(event)
        return Reveal(said, (), event.kind) if said else None
    return None


def _cards(texts: Sequence[str] | None) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in texts or ())


def _showdown(words: Words, event: ev.Showdown) -> Reveal:
    stake = words.pool(event.stake)
    showings = []
    for shown in event.shown:
        cards = _cards(shown.cards)
        counted = {c for group in shown.groups for c in _cards(group)}
        showings.append(
            Showing(
                shown.seat,
                cards,
                words.shown(shown) or _tr(QT_TRANSLATE_NOOP("Reveal", "Nothing to show")),
                tuple(c for c in cards if c in counted) if counted != set(cards) else (),
                shown.seat == event.winner,
            )
        )
    if len(event.seats) == 1:
        title = words.fill(UNOPPOSED, {"winner": event.winner, "stake": event.stake})
    else:
        title = _tr(QT_TRANSLATE_NOOP("Reveal", "Showdown for the {0}")).format(stake)
    return Reveal(title, tuple(showings), event.kind, _tr(WINS))


def _draw(words: Words, event: ev.Draw, dealer: int | None, again: bool) -> Reveal:
    """A round of the draw for the first deal, the ``dealer`` it made marked; ``again``:
    a tie, and the tied draw again."""
    showings = tuple(
        Showing(seat, (parse_card(card),), card_text(card), (), seat == dealer)
        for seat, card in enumerate(event.cards)
        if card is not None
    )
    if again:
        title = _tr(
            QT_TRANSLATE_NOOP("Reveal", "The draw for the first deal: a tie, they draw again")
        )
    elif dealer is not None:
        title = words.fill(DRAW_DEALS, {"dealer": dealer})
    else:
        title = _tr(QT_TRANSLATE_NOOP("Reveal", "The draw for the first deal"))
    return Reveal(title, showings, ev.Draw.kind, _tr(QT_TRANSLATE_NOOP("Reveal", "Deals")))


def _partnerships(words: Words, event: ev.Partnerships) -> Reveal:
    showings = tuple(
        Showing(seat, (parse_card(event.kings[player]),), card_text(event.kings[player]))
        for seat, player in enumerate(event.seating)
        if player < len(event.kings)
    )
    return Reveal(words.describe(event) or "", showings, event.kind)


def _clique(words: Words, event: ev.Clique) -> Reveal:
    code = "clique_rank" if event.rank else "clique"
    said = words.term("announce", code, {"size": event.size, "rank": event.rank}) or ""
    return Reveal(
        _tr(QT_TRANSLATE_NOOP("Reveal", "The best clique")),
        (Showing(event.seat, (), said, (), True),),
        event.kind,
        _tr(WINS),
    )


def _announced(words: Words, event: ev.Announce) -> Reveal | None:
    fields = {name: getattr(event, name) for name in event.__dataclass_fields__}
    title = words.term("reveal", event.announcement, fields)
    if title is None:
        return None
    cards = _cards(event.cards) or _cards((event.card,) if event.card else ())
    caption = words.term("announce", event.announcement, fields) or ""
    return Reveal(title, (Showing(event.seat, cards, caption),), event.kind)


# --- drawing ----------------------------------------------------------------------------


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


class RevealItem(QGraphicsObject):
    """A reveal over the middle of the table (hidden while there is none)."""

    def __init__(self, cache: SvgCache, art: CardArt) -> None:
        super().__init__()
        self._cache, self._art = cache, art
        self.reveal: Reveal | None = None
        self.cards: list[CardItem] = []
        self.groups: list[tuple[Showing, QRectF, str]] = []
        """Each showing with the frame drawn round it and the seat's name."""
        self.box = QRectF()
        self.title_lines: list[str] = []
        self.note_lines: list[str] = []
        self.font_px = 12.0
        self.setZValue(REVEAL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_art(self, art: CardArt) -> None:
        """Draw with another pack."""
        self._art = art
        for item in self.cards:
            item.set_art(art)

    def show_reveal(self, reveal: Reveal, layout: TableLayout, names: Sequence[str]) -> None:
        """Lay ``reveal`` out for ``layout`` (seats named by ``names``) and show it."""
        self.prepareGeometryChange()
        self.reveal = reveal
        for item in self.cards:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.cards, self.groups = [], []
        self.font_px = layout.font_px
        self.setScale(1.0)
        self._build(reveal, layout, names)
        self._place(layout)
        self.show()

    def clear(self) -> None:
        """Take the reveal away."""
        self.reveal = None
        self.hide()

    def texts(self) -> list[str]:
        """The words shown: the title, then each seat's name and caption."""
        if self.reveal is None:
            return []
        return [self.reveal.title, self.reveal.tag, self.reveal.note] + [
            text for showing, _, name in self.groups for text in (name, showing.caption)
        ]

    def seats_shown(self) -> list[int]:
        """The seats whose showings are laid open, in the order they are drawn."""
        return [showing.seat for showing, _, _ in self.groups]

    # --- layout ----------------------------------------------------------------------

    def _build(self, reveal: Reveal, layout: TableLayout, names: Sequence[str]) -> None:
        """Lay the showings out in the arrangement that shows them biggest: the other seats
        in a row at the top and the viewer's below, or all in one row, each in the order
        the seats sit from left to right."""
        font = self.font_px
        width, height = layout.table
        pad = font * 0.7
        title = QFontMetricsF(_font(font * 1.2, bold=True))
        plain = QFontMetricsF(_font(font))
        line = plain.height()
        viewer = layout.spec.viewer

        def across(showing: Showing) -> float:
            seat = layout.seats[showing.seat]
            return seat.hand[0] if showing.seat == viewer else seat.plate.centre[0]

        ordered = sorted(reveal.showings, key=across)
        others = [s for s in ordered if s.seat != viewer]
        mine = [s for s in ordered if s.seat == viewer]
        has_cards = any(s.cards for s in reveal.showings)
        # Room at the top of each showing for the winner's tag, which straddles its frame.
        lead = font * 0.5 if any(s.winner for s in reveal.showings) and reveal.tag else 0.0
        group_h = lead + (height + pad if has_cards else 0) + line * 2.2 + pad

        def measure(rows: list[list[Showing]]) -> tuple[QRectF, list[list[float]], list[str]]:
            sizes = [[self._group_width(s, names, width) + 2 * pad for s in row] for row in rows]
            widest = max((sum(row) + pad * (len(row) + 1) for row in sizes), default=0.0)
            # A long title is wrapped to the showings' width rather than widening them.
            lines = wrapped(reveal.title, title, max(widest, font * 22) - 2 * pad)
            widest = max(widest, *(title.horizontalAdvance(line) + 2 * pad for line in lines))
            notes = wrapped(reveal.note, plain, widest - 2 * pad) if reveal.note else []
            height = self._title_height(len(lines)) + pad + len(rows) * (group_h + pad)
            return QRectF(0, 0, widest, height + len(notes) * line), sizes, lines

        choices = [[row for row in (others, mine) if row], [ordered] if ordered else []]
        rows, (box, sizes, self.title_lines) = max(
            ((rows, measure(rows)) for rows in choices),
            key=lambda choice: over_table(layout, choice[1][0].width(),
                                          choice[1][0].height())[1],
        )
        y = self._title_height(len(self.title_lines)) + pad
        for row, row_sizes in zip(rows, sizes, strict=True):
            x = (box.width() - sum(row_sizes) - pad * (len(row) - 1)) / 2
            for showing, group_w in zip(row, row_sizes, strict=True):
                frame = QRectF(x, y, group_w, group_h)
                self.groups.append((showing, frame, _name(names, showing.seat)))
                self._lay_cards(showing, frame, pad + lead, width, height)
                x += group_w + pad
            y += group_h + pad
        self.box = box
        self.note_lines = wrapped(reveal.note, plain, box.width() - 2 * pad) if reveal.note else []

    def _title_height(self, lines: int) -> float:
        return QFontMetricsF(_font(self.font_px * 1.2, bold=True)).height() * (lines + 0.6)

    def _group_width(self, showing: Showing, names: Sequence[str], card_w: float) -> float:
        count = len(showing.cards)
        cards = card_w * (1 + CARD_STEP * (count - 1)) if count else 0.0
        metrics = QFontMetricsF(_font(self.font_px, bold=True))
        text = max(
            metrics.horizontalAdvance(_name(names, showing.seat)),
            metrics.horizontalAdvance(showing.caption),
            self.font_px * 6,
        )
        return max(cards, text)

    def _lay_cards(
        self, showing: Showing, frame: QRectF, pad: float, width: float, height: float
    ) -> None:
        count = len(showing.cards)
        span = width * (1 + CARD_STEP * (count - 1))
        left = frame.center().x() - span / 2 + width / 2
        # The cards that count come last, on top, where they show whole.
        cards = sorted(showing.cards, key=lambda c: c in showing.marked)
        for order, card in enumerate(cards):
            item = CardItem(card, self._cache, self._art)
            item.card, item.face_up = card, True
            item.set_size(width, height)
            item.setParentItem(self)
            item.setPos(left + order * width * CARD_STEP, frame.y() + pad + height / 2)
            item.setZValue(order)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            marked = card in showing.marked
            item.set_state(LEGAL if marked else DIMMED if showing.marked else NORMAL)
            self.cards.append(item)

    def _place(self, layout: TableLayout) -> None:
        """Over the play area, clear of the board, the plates and the panel of decisions,
        which may be up meanwhile."""
        place_over_table(self, self.box, layout)

    # --- painting --------------------------------------------------------------------

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-3, -3, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.reveal is None:
            return
        font = self.font_px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = font
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self.box.translated(3, 4), radius, radius)
        painter.setBrush(QColor(14, 40, 27, 248))
        painter.setPen(QPen(GOLD, 1.6))
        painter.drawRoundedRect(self.box, radius, radius)
        title_font = _font(font * 1.2, bold=True)
        painter.setFont(title_font)
        painter.setPen(PARCHMENT)
        painter.drawText(
            QRectF(
                self.box.x(),
                self.box.y() + font * 0.3,
                self.box.width(),
                self._title_height(len(self.title_lines)),
            ),
            Qt.AlignmentFlag.AlignCenter,
            "\n".join(self.title_lines),
        )
        for showing, frame, name in self.groups:
            self._paint_group(painter, showing, frame, name)
        if self.note_lines:
            painter.setFont(_font(font))
            painter.setPen(PARCHMENT)
            line = QFontMetricsF(_font(font)).height()
            top = self.box.bottom() - font * 0.5 - line * len(self.note_lines)
            painter.drawText(
                QRectF(self.box.x(), top, self.box.width(), line * len(self.note_lines)),
                Qt.AlignmentFlag.AlignCenter,
                "\n".join(self.note_lines),
            )

    def _paint_group(self, painter: QPainter, showing: Showing, frame: QRectF, name: str) -> None:
        font = self.font_px
        radius = font * 0.6
        painter.setBrush(QColor(255, 255, 255, 14))
        painter.setPen(QPen(GOLD, 2.6) if showing.winner else QPen(QColor(200, 190, 160, 90), 1.0))
        painter.drawRoundedRect(frame, radius, radius)
        line = QFontMetricsF(_font(font)).height()
        bottom = frame.bottom() - font * 0.5
        caption = QRectF(frame.x(), bottom - line, frame.width(), line)
        label = QRectF(frame.x(), caption.y() - line * 1.1, frame.width(), line)
        painter.setFont(_font(font, bold=True))
        painter.setPen(GOLD if showing.winner else PARCHMENT)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(_font(font * 0.95))
        painter.setPen(QColor(235, 225, 200))
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, showing.caption)
        if showing.winner:
            self._paint_winner_tag(painter, frame)

    def _paint_winner_tag(self, painter: QPainter, frame: QRectF) -> None:
        font = _font(self.font_px * 0.9, bold=True)
        text = self.reveal.tag if self.reveal is not None else ""
        if not text:
            return
        metrics = QFontMetricsF(font)
        tag = QRectF(
            0,
            0,
            metrics.horizontalAdvance(text) + self.font_px,
            metrics.height() + self.font_px * 0.2,
        )
        tag.moveCenter(QPointF(frame.center().x(), frame.top()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
        painter.setFont(font)
        painter.setPen(QColor(40, 32, 24))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)


def wrapped(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` where its words allow, broken between
    words."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def place_over_table(item: QGraphicsObject, box: QRectF, layout: TableLayout) -> None:
    """Put a panel of ``box`` (in its own coordinates) over the table where the layout
    finds it room (``over_table``), made smaller if it must be."""
    spot, scale = over_table(layout, box.width(), box.height())
    item.setScale(scale)
    item.setPos(spot.x - box.x() * scale, spot.y - box.y() * scale)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat)
