"""Imports run only downward: cards <- engine <- ai <- table <- app (the Qt window)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "histcards"
FORBIDDEN = {
    "cards.py": ("histcards.engine", "histcards.ai", "histcards.table", "histcards.app",
                 "PySide6"),
    "match_setup.py": ("histcards.table", "histcards.app", "PySide6"),
    "storage.py": ("histcards.engine", "histcards.ai", "histcards.table", "histcards.app",
                   "PySide6"),
    "engine": ("histcards.ai", "histcards.table", "histcards.app", "PySide6"),
    "ai": ("histcards.table", "histcards.app", "PySide6"),
    "table": ("histcards.app",),
}
"""What each part of the package must not import."""


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports, at its top or inside functions."""
    modules: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            modules.add(node.module)
    return modules


def sources(part: str) -> list[Path]:
    path = PACKAGE / part
    return [path] if path.is_file() else sorted(path.rglob("*.py"))


@pytest.mark.parametrize("part", sorted(FORBIDDEN))
def test_no_part_imports_a_layer_above_it(part):
    files = sources(part)
    assert files
    upward = [f"{path.relative_to(PACKAGE)}: {module}" for path in files
              for module in sorted(imported_modules(path))
              if module.startswith(FORBIDDEN[part])]
    assert upward == []
