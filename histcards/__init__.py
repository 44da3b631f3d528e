"""histcards: a card table for five historical French card games."""

__version__ = "0.1.0"
