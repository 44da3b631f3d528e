"""The Qt card table: the felt scene, its cards, boards and chips, the animations, the
controller that runs a match between human and computer seats, and the action panel.

The table holds no rules: it draws observations, animates the engine's events and asks
the engine what is legal.
"""

from histcards.table.qt_compat import keep_none_alive

keep_none_alive()
