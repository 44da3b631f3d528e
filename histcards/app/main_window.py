"""The main window: menus and the felt table."""

from __future__ import annotations

from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMainWindow, QMessageBox

from histcards import __version__

FELT_GREEN = QColor(28, 92, 58)


class MainWindow(QMainWindow):
    """The application window: a felt table with the Game, View, Settings and Help menus."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("histcards")
        self.resize(1100, 760)
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene, self)
        self.view.setBackgroundBrush(QBrush(FELT_GREEN))
        self.view.setAccessibleName(self.tr("Card table"))
        self.setCentralWidget(self.view)
        self._build_menus()

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        self.menuBar().addMenu(self.tr("&View"))
        self.menuBar().addMenu(self.tr("&Settings"))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = QAction(self.tr("&About histcards"), self)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About histcards"),
                          self.tr("histcards {0}: Hoc Mazarin, Polignac, Homme d'Auvergne, "
                                  "Quarante de Roi and Poch.").format(__version__))
