"""Screenshots of the window's furniture at a given window size: the table with its toolbar
and game log, the View menu, the settings (card backs and felt swatches), the colour dialog, and the
About box's tabs. A dialog is drawn over the window, centred, as the player sees it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

SIZES = ((1280, 800), (1024, 700))


def _settle(app: Any, rounds: int = 30) -> None:
    for _ in range(rounds):
        app.processEvents()


def _over(window: Any, dialog: Any) -> Any:
    """The window's image with ``dialog`` drawn over its middle, with a thin shadow."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QPainter

    image = window.grab()
    picture = dialog.grab()
    painter = QPainter(image)
    corner = QPoint((image.width() - picture.width()) // 2,
                    (image.height() - picture.height()) // 2)
    painter.fillRect(corner.x() + 4, corner.y() + 4, picture.width(), picture.height(),
                     QColor(0, 0, 0, 90))
    painter.drawPixmap(corner, picture)
    painter.end()
    return image


def _menu_open(window: Any, menu: Any) -> Any:
    """The window's image with ``menu`` (of its menu bar) drawn open under its title."""
    from PySide6.QtGui import QPainter

    bar = window.menuBar()
    under = bar.actionGeometry(menu.menuAction()).bottomLeft()
    menu.popup(bar.mapToGlobal(under))
    picture = menu.grab()
    image = window.grab()
    painter = QPainter(image)
    painter.drawPixmap(bar.mapTo(window, under), picture)
    painter.end()
    menu.hide()
    return image


def shoot_furniture(folder: Path, app: Any, out: TextIO, size: tuple[int, int]) -> list[Path]:
    """Save the furniture's screenshots for a window of ``size`` (width, height)."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QColorDialog

    from histcards.app.about import AboutDialog
    from histcards.app.main_window import MainWindow, default_setup
    from histcards.app.settings_dialog import SettingsDialog
    from histcards.storage import Settings

    width, height = size
    settings = Settings(animation_speed=0.0, ai_delay=0.0, trick_linger=0.0, show_log=True,
                        card_back="grecque", table_colour="#1f3d6b")
    window = MainWindow(settings)
    window.resize(width, height)
    window.show()
    window.start(default_setup("quarante", settings, 4, seed=5))
    _settle(app)
    saved: list[Path] = []

    def save(name: str, image: Callable[[], Any]) -> None:
        _settle(app)
        path = folder / f"furniture-{name}-{width}x{height}.png"
        image().save(str(path))
        saved.append(path)
        print(f"  {path}", file=out)

    save("toolbar", window.grab)
    save("view-menu", lambda: _menu_open(window, window.view_menu))
    dialog = SettingsDialog(window, window.settings)
    dialog.show()
    save("settings", lambda: _over(window, dialog))
    colours = QColorDialog(QColor(window.settings.table_colour), window)
    colours.setOption(QColorDialog.ColorDialogOption.DontUseNativeDialog)
    colours.show()
    save("colour-dialog", lambda: _over(window, colours))
    colours.close()
    dialog.close()
    about = AboutDialog(window)
    about.show()
    for index, name in enumerate(("about-licence", "about-credits", "about-sources")):
        about.tabs.setCurrentIndex(index)
        save(name, lambda: _over(window, about))
    about.close()
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    return saved
