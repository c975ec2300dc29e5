"""Reading UCD data files, shared by the table generators in this folder."""
from __future__ import annotations

import re
from pathlib import Path

# A data line: a code point or range, `;`-separated fields, an optional comment.
LINE = re.compile(r"^([0-9A-Fa-f]{4,6})(?:\.\.([0-9A-Fa-f]{4,6}))?\s*;\s*([^#]*?)\s*(?:#.*)?$")


def records(path: Path):
    """Yields (first, last, fields) for each data line of a UCD file."""
    with path.open(encoding="utf-8") as f:
        for raw in f:
            m = LINE.match(raw.strip())
            if not m:
                continue
            first = int(m.group(1), 16)
            last = int(m.group(2), 16) if m.group(2) else first
            yield first, last, [x.strip() for x in m.group(3).split(";")]


def header(path: Path) -> str:
    """The file's first two comment lines (its name and version), joined."""
    with path.open(encoding="utf-8") as f:
        lines = [f.readline().strip("# \n") for _ in range(2)]
    return " ".join(lines)
