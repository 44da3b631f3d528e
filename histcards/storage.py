"""Files histcards keeps between runs: settings, statistics and the autosaved match (and,
apart, in the cache folder, the rendered art: ``histcards.table.pixmap_folder``).

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
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

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
from histcards.folders import config_dir, data_dir

SETTINGS_VERSION = 1
STATISTICS_VERSION = 1
AUTOSAVE_VERSION = 2
"""Version 2 is a journal: the document on the first line, then the match's changes, one
per line (``AutosaveStore``); version 1, a single document, is still read."""

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


def json_line(value: Any, what: str) -> str:
    """``value`` as one line of JSON ending with an end of line (JSON escapes every end of
    line inside texts); ``InvalidFile`` if it cannot be written as JSON."""
    try:
        return json.dumps(value, ensure_ascii=False) + "\n"
    except (TypeError, ValueError, RecursionError) as error:
        raise InvalidFile(f"the {what} cannot be written as JSON: "
                          f"{type(error).__name__}") from None


def append_lines(path: Path, lines: Sequence[str]) -> None:
    """Add lines at the end of the file at ``path`` (through a symbolic link) and flush them
    to the disk. Each line goes in one write where the system allows, so a program killed
    meanwhile leaves at most the last line cut short, without its end of line. Raises
    ``OSError`` (the lines before the failing one may be written) and
    ``UnicodeEncodeError`` before touching anything if a line is not valid Unicode."""
    data = "".join(lines).encode("utf-8")
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(descriptor, view):]
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


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
    """One versioned JSON file of a given kind: written in ``version``, read in any of
    ``readable`` (by default that version only) with ``read`` (by default one document
    within limits, ``read_json``)."""

    def __init__(self, path: Path, kind: str, version: int,
                 now: Callable[[], datetime] = datetime.now,
                 readable: tuple[int, ...] | None = None,
                 read: Callable[[Path], Any] = read_json) -> None:
        self.path = path
        self.kind = kind
        self.version = version
        self.readable = readable or (version,)
        self._read = read
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

    def line(self, data: Any) -> str:
        """``data`` under this file's schema and version as one line of JSON (its end of
        line included); ``InvalidFile`` if it cannot be written as JSON."""
        return json_line({"schema": self.kind, "version": self.version, "data": data},
                         self.kind)

    def load(self, validate: Callable[[Any], Any] = lambda data: data) -> Loaded:
        """Read the file; ``validate`` turns its data into a value or raises ``InvalidFile``
        (or ``ValueError`` / ``TypeError`` / ``KeyError``)."""
        if not self.path.exists():
            return Loaded()  # absent, or a dangling link that saving will write through
        try:
            return Loaded(validate(self._unwrap(self._read(self.path))))
        except (OSError, ValueError, TypeError, KeyError) as error:
            return Loaded(problem=self.set_aside(error))

    def delete(self) -> None:
        """Remove the file if it exists."""
        self.path.unlink(missing_ok=True)

    def _unwrap(self, document: Any) -> Any:
        if not isinstance(document, Mapping) or document.get("schema") != self.kind:
            raise InvalidFile(f"not a histcards {self.kind} file")
        if document.get("version") not in self.readable:
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


DEAL_CHANGE_SCHEMA = Fields(
    required={"deal": Whole(0, 10**6)},
    optional={"entry": OfType(Mapping, "a deal"), "from": Whole(0, 10**6),
              "actions": ListOf(OfType(str, "an action"), 10**6)})
"""A change of the match in an autosave's journal: deal ``deal`` is now ``entry`` (the
deals after it dropped), or its actions from index ``from`` on are now ``actions``."""
COMPACT_AFTER = 1000
"""Changes appended to an autosave before it is written again whole."""


def apply_change(record: dict[str, Any], change: Mapping[str, Any]) -> None:
    """Apply one change of an autosave's journal (``DEAL_CHANGE_SCHEMA``) to a record;
    ``InvalidFile`` if it does not fit it."""
    deals = record.get("deals")
    index = change["deal"]
    if not isinstance(deals, list) or index > len(deals):
        raise InvalidFile("a change of the autosave names a deal it does not hold")
    if "entry" in change:
        entry = dict(change["entry"])
        entry["actions"] = list(entry.get("actions", []))
        del deals[index:]
        deals.append(entry)
        return
    if index == len(deals) or not isinstance(deals[index].get("actions"), list):
        raise InvalidFile("a change of the autosave names a deal it does not hold")
    actions = deals[index]["actions"]
    start = change.get("from", len(actions))
    if start > len(actions):
        raise InvalidFile("a change of the autosave takes back actions it does not hold")
    deals[index]["actions"] = actions[:start] + list(change.get("actions", []))


def read_journal(path: Path) -> Any:
    """An autosave's document with the changes after it applied (``AutosaveStore``).

    A file holding one JSON document (version 1, or a journal just written whole) is that
    document. Otherwise the first line is the document and each following line a change; a
    last line without its end of line was cut short by a program stopped while writing it,
    and is left out: the match is then as it stood one change before. ``OSError`` or
    ``ValueError`` if the file cannot be read, a line is not JSON within limits, or a
    change does not fit.
    """
    text = read_text(path)
    try:
        return parse(text)
    except ValueError:
        lines = text.split("\n")
    del lines[-1]  # what follows the last end of line: nothing, or a line cut short
    if not lines:
        raise InvalidFile("its first line was cut short")
    document = parse(lines[0])
    data = document.get("data") if isinstance(document, Mapping) else None
    record = data.get("record") if isinstance(data, Mapping) else None
    if not isinstance(record, dict):
        raise InvalidFile("its first line holds no deal record")
    for line in lines[1:]:
        try:
            change = DEAL_CHANGE_SCHEMA.check(parse(line))
        except SchemaError as error:
            raise InvalidFile(f"a change of the autosave {error}") from None
        apply_change(record, change)
    return document


class AutosaveStore:
    """The match in progress, saved after every decision in ``autosave.json``.

    ``keep`` is what the table calls after each change: it works out what changed since
    the last call — usually a decision or two added to the last deal, or a new deal —
    from the record's set-up and its last deals only, and hands that to a writer thread,
    so its cost does not grow with the match. The writer appends each change to the file
    as one line of JSON and flushes it to the disk, and writes the whole file again
    (atomically, ``write_atomically``) for a new match, after a failure, and every
    ``COMPACT_AFTER`` changes. A program killed at any moment thus leaves a file that
    loads to the last change or the one before (``read_journal``). A writer's failure is
    passed to ``on_problem`` (from the writer thread) once, and None once it works again.
    ``save`` writes a whole match at once; ``load``, ``clear`` and ``flush`` wait for
    the writer first.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.file = JsonFile((folder or data_dir()) / "autosave.json", "autosave",
                             AUTOSAVE_VERSION, readable=(1, AUTOSAVE_VERSION), read=read_journal)
        self.on_problem: Callable[[Exception | None], None] | None = None
        """Told of the writer's first failure (the exception) and of its first success
        after one (None), from the writer thread."""
        self._sent: _Sent | None = None
        self._writer = _Writer(self)

    def load(self) -> tuple[SavedMatch | None, FileProblem | None]:
        """The saved match, if any, and the problem met, if any."""
        self.flush()
        loaded = self.file.load(saved_match_from_json)
        return loaded.data, loaded.problem

    def save(self, saved: SavedMatch) -> None:
        """Store a match in progress now, whole; ``OSError`` or ``ValueError`` if it
        cannot be (the last save staying as it was)."""
        self._forget()
        write_atomically(self.file.path, self.file.line({"record": saved.record,
                                                         "seats": list(saved.seats)}))

    def keep(self, header: Mapping[str, Any], deals: Sequence[Mapping[str, Any]],
             seats: Sequence[Mapping[str, Any]]) -> None:
        """Autosave the match in progress: its record's set-up (``header``: the record
        without ``deals``), its ``deals`` (only the last ones are read, unless the match is
        another) and its seats. Returns at once; the writer thread writes."""
        seats = [dict(seat) for seat in seats]
        sent = self._sent
        changes = None if sent is None or sent.header != header or sent.seats != seats \
            else sent.changes(deals)
        if changes is None:
            record = {**header, "deals": [dict(deal) for deal in deals]}
            self._sent = _Sent(dict(header), seats, deals)
            self._writer.put(("start", {"record": record, "seats": seats}))
        elif changes:
            self._writer.put(("change", changes))

    def flush(self) -> None:
        """Wait until the writer has written everything handed to it."""
        self._writer.wait()

    def clear(self) -> None:
        """Forget the saved match (it has ended or the player declined to resume);
        ``OSError`` if the file cannot be removed."""
        self._forget()
        self.file.delete()

    def set_aside(self, error: Exception) -> FileProblem:
        """Keep a saved match that cannot be resumed aside; the problem to tell."""
        self._forget()
        return self.file.set_aside(error)

    def _forget(self) -> None:
        """Wait for the writer, then let the next ``keep`` write its match whole."""
        self._sent = None
        self._writer.put(("forget", None))
        self._writer.wait()


MAX_DEALS_CHANGED = 2
"""More new deals than this since the last ``keep`` (a record opened …): written whole."""


class _Sent:
    """What ``AutosaveStore.keep`` last handed to the writer: the set-up, the seats, how
    many deals and the last one (its own copy)."""

    __slots__ = ("count", "header", "last", "seats")

    def __init__(self, header: dict[str, Any], seats: list[dict[str, Any]],
                 deals: Sequence[Mapping[str, Any]]) -> None:
        self.header = header
        self.seats = seats
        self.count = 0
        self.last: dict[str, Any] = {}
        self._remember(deals)

    def _remember(self, deals: Sequence[Mapping[str, Any]]) -> None:
        self.count = len(deals)
        if deals:
            last = deals[-1]
            self.last = {**last, "actions": list(last.get("actions", []))}

    def changes(self, deals: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]] | None:
        """The journal's changes from what was sent to ``deals`` (and they are then what
        was sent), or None if the match is better written whole."""
        count, first = len(deals), self.count - 1
        if not self.count <= count <= self.count + MAX_DEALS_CHANGED:
            return None
        changes: list[dict[str, Any]] = []
        if first >= 0:  # the last deal sent: decisions added, or taken back
            deal = deals[first]
            if {k: v for k, v in deal.items() if k != "actions"} != \
                    {k: v for k, v in self.last.items() if k != "actions"}:
                return None
            old, new = self.last["actions"], list(deal.get("actions", []))
            same = _common_start(old, new)
            if same < len(old) or len(new) > len(old):
                changes.append({"deal": first, "from": same, "actions": new[same:]})
        changes += [{"deal": index, "entry": dict(deals[index])}
                    for index in range(first + 1, count)]
        self._remember(deals)
        return changes


def _common_start(old: list[Any], new: list[Any]) -> int:
    """How many items the two lists have in common from their start."""
    if new[:len(old)] == old:  # decisions added: the usual case, compared at C speed
        return len(old)
    same = 0
    while same < len(new) and old[same] == new[same]:
        same += 1
    return same


class _Writer:
    """The autosave's writer thread: applies what it is handed to its own copy of the
    saved match and writes it (``AutosaveStore``). The thread ends after a second without
    work and starts again with the next."""

    LINGER = 1.0

    def __init__(self, store: AutosaveStore) -> None:
        self.store = store
        self._condition = threading.Condition()
        self._waiting: list[tuple[str, Any]] = []
        self._running = False
        self._working = False
        self.document: dict[str, Any] | None = None
        self.appended = 0
        self.good = False
        self.failing = False

    def put(self, operation: tuple[str, Any]) -> None:
        """Hand an operation to the thread: ``start`` (a whole document), ``change`` (a
        list of changes) or ``forget``."""
        with self._condition:
            self._waiting.append(operation)
            if self._running:
                self._condition.notify_all()
                return
            self._running = True
        threading.Thread(target=self._run, name="histcards-autosave", daemon=True).start()

    def wait(self) -> None:
        """Until everything handed to the thread is done."""
        with self._condition:
            while self._waiting or self._working:
                self._condition.wait()

    def _run(self) -> None:
        while True:
            with self._condition:
                if not self._waiting:
                    self._condition.wait(self.LINGER)
                if not self._waiting:
                    self._running = False
                    return
                operations, self._waiting = self._waiting, []
                self._working = True
            try:
                self._do(operations)
            finally:
                with self._condition:
                    self._working = False
                    self._condition.notify_all()

    def _do(self, operations: list[tuple[str, Any]]) -> None:
        whole = False
        lines: list[dict[str, Any]] = []
        for kind, value in operations:
            if kind == "start":
                self.document, whole, lines = value, True, []
            elif kind == "forget":
                self.document, self.good, whole, lines = None, False, False, []
            elif self.document is not None:
                for change in value:
                    apply_change(self.document["record"], change)
                lines += value
        if self.document is None or not (whole or lines):
            return
        file = self.store.file
        try:
            if whole or not self.good or self.appended + len(lines) > COMPACT_AFTER:
                write_atomically(file.path, file.line(self.document))
                self.appended = 0
            else:
                append_lines(file.path, [json_line(change, "autosave") for change in lines])
                self.appended += len(lines)
        except (OSError, ValueError) as error:
            self.good = False
            if not self.failing:
                self.failing = True
                self._tell(error)
            return
        self.good = True
        if self.failing:
            self.failing = False
            self._tell(None)

    def _tell(self, problem: Exception | None) -> None:
        told = self.store.on_problem
        if told is not None:
            told(problem)
