"""One module per game: its ``Knowledge`` hook for world sampling (``KNOWLEDGE``, see
``histcards.ai.worlds``) and its bots, ``bot(level)`` for level in ``BOT_LEVELS``."""

BOT_LEVELS = ("heuristic", "novice", "joueur", "maitre")
"""``heuristic``: the noise-free heuristic yardstick; ``novice``: the heuristic with noise;
``joueur``: determinized search with a modest budget; ``maitre``: with a larger one."""
