"""Benchmarks (``python -m histcards.bench SUITE``): figures, never timed tests."""
