"""Files histcards keeps between runs: settings, statistics and the autosaved match.

Every file is JSON ``{"schema": KIND, "version": N, "data": …}`` written atomically (a
temporary file in the same folder, flushed, fsynced, then renamed over the old one), so an
interrupted write leaves the previous file intact. A file that cannot be read, parsed or
validated is moved aside as ``NAME.corrupt-<time>``, the caller gets a one-sentence message
for the player, and the program carries on with defaults: nothing is silently lost or
overwritten. No pickle.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "histcards"
SETTINGS_VERSION = 1
STATISTICS_VERSION = 1
AUTOSAVE_VERSION = 1


def config_dir() -> Path:
    """Where settings live (platformdirs' user config folder for histcards)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where statistics and the autosaved match live (platformdirs' user data folder)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class InvalidFile(ValueError):
    """A file's content is not what its schema expects."""


@dataclass(frozen=True)
class FileProblem:
    """A file that could not be used and was set aside.

    ``kind`` is the file's schema (``settings``, ``statistics``, ``autosave``), ``kept_as``
    the name it was moved to (None if it could not be moved) and ``detail`` the technical
    cause. ``str()`` is the English sentence for the player; an interface words it in its
    own language from these fields.
    """

    kind: str
    file_name: str
    kept_as: str | None
    detail: str

    def __str__(self) -> str:
        where = (f"it was kept as {self.kept_as}" if self.kept_as
                 else "it could not be moved aside")
        return (f"The {self.kind} file {self.file_name} could not be read ({self.detail}); "
                f"{where} and histcards continues with defaults.")


@dataclass(frozen=True)
class Loaded:
    """What reading a file gave: its data (None if absent or unusable) and, when the file
    was unusable and moved aside, the problem to tell the player."""

    data: Any = None
    problem: FileProblem | None = None


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash at any point leaves either the old
    file or the new one, never a mixture."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # some platforms cannot open folders; the rename is still atomic
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


class JsonFile:
    """One versioned JSON file of a given kind."""

    def __init__(self, path: Path, kind: str, version: int,
                 now: Callable[[], datetime] = datetime.now) -> None:
        self.path = path
        self.kind = kind
        self.version = version
        self._now = now

    def save(self, data: Any) -> None:
        """Write ``data`` atomically under this file's schema and version."""
        document = {"schema": self.kind, "version": self.version, "data": data}
        write_atomically(self.path, json.dumps(document, ensure_ascii=False, indent=1))

    def load(self, validate: Callable[[Any], Any] = lambda data: data) -> Loaded:
        """Read the file; ``validate`` turns its data into a value or raises ``InvalidFile``
        (or ``ValueError`` / ``TypeError`` / ``KeyError``)."""
        if not self.path.exists():
            return Loaded()
        try:
            document = json.loads(self.path.read_text(encoding="utf-8"))
            return Loaded(validate(self._unwrap(document)))
        except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError) as error:
            return Loaded(problem=self.set_aside(error))

    def delete(self) -> None:
        """Remove the file if it exists."""
        self.path.unlink(missing_ok=True)

    def _unwrap(self, document: Any) -> Any:
        if not isinstance(document, Mapping) or document.get("schema") != self.kind:
            raise InvalidFile(f"not a histcards {self.kind} file")
        if document.get("version") != self.version:
            raise InvalidFile(f"version {document.get('version')!r} is not "
                              f"version {self.version}")
        if "data" not in document:
            raise InvalidFile("it holds no data")
        return document["data"]

    def set_aside(self, error: Exception) -> FileProblem:
        """Move the file aside as ``NAME.corrupt-<time>`` because of ``error``; returns the
        problem to tell the player."""
        stamp = self._now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        try:
            os.replace(self.path, aside)
            kept_as: str | None = aside.name
        except OSError:
            kept_as = None
        return FileProblem(self.kind, self.path.name, kept_as, str(error))


# --- settings -------------------------------------------------------------------------


ACE_INDICES = ("1", "A")
"""How the corner index of an Ace reads: the Paris pattern's 1, or A."""


@dataclass(frozen=True)
class Settings:
    """The player's preferences."""

    language: str = "system"
    animation_speed: float = 1.0
    trick_linger: float = 1.0
    ai_delay: float = 0.4
    card_back: str = "default"
    table_colour: str = "#1c5c3a"
    four_colour_suits: bool = False
    ace_index: str = "1"
    default_players: dict[str, int] = field(default_factory=dict)
    default_levels: dict[str, str] = field(default_factory=dict)
    default_seats: dict[str, list[dict[str, str]]] = field(default_factory=dict)
    """Per game, the seats of the last match set up (``SeatSetup.to_json``)."""
    player_name: str = ""
    window_geometry: str = ""
    show_toolbar: bool = True
    show_log: bool = False
    """Whether the game log panel is open."""
    full_screen: bool = False
    """Whether the window was full screen when last left: it comes back so."""


def settings_from_json(data: Any) -> Settings:
    """Validate stored settings; unknown keys are ignored, wrong types are an error."""
    if not isinstance(data, Mapping):
        raise InvalidFile("settings must be an object")
    defaults = Settings()
    values: dict[str, Any] = {}
    for spec in fields(Settings):
        if spec.name not in data:
            continue
        value, expected = data[spec.name], type(getattr(defaults, spec.name))
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, expected) or (expected is not bool and isinstance(value, bool)):
            raise InvalidFile(f"setting {spec.name} has the wrong type")
        values[spec.name] = value
    settings = replace(defaults, **values)
    if not 0 <= settings.animation_speed <= 4:
        raise InvalidFile("animation_speed must be between 0 and 4")
    if settings.ace_index not in ACE_INDICES:
        raise InvalidFile(f"ace_index must be one of {', '.join(ACE_INDICES)}")
    for seats in settings.default_seats.values():
        if not isinstance(seats, list) or not all(
                isinstance(seat, Mapping) and all(isinstance(v, str) for v in seat.values())
                for seat in seats):
            raise InvalidFile("default_seats must list each game's seats as objects of texts")
    return settings


class SettingsStore:
    """Settings in ``settings.json`` of the config folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.file = JsonFile((folder or config_dir()) / "settings.json", "settings",
                             SETTINGS_VERSION)

    def load(self) -> tuple[Settings, FileProblem | None]:
        """The stored settings (defaults if none) and the problem met, if any."""
        loaded = self.file.load(settings_from_json)
        return loaded.data or Settings(), loaded.problem

    def save(self, settings: Settings) -> None:
        """Store the settings."""
        self.file.save(asdict(settings))


# --- statistics -----------------------------------------------------------------------


@dataclass(frozen=True)
class Record:
    """A player's record at one game."""

    played: int = 0
    won: int = 0
    best: int | None = None
    streak: int = 0
    best_streak: int = 0

    def after(self, won: bool, result: int, lower_is_better: bool) -> Record:
        """This record updated with one finished match."""
        better = (self.best is None or (result < self.best if lower_is_better
                                        else result > self.best))
        streak = self.streak + 1 if won else 0
        return Record(self.played + 1, self.won + int(won), result if better else self.best,
                      streak, max(self.best_streak, streak))


Statistics = dict[str, dict[str, Record]]
"""Records by game id, then by player name."""


def statistics_from_json(data: Any) -> Statistics:
    """Validate stored statistics."""
    if not isinstance(data, Mapping):
        raise InvalidFile("statistics must be an object")
    result: Statistics = {}
    for game, players in data.items():
        if not isinstance(players, Mapping):
            raise InvalidFile(f"statistics of {game} must be an object")
        result[game] = {name: _record_from_json(entry) for name, entry in players.items()}
    return result


def _record_from_json(entry: Any) -> Record:
    if not isinstance(entry, Mapping):
        raise InvalidFile("a statistics entry must be an object")
    record = Record(**{k: entry[k] for k in entry if k in Record.__dataclass_fields__})
    counts = (record.played, record.won, record.streak, record.best_streak)
    if not all(isinstance(v, int) and v >= 0 for v in counts) or record.won > record.played:
        raise InvalidFile("a statistics entry has impossible counts")
    return record


class StatisticsStore:
    """Statistics per game and player name in ``statistics.json`` of the data folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.file = JsonFile((folder or data_dir()) / "statistics.json", "statistics",
                             STATISTICS_VERSION)

    def load(self) -> tuple[Statistics, FileProblem | None]:
        """The stored statistics (empty if none) and the problem met, if any."""
        loaded = self.file.load(statistics_from_json)
        return loaded.data or {}, loaded.problem

    def record_result(self, game: str, name: str, won: bool, result: int,
                      lower_is_better: bool = False) -> Statistics:
        """Add one finished match for a player and store the statistics."""
        statistics, _ = self.load()
        players = statistics.setdefault(game, {})
        players[name] = players.get(name, Record()).after(won, result, lower_is_better)
        self.save(statistics)
        return statistics

    def save(self, statistics: Statistics) -> None:
        """Store the statistics."""
        self.file.save({game: {name: asdict(r) for name, r in players.items()}
                        for game, players in statistics.items()})

    def reset(self, game: str | None = None) -> None:
        """Forget the statistics of one game, or of all games."""
        if game is None:
            self.file.delete()
            return
        statistics, _ = self.load()
        statistics.pop(game, None)
        self.save(statistics)


# --- the autosaved match ----------------------------------------------------------------


@dataclass(frozen=True)
class SavedMatch:
    """A match in progress: its deal record and who sits where (human or computer)."""

    record: dict[str, Any]
    seats: tuple[dict[str, Any], ...]


def saved_match_from_json(data: Any) -> SavedMatch:
    """Validate a stored match (the record itself is checked when it is replayed)."""
    if not isinstance(data, Mapping) or not isinstance(data.get("record"), Mapping):
        raise InvalidFile("an autosave holds a record")
    seats = data.get("seats", [])
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
        raise InvalidFile("an autosave's seats must be a list of objects")
    return SavedMatch(dict(data["record"]), tuple(dict(s) for s in seats))


class AutosaveStore:
    """The match in progress, saved after every decision in ``autosave.json``."""

    def __init__(self, folder: Path | None = None) -> None:
        self.file = JsonFile((folder or data_dir()) / "autosave.json", "autosave",
                             AUTOSAVE_VERSION)

    def load(self) -> tuple[SavedMatch | None, FileProblem | None]:
        """The saved match, if any, and the problem met, if any."""
        loaded = self.file.load(saved_match_from_json)
        return loaded.data, loaded.problem

    def save(self, saved: SavedMatch) -> None:
        """Store the match in progress."""
        self.file.save({"record": saved.record, "seats": list(saved.seats)})

    def clear(self) -> None:
        """Forget the saved match (it has ended or the player declined to resume)."""
        self.file.delete()

    def set_aside(self, error: Exception) -> FileProblem:
        """Keep a saved match that cannot be resumed aside; the problem to tell."""
        return self.file.set_aside(error)
