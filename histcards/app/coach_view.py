"""The coach's panel, beside the table like the game log: at each of the player's
decisions it says what the phase is about, which choices are open and why the others
are not, and what the master computer would do and why; after each trick, run or stake,
a line on what happened and why (``histcards.table.coaching`` words all of it). In a
lesson (``histcards.table.lesson``) it also says the lesson's line for the moment, and
offers to play on freely.

The advice is thought out off the UI thread by the ``Adviser`` the hint shares, and only
while the panel is switched on. Everything is said again in the new language when the
interface's language changes. The panel's text view is made when the coach is first
switched on: it is silent at start.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from histcards.engine import events as ev
from histcards.engine.actions import Action
from histcards.table.advice import Adviser
from histcards.table.animation import Animator
from histcards.table.coaching import (
    TOLD,
    CoachWords,
    choices_text,
    happened,
    phase_words,
    rated_text,
    refusal_probes,
    refusals,
)
from histcards.table.controller import Controller
from histcards.table.lesson import LessonDirector
from histcards.table.wording import translated

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTextBrowser

    from histcards.ai.advice import Advice

LINES_KEPT = 4
"""How many lines on what happened the panel keeps."""

Batch = tuple[tuple[ev.Event, ...], tuple[str, ...], str | None]
"""Events of one step, the seats' names then, and the deal's trump suit (letter)."""


def escaped(text: str) -> str:
    """``text`` made safe in the panel's rich text (``html.escape``). The ``html`` module
    is imported when the coach first speaks: its table of entities weighs on the start."""
    from html import escape

    return escape(text)


class CoachPanel(QWidget):
    """The coach: what to know at the player's decision, and what just happened."""

    def __init__(
        self,
        controller: Controller,
        adviser: Adviser,
        animator: Animator,
        lesson: LessonDirector,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.adviser = adviser
        self.lesson = lesson
        self.active = False
        self.failure = ""
        self.pending: list[Batch] = []
        """Steps whose events have not been shown on the table yet."""
        self.told: deque[Batch] = deque(maxlen=LINES_KEPT)
        self._browser: QTextBrowser | None = None
        self.free_button = QPushButton(self)
        self.free_button.clicked.connect(self._play_freely)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.free_button)
        controller.human_to_act.connect(lambda _seat: self._decision())
        controller.changed.connect(self.render)
        controller.events.connect(self._events)
        controller.reloaded.connect(self._reloaded)
        animator.idle.connect(self._caught_up)
        adviser.ready.connect(self._advised)
        adviser.failed.connect(self._failed)
        lesson.changed.connect(self.render)
        self.retranslate()

    @property
    def browser(self) -> QTextBrowser:
        """The text view, made when the coach is first switched on."""
        if self._browser is None:
            from PySide6.QtWidgets import QTextBrowser

            self._browser = QTextBrowser(self)
            self._browser.setOpenLinks(False)
            self.layout().insertWidget(0, self._browser)
            self._name_browser()
        return self._browser

    # --- switching on and off ------------------------------------------------------------

    def set_active(self, active: bool, ask: bool = True) -> None:
        """Speak (and think out advice, asking at once if ``ask``) or stay silent."""
        self.active = active
        if active:
            self.browser.show()  # made now, so that the panel is laid out at its size
        if active and ask:
            self._decision()
        self.render()

    def _decision(self) -> None:
        if self.active and self.controller.human_observation() is not None:
            self.failure = ""
            self.adviser.request()
        self.render()

    def _advised(self, advice: Advice) -> None:
        self.render()

    def _failed(self, message: str) -> None:
        self.failure = message
        self.render()

    def _play_freely(self) -> None:
        self.lesson.release()

    # --- what happened -------------------------------------------------------------------

    def _events(self, events: Sequence[ev.Event]) -> None:
        match = self.controller.match
        if any(isinstance(e, ev.Deal) for e in events):
            self.told.clear()
            self.pending.clear()
        observation = self.controller.viewer_observation()
        trumps = observation.table.get("trumps") if observation is not None else None
        self.pending.append((tuple(events), tuple(match.names), trumps))

    def _caught_up(self) -> None:
        """The table shows every step: tell what happened in them."""
        if self.pending:
            self.told.extend(
                batch for batch in self.pending if any(isinstance(e, TOLD) for e in batch[0])
            )
            self.pending.clear()
            self.render()

    def _reloaded(self) -> None:
        self.told.clear()
        self.pending.clear()
        self.failure = ""

    def happened_lines(self) -> list[str]:
        """The lines on the latest tricks, runs and stakes, oldest first; the newest says
        why as well (once is enough)."""
        match = self.controller.match
        if match is None:
            return []
        lines: list[tuple[str, str]] = []
        for events, names, trumps in self.told:
            words = CoachWords(
                match.game.info, names, match.game.score_kind(match.options), self.controller.you()
            )
            lines += happened(words, events, trumps)
        shown = [text for text, _why in lines[-LINES_KEPT:]]
        if shown and lines[-1][1]:
            shown[-1] = f"{shown[-1]} {lines[-1][1]}"
        return shown

    # --- saying it ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Say everything again in the interface language."""
        self.setAccessibleName(self.tr("Coach"))
        if self._browser is not None:
            self._name_browser()
        self.free_button.setText(self.tr("Play on freely"))
        self.free_button.setToolTip(
            self.tr("Leave the lesson's script: the computers play on as they like, and so may you")
        )
        self.render()

    def _name_browser(self) -> None:
        self.browser.setAccessibleName(self.tr("Coach"))
        self.browser.setAccessibleDescription(
            self.tr("What your decision is about and what the master computer would do")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        """What the panel says, as plain text."""
        return self._browser.toPlainText() if self._browser is not None else ""

    def render(self) -> None:
        """Say what fits the moment."""
        self.free_button.setVisible(
            self.lesson.following
            and self.controller.match is not None
            and self.controller.match.to_act is not None
        )
        if not self.active or self.controller.match is None:
            if self._browser is not None:
                self._browser.setHtml("")
            return
        lesson = self._lesson_part()
        parts = lesson + self._decision_part(explain=not lesson) + self._happened_part()
        self.browser.setHtml("".join(parts))

    def _words(self) -> CoachWords:
        match = self.controller.match
        return CoachWords(
            match.game.info,
            match.names,
            match.game.score_kind(match.options),
            self.controller.you(),
        )

    def _lesson_part(self) -> list[str]:
        lesson = self.lesson
        said = [escaped(translated(text)) for text in (lesson.intro(), lesson.line()) if text]
        expected = lesson.expected()
        if expected is not None:
            said.append(
                escaped(self.tr("In this lesson: {0}.")).format(
                    f"<b>{escaped(self.controller.label(expected))}</b>"
                )
            )
        if lesson.stray is not None:
            said.append(
                escaped(
                    self.tr(
                        "That is not the lesson's move. Take the highlighted one, or choose "
                        "“Play on freely” below to go your own way."
                    )
                )
            )
        if not said:
            return []
        body = "".join(f"<p>{line}</p>" for line in said)
        title = escaped(self.tr("Lesson"))
        return [f"<div style='background:#fff6d8; color:#222;'><h3>{title}</h3>{body}</div>"]

    def _decision_part(self, explain: bool) -> list[str]:
        """The phase (what it is about, unless a lesson's line says it: ``explain``), the
        choices and the master computer's advice."""
        controller = self.controller
        match = controller.match
        info = match.game.info
        name, about = phase_words(info, match.phase)
        about = f"<p>{escaped(about)}</p>" if explain else ""
        parts = [f"<h3>{escaped(name)}</h3>{about}"] if name else []
        observation = controller.human_observation()
        if observation is None:
            if match.to_act is not None:
                waiting = self.tr("Waiting for {0}.").format(match.names[match.to_act])
                parts.append(f"<p><i>{escaped(waiting)}</i></p>")
            return parts
        words = self._words()
        legal = list(observation.legal)
        parts.append(self._para(self.tr("You may:"), choices_text(words, legal)))
        closed = refusals(match, refusal_probes(info, legal, observation.hand))
        if closed:
            parts.append(self._para(self.tr("Not now:"), " ".join(closed)))
        parts += self._advice_part(words, legal)
        return parts

    def _advice_part(self, words: CoachWords, legal: Sequence[Action]) -> list[str]:
        advice = self.adviser.current()
        if advice is not None and len(legal) == 1:  # nothing to choose: just say so
            return [f"<p>{escaped(line)}</p>" for line in words.said(advice)]
        expected = self.lesson.expected()
        if expected is not None:
            # In a lesson the master computer speaks only to back the lesson's move.
            if advice is None or advice.action != expected:
                return []
            agrees = escaped(self.tr("The master computer agrees: {0}")).format(
                f"<b>{escaped(words.action(advice.action))}</b>"
            )
            reasons = "".join(f"<p>{escaped(line)}</p>" for line in words.said(advice))
            return [f"<h4>{agrees}</h4>{reasons}"]
        if advice is None:
            waiting = (
                self.tr("The master computer could not think this through.")
                if self.failure
                else self.tr("The master computer is thinking…")
            )
            return [f"<p><i>{escaped(waiting)}</i></p>"]
        would = escaped(self.tr("The master computer would choose: {0}")).format(
            f"<b>{escaped(words.action(advice.action))}</b>"
        )
        reasons = "".join(f"<p>{escaped(line)}</p>" for line in words.said(advice))
        rated = rated_text(words, advice)
        scale = self.tr("The other choices, against its choice, on average:")
        ratings = (
            f"<p><small>{escaped(scale)} {escaped(rated)}</small></p>" if rated else ""
        )
        return [f"<h4>{would}</h4>{reasons}{ratings}"]

    def _happened_part(self) -> list[str]:
        lines = self.happened_lines()
        if not lines:
            return []
        items = "".join(f"<p>{escaped(line)}</p>" for line in lines)
        title = escaped(self.tr("Just now"))
        return [f"<h4>{title}</h4>{items}"]

    @staticmethod
    def _para(label: str, text: str) -> str:
        return f"<p><b>{escaped(label)}</b> {escaped(text)}</p>"
