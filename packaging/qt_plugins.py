"""Which of Qt's plugins the bundles keep: shared by the spec (which drops the others) and
``build.py`` (which checks, before building, that the kept ones find their libraries)."""

from __future__ import annotations

ANY = None
KEEP_PLUGINS: dict[str, set[str] | None] = {
    # folder: plugin names (file names without "lib" and the extension), ANY for all
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    "xcbglintegrations": ANY,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": ANY,
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},
    "platformthemes": {"qxdgdesktopportal"},
    "styles": ANY,
}


def plugin_kept(parts: tuple[str, ...]) -> bool:
    """Whether a file under Qt's plugins folder (``parts``: folder, file) is kept."""
    if len(parts) != 2 or parts[0] not in KEEP_PLUGINS:
        return False
    names = KEEP_PLUGINS[parts[0]]
    stem = parts[1].split(".")[0]
    return names is ANY or stem.removeprefix("lib") in names
