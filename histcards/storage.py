"""Files histcards keeps between runs: settings, statistics and the autosaved match.

Every file is JSON ``{"schema": KIND, "version": N, "data": …}`` written atomically (a
temporary file in the same folder, flushed, fsynced, then renamed over the old one), so an
interrupted write leaves the previous file intact; a file that is a symbolic link is
written through the link, which stays. Reading takes regular files only, opened without
blocking (a FIFO or a device is refused, never waited on), reads a bounded amount and
parses within limits (``histcards.checked_json``); each kind of file has a schema with
ranges. A file that cannot be read, parsed or validated is moved aside as
``NAME.corrupt-<time>``, the caller gets a one-sentence message for the player, and the
program carries on with defaults: nothing is silently lost or overwritten. A file that
cannot be written raises ``OSError`` or ``ValueError`` (data that cannot be written as
JSON), the previous file staying as it was. No pickle.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

import platformdirs

from histcards.checked_json import (
    Fields,
    Flag,
    ListOf,
    MapOf,
    Nullable,
    OfType,
    OneOf,
    Real,
    Schema,
    SchemaError,
    Text,
    Whole,
    excerpt,
    parse,
)

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


MAX_FILE_BYTES = 16 * 2**20
"""Largest settings, statistics or autosave file read (an autosave is a deal record)."""


class InvalidFile(ValueError):
    """A file's content is not what its schema expects."""


def read_text(path: Path, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of the regular file at ``path``, of at most ``max_bytes`` bytes.

    The file is opened without blocking and checked before anything is read: a FIFO, a
    device or a folder raises ``InvalidFile`` at once (never waits for a writer, never
    reads an endless stream), and so does a file larger than ``max_bytes`` or not UTF-8
    (``read_stream``). ``OSError`` if it cannot be opened.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise InvalidFile("it is not a regular file")
        stream = os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise
    with stream:
        return read_stream(stream, max_bytes)


def read_stream(stream: BinaryIO, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of an open stream (a byte-order mark some editors write first is
    dropped), reading at most ``max_bytes`` + 1 bytes; ``InvalidFile`` if it holds more
    or is not UTF-8."""
    data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        size = f"{max_bytes // 2**20} MiB" if max_bytes % 2**20 == 0 else f"{max_bytes} bytes"
        raise InvalidFile(f"it is larger than {size}")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InvalidFile(f"it is not UTF-8 text (byte {error.start})") from None


def read_json(path: Path, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON value of a file, read by ``read_text`` and parsed within the limits of
    ``histcards.checked_json.parse``; ``OSError`` or ``ValueError`` (with a one-line
    message quoting nothing of the file) if it cannot be."""
    return parse(read_text(path, max_bytes))


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
    file or the new one, never a mixture.

    A symbolic link is written through: its target is replaced and the link stays (a
    dangling link gets its target created, if the target's folder exists). Raises
    ``OSError`` if the file cannot be written (the old one staying as it was) and
    ``UnicodeEncodeError`` before touching anything if ``text`` is not valid Unicode.
    """
    data = text.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    target = Path(os.path.realpath(path))
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


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
        """Write ``data`` atomically under this file's schema and version.

        ``OSError`` if the file cannot be written, ``ValueError`` if ``data`` cannot be
        written as JSON; either way the previous file stays as it was."""
        document = {"schema": self.kind, "version": self.version, "data": data}
        try:
            text = json.dumps(document, ensure_ascii=False, indent=1)
        except (TypeError, ValueError, RecursionError) as error:
            raise InvalidFile(f"the {self.kind} cannot be written as JSON: "
                              f"{type(error).__name__}") from None
        write_atomically(self.path, text)

    def load(self, validate: Callable[[Any], Any] = lambda data: data) -> Loaded:
        """Read the file; ``validate`` turns its data into a value or raises ``InvalidFile``
        (or ``ValueError`` / ``TypeError`` / ``KeyError``)."""
        if not self.path.exists():
            return Loaded()  # absent, or a dangling link that saving will write through
        try:
            return Loaded(validate(self._unwrap(read_json(self.path))))
        except (OSError, ValueError, TypeError, KeyError) as error:
            return Loaded(problem=self.set_aside(error))

    def delete(self) -> None:
        """Remove the file if it exists."""
        self.path.unlink(missing_ok=True)

    def _unwrap(self, document: Any) -> Any:
        if not isinstance(document, Mapping) or document.get("schema") != self.kind:
            raise InvalidFile(f"not a histcards {self.kind} file")
        if document.get("version") != self.version:
            raise InvalidFile(f"version {excerpt(document.get('version'))} is not "
                              f"version {self.version}")
        if "data" not in document:
            raise InvalidFile("it holds no data")
        return document["data"]

    def set_aside(self, error: Exception) -> FileProblem:
        """Move the file aside as ``NAME.corrupt-<time>`` (``-2``, ``-3`` … after it if
        that name is taken, so no earlier one is overwritten) because of ``error``;
        returns the problem to tell the player."""
        stamp = self._now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        count = 1
        while os.path.lexists(aside):
            count += 1
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{count}")
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
    confirm_abandon: bool = True
    """Whether to ask before a new match, an opened record, a restarted deal or quitting
    takes the place of a match in progress (its "Don't ask again" clears it)."""
    coach: str = "auto"
    """The coach's panel: ``auto`` (shown for a player's first match of a game), or the
    player's choice, ``on`` or ``off``."""


LANGUAGES = ("system", "en", "fr")
COACH_CHOICES = ("auto", "on", "off")
"""When the coach speaks: for a first match of a game, always, never."""
"""The interface languages a player may choose ("system": follow the system's locale)."""
MAX_DELAY_SECONDS = 5.0
"""Longest trick linger and computer delay a player may set."""
MAX_NAME_CHARS = 64
GAME_ID = Text(32, ascii=True, min_chars=1, expected="a game's id")
NAME = Text(MAX_NAME_CHARS, expected="a name")
SETTINGS_SCHEMA: dict[str, Schema] = {
    "language": OneOf(LANGUAGES),
    "animation_speed": Real(0, 4),
    "trick_linger": Real(0, MAX_DELAY_SECONDS),
    "ai_delay": Real(0, MAX_DELAY_SECONDS),
    "card_back": Text(64, ascii=True),
    "table_colour": Text(7, pattern=re.compile("#[0-9a-fA-F]{6}"), expected="a colour #rrggbb"),
    "four_colour_suits": Flag(),
    "ace_index": OneOf(ACE_INDICES),
    "default_players": MapOf(GAME_ID, Whole(1, 16), 64),
    "default_levels": MapOf(GAME_ID, Text(32, ascii=True), 64),
    "default_seats": MapOf(GAME_ID, ListOf(MapOf(Text(16, ascii=True), NAME, 8), 16,
                                           expected="a list of seats"), 64),
    "player_name": NAME,
    "window_geometry": Text(4096, ascii=True),
    "coach": OneOf(COACH_CHOICES),
}
"""What each setting may hold. A setting not named here is checked by the type of its
default (a text of at most 256 characters, a number within ±10⁶, true or false, a list or
an object)."""


def _setting_schema(name: str, default: Any) -> Schema:
    if name in SETTINGS_SCHEMA:
        return SETTINGS_SCHEMA[name]
    if isinstance(default, bool):
        return Flag()
    if isinstance(default, int | float):
        return Real(-10**6, 10**6) if isinstance(default, float) else Whole(-10**6, 10**6)
    if isinstance(default, str):
        return Text(256)
    return OfType(type(default))


def settings_from_json(data: Any) -> Settings:
    """Validate stored settings: each known one against its schema (type and range);
    unknown keys are ignored."""
    if not isinstance(data, Mapping):
        raise InvalidFile("settings must be an object")
    defaults = Settings()
    values: dict[str, Any] = {}
    for spec in fields(Settings):
        if spec.name not in data:
            continue
        default = getattr(defaults, spec.name)
        try:
            value = _setting_schema(spec.name, default).check(data[spec.name])
        except SchemaError as error:
            raise InvalidFile(f"setting {spec.name} {error.problem}") from None
        values[spec.name] = float(value) if isinstance(default, float) else value
    return replace(defaults, **values)


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


MAX_COUNT = 10**9
ENTRY_SCHEMA = Fields(optional={
    "played": Whole(0, MAX_COUNT), "won": Whole(0, MAX_COUNT),
    "best": Nullable(Whole(-MAX_COUNT, MAX_COUNT)),
    "streak": Whole(0, MAX_COUNT), "best_streak": Whole(0, MAX_COUNT)})
STATISTICS_SCHEMA = MapOf(GAME_ID, MapOf(NAME, OfType(Mapping), 10_000), 64)
"""Statistics by game, then player; each entry is checked against ``ENTRY_SCHEMA`` (members
it does not name are ignored, for statistics written by a later version)."""


def statistics_from_json(data: Any) -> Statistics:
    """Validate stored statistics: types, ranges and consistent counts."""
    try:
        STATISTICS_SCHEMA.check(data)
        return {game: {name: _record_from_json(entry, f"{game}.{name}")
                       for name, entry in players.items()}
                for game, players in data.items()}
    except SchemaError as error:
        raise InvalidFile(f"statistics {error!s}") from None


def _record_from_json(entry: Mapping[str, Any], path: str) -> Record:
    known = {k: v for k, v in entry.items() if k in Record.__dataclass_fields__}
    record = Record(**ENTRY_SCHEMA.check(known, path))
    if not record.won <= record.played or not record.streak <= record.won \
            or not record.streak <= record.best_streak <= record.won:
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


SAVED_MATCH_SCHEMA = Fields(
    required={"record": OfType(Mapping, "a deal record")},
    optional={"seats": ListOf(Fields(optional={"name": NAME,
                                               "kind": OneOf(("human", "computer")),
                                               "level": Text(32, ascii=True)}),
                              16, expected="a list of seats")})
"""An autosave: the deal record (checked by the engine's schema when it is replayed) and
the seats."""


def saved_match_from_json(data: Any) -> SavedMatch:
    """Validate a stored match (the record itself is checked when it is replayed)."""
    try:
        SAVED_MATCH_SCHEMA.check(data)
    except SchemaError as error:
        raise InvalidFile(f"autosave {error}") from None
    return SavedMatch(dict(data["record"]), tuple(dict(s) for s in data.get("seats", [])))


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
