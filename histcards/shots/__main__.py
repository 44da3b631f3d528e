"""``python -m histcards.shots DIR [--scale S] [--game G] [--lang L] [--size WxH]``: play a
seeded match of each game offscreen with one human seat (decided by a simple policy through
the controller, as clicks would) and save PNG screenshots at characteristic moments: the
deal, a trick, the bidding, the board, a run, a showdown laid open (``showdown``), the
first deal's summary (``summary``), the final standings (``standings``, as Enter shows them
at the match's end) and the end.

``--furniture`` shoots the window's furniture instead (toolbar, settings with the card
backs and felt swatches, colour dialog, About box) at 1280×800 and 1024×700; the game
chooser and its set-up dialogs come first (``--chooser``: only them). Each game's coach and
guided deal are shot too (``histcards.shots.coach``); ``--coach`` shoots only them."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

SHORT = "short"
"""The preset a series plays, where the game declares it (a short match)."""


@dataclass(frozen=True)
class Series:
    """One series of screenshots: a match of ``game`` with these options."""

    name: str
    game: str
    players: int
    options: dict[str, Any]


def series() -> list[Series]:
    """A short match of every registered game at its usual player count, and one more for
    each of its presets that puts another stake board on the table (Le Poque's six pools,
    Homme d'Auvergne's pot)."""
    from histcards.engine import GAMES, new_match

    def board(game: str, players: int, options: dict[str, Any]) -> Any:
        ledger = new_match(game, players, options).ledger
        return GAMES[game].info.board(list(ledger.pools) if ledger else [])

    found = []
    for game in GAMES:
        info = GAMES[game].info
        short = next((dict(p.options) for p in info.presets if p.id == SHORT), {})
        found.append(Series(game, game, info.usual_players, short))
        usual = board(game, info.usual_players, short)
        for preset in info.presets:
            options = {**short, **preset.options}
            players = preset.players or info.usual_players
            if board(game, players, options) not in (usual, None):
                found.append(Series(preset.id, game, players, options))
    return found


DEFAULT_SIZE = (1280, 800)
"""The window's size, unless ``--size`` says otherwise."""
QUIET = ("pass", "hold", "good", "call", "fold")
SECONDS = 90.0


@dataclass(frozen=True)
class Moment:
    """A moment worth a screenshot: its name and when it has come."""

    name: str
    test: Callable[[Any], bool]


def _legal(window: Any) -> list[Any]:
    return window.controller.match.legal()


MOMENTS = (
    Moment("dealt", lambda w: True),
    Moment("trick", lambda w: len(w.scene.model.trick) >= 2
           and any(a.kind == "play" for a in _legal(w))),
    Moment("bidding", lambda w: w.panel.isVisible() and len(w.panel.buttons) >= 2),
    Moment("board", lambda w: bool(w.scene.model.pools)
           and sum(w.scene.model.pools.values()) > 0 and w.scene.model.banks is not None),
    Moment("run", lambda w: len(w.scene.model.run) >= 3),
    Moment("late", lambda w: w.controller.match.deal_index >= 1
           and len(w.scene.model.trick + w.scene.model.run) >= 1),
    Moment("showdown", lambda w: w.scene.reveal_shown()
           and w.scene.reveal.reveal.kind == "showdown"),
)


def choose(legal: list[Any], rng: random.Random) -> Any:
    """A human stand-in: mostly quiet in the bidding, any legal card in play."""
    quiet = [a for a in legal if a.kind in QUIET]
    if quiet and rng.random() < 0.75:
        return rng.choice(quiet)
    return rng.choice(legal)


def shoot(shots: Series, folder: Path, app: Any, out: Any,
          size: tuple[int, int] = DEFAULT_SIZE) -> list[Path]:
    """Play one series in a window of ``size`` and save its screenshots."""
    from PySide6.QtCore import QEventLoop, QTimer

    from histcards.app.main_window import MainWindow, default_setup
    from histcards.storage import Settings

    settings = Settings(animation_speed=1.0, ai_delay=0.0, trick_linger=0.0)
    window = MainWindow(settings)
    window.resize(*size)
    window.show()
    saved: list[Path] = []
    taken: set[str] = set()
    rng = random.Random(7)

    def save(name: str, settle: bool = True) -> None:
        """Grab the window, once pending events are handled (``settle``; not while what is
        shown lasts only until the next computer decision, which they may bring)."""
        path = folder / f"{shots.name}-{name}.png"
        if settle:
            app.processEvents()
        window.grab().save(str(path))
        saved.append(path)
        print(f"  {path}", file=out)

    setup = replace(default_setup(shots.game, settings, shots.players, seed=11),
                    options=shots.options)
    window.start(setup)
    deadline = time.perf_counter() + 0.5
    while time.perf_counter() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    save("dealing")
    window.controller.set_speed(0.0, 0.0)
    window.animator.finish_all()
    controller = window.controller
    over: list[bool] = []
    controller.match_over.connect(lambda: over.append(True))

    def moments(settle: bool = True) -> None:
        for moment in MOMENTS:
            if moment.name not in taken and moment.test(window):
                taken.add(moment.name)
                save(moment.name, settle)

    def human_turn(seat: int) -> None:
        moments()
        QTimer.singleShot(0, lambda: decide())

    def deal_over() -> None:
        QTimer.singleShot(0, summary_then_next_deal)

    def summary_then_next_deal() -> None:
        if "summary" not in taken:
            taken.add("summary")
            save("summary")
        controller.next_deal()

    def decide() -> None:
        if controller.human_seat_to_act() is None:
            return
        legal = controller.match.legal()
        plays = [a.card for a in legal if a.kind == "play"]
        several = next((c for c in plays if plays.count(c) > 1), None)
        if several is not None and "choice" not in taken:
            taken.add("choice")
            controller.card_clicked(several)
            save("choice")
        controller.submit(choose(legal, rng))

    controller.human_to_act.connect(human_turn)
    controller.deal_over.connect(deal_over)
    window.animator.idle.connect(lambda: moments(settle=False))
    if controller.human_seat_to_act() is not None:
        human_turn(controller.human_seat_to_act())
    deadline = time.perf_counter() + SECONDS
    while not over and time.perf_counter() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    save("end" if over else "timeout")
    if over and window.panel.press_default():
        save("standings")
    controller.shutdown()
    window.close()
    window.deleteLater()
    return saved


def window_size(text: str) -> tuple[int, int]:
    """A window size written ``WxH`` (``1024x700``)."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()) or min(int(width), int(height)) < 320:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT in pixels, at least "
                                         f"320x320, not {text!r}")
    return int(width), int(height)


def main(argv: list[str]) -> int:
    """Write the screenshots."""
    parser = argparse.ArgumentParser(prog="python -m histcards.shots")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--scale", type=float, default=1.0,
                        help="device pixel ratio to render at (2 for a high-density screen)")
    parser.add_argument("--game", action="append", metavar="SERIES",
                        help="a series: a game's id, or a preset's showing another board "
                             "(e.g. poque); repeatable")
    parser.add_argument("--lang", choices=("en", "fr"), default="en",
                        help="the interface language")
    parser.add_argument("--size", type=window_size, default=DEFAULT_SIZE, metavar="WxH",
                        help="the window's size in pixels (default 1280x800)")
    parser.add_argument("--furniture", action="store_true",
                        help="shoot the toolbar, settings, colour dialog and About box")
    parser.add_argument("--chooser", action="store_true",
                        help="shoot only the game chooser and the set-up dialogs (shot "
                             "before the games when no series is named)")
    parser.add_argument("--coach", action="store_true",
                        help="shoot only the coach and the guided deals")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    from PySide6.QtWidgets import QApplication

    from histcards.app.pyside_guard import protect_none

    protect_none()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from histcards.app.i18n import Translations

    translations = Translations()
    translations.apply(args.lang)
    args.folder.mkdir(parents=True, exist_ok=True)
    if args.furniture:
        from histcards.shots.furniture import SIZES, shoot_furniture

        for size in SIZES:
            shoot_furniture(args.folder, app, sys.stdout, size)
        return 0
    if args.chooser or not (args.game or args.coach):
        from histcards.shots.chooser import shoot_chooser

        shoot_chooser(args.folder, app, sys.stdout)
        if args.chooser:
            return 0
    chosen = [s for s in series() if not args.game or s.name in args.game]
    for shots in chosen if not args.coach else []:
        print(shots.name, file=sys.stdout)
        shoot(shots, args.folder, app, sys.stdout, args.size)
    from histcards.shots.coach import shoot_coach, shoot_lesson

    for game in (s.game for s in chosen if s.name == s.game):
        print(f"{game}: the coach and the guided deal", file=sys.stdout)
        shoot_coach(game, args.folder, app, sys.stdout)
        shoot_lesson(game, args.folder, app, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
