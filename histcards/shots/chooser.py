"""Screenshots of choosing a game: the game chooser as a player sees it at first start
(``chooser.png``, and ``chooser-1024x700.png``), and the detailed set-up ("Seats and
variants…", ``setup-<tile>.png``) of each of its tiles, the options that apply and those
that do not. Each dialog is drawn over the window, at 1280×800 and 1024×700."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TextIO

from histcards.shots.furniture import SIZES, _over, _settle


def _name(base: str, size: tuple[int, int]) -> str:
    return base if size == SIZES[0] else f"{base}-{size[0]}x{size[1]}"


def shoot_chooser(folder: Path, app: Any, out: TextIO) -> list[Path]:
    """Save the chooser and the set-up dialogs at each size."""
    from histcards.app.chooser import GameChooser, entries
    from histcards.app.main_window import MainWindow
    from histcards.app.new_game import NewGameDialog
    from histcards.storage import Settings

    settings = Settings(animation_speed=0.0, ai_delay=0.0, trick_linger=0.0)
    saved: list[Path] = []

    def save(name: str, window: Any, dialog: Any) -> None:
        dialog.show()
        _settle(app)
        path = folder / f"{name}.png"
        _over(window, dialog).save(str(path))
        dialog.close()
        saved.append(path)
        print(f"  {path}", file=out)

    for size in SIZES:
        window = MainWindow(settings)
        window.resize(*size)
        window.show()
        _settle(app)
        save(_name("chooser", size), window, GameChooser(window, settings))
        for entry in entries():
            dialog = NewGameDialog(
                window, settings, entry.game, entry.preset.id if entry.preset else None
            )
            save(_name(f"setup-{entry.key.replace('/', '-')}", size), window, dialog)
        window.close()
        window.deleteLater()
    return saved
