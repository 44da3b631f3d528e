"""Screenshots of the table for review: ``python -m histcards.shots DIR`` writes each
game at characteristic moments (the deal, a trick under way, the bidding panel, the Poch
board with its chips, a Hoc run, the end of the match)."""
