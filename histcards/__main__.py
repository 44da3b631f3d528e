"""``python -m histcards`` runs the same entry point as the ``histcards`` command."""

from histcards.cli import main

raise SystemExit(main())
