"""Minimal, deterministic SVG writer restricted to the subset QtSvg renders in Tiny 1.2 mode.

Every number goes through :func:`num`, attributes keep the order they are given in, and
nothing depends on time or randomness, so the same call always yields the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def num(value: float, digits: int = 1) -> str:
    """Format ``value`` with at most ``digits`` decimals and no trailing zeros."""
    text = f"{value:.{digits}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attr_name(name: str) -> str:
    if name == "href":
        return "xlink:href"
    return name.rstrip("_").replace("_", "-")


def attrs(**values: object) -> str:
    """Render keyword arguments as XML attributes (``stroke_width`` → ``stroke-width``)."""
    parts = []
    for name, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float) else str(value)
        parts.append(f' {_attr_name(name)}="{text}"')
    return "".join(parts)


def el(tag: str, *children: str, **values: object) -> str:
    """One element; self-closing when it has no children."""
    if not children:
        return f"<{tag}{attrs(**values)}/>"
    return f"<{tag}{attrs(**values)}>" + "".join(children) + f"</{tag}>"


def g(children: Iterable[str], **values: object) -> str:
    """A group of already rendered elements (empty groups vanish)."""
    body = list(children)
    if not body:
        return ""
    return el("g", *body, **values)


def use(ref: str, **values: object) -> str:
    """A ``<use>`` of the definition with id ``ref``."""
    return el("use", href=f"#{ref}", **values)


def path(d: str, **values: object) -> str:
    """A ``<path>`` element."""
    return el("path", d=d, **values)


def circle(cx: float, cy: float, r: float, **values: object) -> str:
    """A ``<circle>`` element."""
    return el("circle", cx=float(cx), cy=float(cy), r=float(r), **values)


def ellipse(cx: float, cy: float, rx: float, ry: float, **values: object) -> str:
    """An ``<ellipse>`` element."""
    return el("ellipse", cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), **values)


def rect(x: float, y: float, w: float, h: float, **values: object) -> str:
    """A ``<rect>`` element."""
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h), **values)


def poly_d(points: Sequence[Point], closed: bool = True) -> str:
    """Path data for a polyline or polygon."""
    if not points:
        return ""
    head = f"M{num(points[0][0])} {num(points[0][1])}"
    body = "".join(f"L{num(x)} {num(y)}" for x, y in points[1:])
    return head + body + ("Z" if closed else "")


def translate(x: float, y: float) -> str:
    """A translate() transform."""
    return f"translate({num(x)} {num(y)})"


def place(x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    """translate, then rotate (degrees), then uniform scale."""
    parts = [translate(x, y)]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1.0:
        parts.append(f"scale({num(scale, 4)})")
    return " ".join(parts)


def document(
    width: float,
    height: float,
    body: Iterable[str],
    *,
    title: str,
    defs: Iterable[str] = (),
    size_mm: tuple[float, float] | None = None,
) -> str:
    """A complete standalone SVG Tiny 1.2 file as text."""
    w_attr, h_attr = (
        (f"{num(size_mm[0])}mm", f"{num(size_mm[1])}mm") if size_mm else (num(width), num(height))
    )
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        ' version="1.2" baseProfile="tiny"'
        f' width="{w_attr}" height="{h_attr}" viewBox="0 0 {num(width)} {num(height)}">\n'
        f"<title>{title}</title>\n"
    )
    defs_body = "".join(defs)
    parts = [head]
    if defs_body:
        parts.append(f"<defs>{defs_body}</defs>\n")
    parts.extend(item + "\n" for item in body if item)
    parts.append("</svg>\n")
    return "".join(parts)
