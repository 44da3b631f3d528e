"""The Qt table: the felt scene, its cards, boards and chips, the animations, the
controller that runs a match between human and computer seats, the action panel and the
words the table speaks.

The table holds no rules: it draws observations, animates the engine's events and asks
the engine what is legal.
"""
