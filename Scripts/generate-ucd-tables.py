#!/usr/bin/env python3
"""Generates the character database tables of UStrCharacters' reference engine.

It reads the newest version folder present under ../shared/unicode/ (or the folder given by
USTR_UNICODE_DATA): <version>/ucd/ and <version>/emoji-test.txt, <version>/confusables.txt.
The version is data: it is written into the generated file (`referenceUnicodeVersion`), never
assumed by the Swift code.

Files read, and what comes of each (Sources/UStrCharacters/Internal/Tables/):
  - Scripts.txt, ScriptExtensions.txt, Blocks.txt, EastAsianWidth.txt, DerivedAge.txt,
    UnicodeData.txt (Bidi_Class, field 4), PropertyValueAliases.txt (the value names),
    DerivedCoreProperties.txt and PropList.txt (the Bidi_Class default BN of unassigned
    default ignorables and noncharacters)
        -> CharacterPropertyTables.swift: one sorted [UInt64] of ranges, each entry
           `firstScalar << 32 | script << 22 | block << 13 | bidi << 8 | eaw << 5 | age`,
           covering the code points up to the next entry's first; value-name arrays;
           Script_Extensions as [UInt32] `firstScalar << 10 | set` with the sets beside.
  - NameAliases.txt   -> NameAliasTable.swift: one string literal, "XXXX;type;alias" per line.
  - emoji-test.txt    -> EmojiTestTable.swift: one string literal, "@g group", "@s subgroup" and
                         "XXXX YYYY;q;E-version;name" lines (q: f fully-qualified, m minimally-
                         qualified, u unqualified, c component), in the file's (CLDR) order.
  - confusables.txt   -> ConfusableTable.swift: sorted sources and their prototypes as integer arrays.
  - Python's html.entities.html5 -> HTMLEntityTable.swift: the HTML named character references of
    one code point, for the HTML literal of `ustr char`.
  - UnicodeData.txt and NameAliases.txt -> NameWordIndex.swift: the search index of `ustr
    search`, not the names: the sorted distinct words of every name and alias (split at spaces
    and hyphens; Hangul syllable names computed), each on a line with the code points whose name
    or alias has it, delta-encoded (see `encode_postings`). The algorithmic ranges (CJK and
    Tangut ideographs, "PREFIX-XXXX") are listed as ranges instead.

Names are not copied: the standard library has `Unicode.Scalar.Properties.name`.

Bidi_Class of unassigned code points: the defaults of DerivedBidiClass.txt's @missing lines
(UAX #44 section 5.7.3), which is not among the shared files, are listed in BIDI_DEFAULTS below.

Run from the project root:
    python3 Scripts/generate-ucd-tables.py
Python 3.11, standard library only.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from ucd_files import header, records

MAX = 0x10FFFF

# DerivedBidiClass.txt (Unicode 17.0) @missing lines, in order: later lines override earlier ones.
BIDI_DEFAULTS = [
    (0x0000, 0x10FFFF, "L"),
    (0x0590, 0x05FF, "R"), (0x0600, 0x07BF, "AL"), (0x07C0, 0x085F, "R"),
    (0x0860, 0x08FF, "AL"), (0x20A0, 0x20CF, "ET"), (0xFB1D, 0xFB4F, "R"),
    (0xFB50, 0xFDCF, "AL"), (0xFDF0, 0xFDFF, "AL"), (0xFE70, 0xFEFF, "AL"),
    (0x10800, 0x10CFF, "R"), (0x10D00, 0x10D3F, "AL"), (0x10D40, 0x10EBF, "R"),
    (0x10EC0, 0x10EFF, "AL"), (0x10F00, 0x10F2F, "R"), (0x10F30, 0x10F6F, "AL"),
    (0x10F70, 0x10FFF, "R"), (0x1E800, 0x1EC6F, "R"), (0x1EC70, 0x1ECBF, "AL"),
    (0x1ECC0, 0x1ECFF, "R"), (0x1ED00, 0x1ED4F, "AL"), (0x1ED50, 0x1EDFF, "R"),
    (0x1EE00, 0x1EEFF, "AL"), (0x1EF00, 0x1EFFF, "R"),
]




def aliases(ucd: Path, prop: str) -> list[tuple[str, str]]:
    """(short, long) value names of a property in PropertyValueAliases.txt, in file order."""
    out = []
    with (ucd / "PropertyValueAliases.txt").open(encoding="utf-8") as f:
        for raw in f:
            fields = [x.strip() for x in raw.split("#")[0].split(";")]
            if len(fields) >= 3 and fields[0] == prop:
                out.append((fields[1], fields[2]))
    return out


def unicode_data_ranges(ucd: Path):
    """Yields (first, last, fields) of UnicodeData.txt, joining <..., First>/<..., Last> pairs."""
    pending = None
    with (ucd / "UnicodeData.txt").open(encoding="utf-8") as f:
        for raw in f:
            fields = raw.rstrip("\n").split(";")
            cp = int(fields[0], 16)
            if fields[1].endswith(", First>"):
                pending = cp
                continue
            first = pending if pending is not None and fields[1].endswith(", Last>") else cp
            pending = None
            yield first, cp, fields


def build_properties(ucd: Path):
    scripts = aliases(ucd, "sc")
    script_index = {long: i for i, (short, long) in enumerate(scripts)}
    short_index = {short: i for i, (short, long) in enumerate(scripts)}
    blocks = [long for short, long in aliases(ucd, "blk")]
    bidis = [short for short, long in aliases(ucd, "bc")]
    eaws = [short for short, long in aliases(ucd, "ea")]
    ages = [short for short, long in aliases(ucd, "age")]
    # Blocks.txt names blocks with spaces where PropertyValueAliases has underscores.
    block_names = ["No_Block"]
    block_of = {}
    for first, last, fields in records(ucd / "Blocks.txt"):
        block_of[(first, last)] = len(block_names)
        block_names.append(fields[0])
    assert len(block_names) <= 512 and len(scripts) <= 256 and len(bidis) <= 32
    assert len(eaws) <= 8 and len(ages) <= 32

    script = bytearray([script_index["Unknown"]]) * (MAX + 1)
    for first, last, fields in records(ucd / "Scripts.txt"):
        script[first:last + 1] = bytes([script_index[fields[0]]]) * (last - first + 1)
    block = [0] * (MAX + 1)
    for (first, last), index in block_of.items():
        block[first:last + 1] = [index] * (last - first + 1)
    eaw = bytearray([eaws.index("N")]) * (MAX + 1)
    for first, last, fields in records(ucd / "EastAsianWidth.txt"):
        eaw[first:last + 1] = bytes([eaws.index(fields[0])]) * (last - first + 1)
    age = bytearray([ages.index("NA")]) * (MAX + 1)
    for first, last, fields in records(ucd / "DerivedAge.txt"):
        age[first:last + 1] = bytes([ages.index(fields[0])]) * (last - first + 1)

    bidi = bytearray(MAX + 1)
    for first, last, value in BIDI_DEFAULTS:
        bidi[first:last + 1] = bytes([bidis.index(value)]) * (last - first + 1)
    for path, name in [(ucd / "DerivedCoreProperties.txt", "Default_Ignorable_Code_Point"),
                       (ucd / "PropList.txt", "Noncharacter_Code_Point")]:
        for first, last, fields in records(path):
            if fields[0] == name:
                bidi[first:last + 1] = bytes([bidis.index("BN")]) * (last - first + 1)
    for first, last, fields in unicode_data_ranges(ucd):
        bidi[first:last + 1] = bytes([bidis.index(fields[4])]) * (last - first + 1)

    entries = []
    previous = None
    for cp in range(MAX + 1):
        packed = script[cp] << 22 | block[cp] << 13 | bidi[cp] << 8 | eaw[cp] << 5 | age[cp]
        if packed != previous:
            entries.append(cp << 32 | packed)
            previous = packed

    # Script_Extensions: set 0 means "the Script value"; others index `sets`.
    sets: list[tuple[int, ...]] = [()]
    scx = [0] * (MAX + 1)
    for first, last, fields in records(ucd / "ScriptExtensions.txt"):
        codes = tuple(short_index[s] for s in fields[0].split())
        if codes not in sets:
            sets.append(codes)
        scx[first:last + 1] = [sets.index(codes)] * (last - first + 1)
    assert len(sets) <= 1024
    scx_entries = []
    previous = None
    for cp in range(MAX + 1):
        if scx[cp] != previous:
            scx_entries.append(cp << 10 | scx[cp])
            previous = scx[cp]

    names = {
        "scriptCodes": [s for s, l in scripts],
        "scriptNames": [l for s, l in scripts],
        "blockNames": block_names,
        "bidiClassCodes": bidis,
        "eastAsianWidthCodes": eaws,
        "ageNames": ages,
    }
    return entries, scx_entries, sets, names


def swift_string_literal(text: str) -> str:
    """A raw multi-line string literal holding `text` (which has no backslash-# sequences)."""
    assert '"#' not in text
    return '#"""\n' + text + '\n"""#'


def hex_sequence(field: str) -> str:
    return " ".join(f"{int(x, 16):04X}" for x in field.split())


def name_aliases(ucd: Path) -> str:
    lines = []
    for first, last, fields in records(ucd / "NameAliases.txt"):
        lines.append(f"{first:04X};{fields[1]};{fields[0]}")
    return "\n".join(lines)


def emoji_test(path: Path) -> tuple[str, int]:
    lines = []
    count = 0
    codes = {"fully-qualified": "f", "minimally-qualified": "m", "unqualified": "u",
             "component": "c"}
    with path.open(encoding="utf-8") as f:
        for raw in f:
            raw = raw.rstrip("\n")
            if raw.startswith("# group:"):
                lines.append("@g " + raw[len("# group:"):].strip())
            elif raw.startswith("# subgroup:"):
                lines.append("@s " + raw[len("# subgroup:"):].strip())
            elif raw and not raw.startswith("#"):
                sequence, rest = raw.split(";", 1)
                status, comment = rest.split("#", 1)
                # comment: " 😀 E1.0 grinning face"
                m = re.match(r"\s*\S+\s+E(\d+\.\d+)\s+(.*)$", comment)
                assert m, raw
                lines.append(f"{hex_sequence(sequence)};{codes[status.strip()]};{m.group(1)};{m.group(2)}")
                count += 1
    return "\n".join(lines), count


def confusables(path: Path) -> list[tuple[int, list[int]]]:
    """confusables.txt's mappings, sorted by source code point."""
    pairs = []
    with path.open(encoding="utf-8-sig") as f:
        for raw in f:
            content = raw.split("#", 1)[0].strip()
            if not content:
                continue
            source, target, kind = [x.strip() for x in content.split(";")]
            assert kind == "MA", raw
            pairs.append((int(source, 16), [int(x, 16) for x in target.split()]))
    pairs.sort()
    assert len({source for source, _ in pairs}) == len(pairs), "a source mapped twice"
    return pairs


def html_entities() -> list[tuple[int, str]]:
    """(code point, name) of every HTML named character reference (with its semicolon) that
    names one code point, by code point, each code point's names lower case first, then
    shortest."""
    import html.entities
    pairs = [(ord(value), name) for name, value in html.entities.html5.items()
             if name.endswith(";") and len(value) == 1]
    pairs.sort(key=lambda pair: (pair[0], pair[1] != pair[1].lower(), len(pair[1]), pair[1]))
    return pairs


def hex_array(values: list[int], per_line: int = 12) -> str:
    """The body of a Swift array literal of hexadecimal integers, `per_line` a line."""
    rows = []
    for start in range(0, len(values), per_line):
        rows.append("  " + ", ".join(f"0x{v:X}" for v in values[start:start + per_line]) + ",")
    return "[\n" + "\n".join(rows) + "\n]"


# Base-32 varint digits: a delta is written 5 bits at a time, high groups first; every group but
# the last uses CONTINUE, the last FINAL. Neither set holds a quote, backslash or "#".
FINAL = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
CONTINUE = "abcdefghijklmnopqrstuvwxyz!$%&()"


def encode_postings(code_points: list[int]) -> str:
    out = []
    previous = -1
    for cp in code_points:
        delta = cp - previous - 1
        previous = cp
        groups = [delta & 31]
        delta >>= 5
        while delta:
            groups.append(delta & 31)
            delta >>= 5
        groups.reverse()
        out.append("".join(CONTINUE[g] for g in groups[:-1]) + FINAL[groups[-1]])
    return "".join(out)


def hangul_name(cp: int) -> str:
    lead = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"]
    vowel = ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE",
             "WI", "YU", "EU", "YI", "I"]
    trail = ["", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M",
             "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"]
    s = cp - 0xAC00
    return "HANGUL SYLLABLE " + lead[s // 588] + vowel[(s % 588) // 28] + trail[s % 28]


def name_index(ucd: Path):
    """(words, postings per word, algorithmic ranges) of every name and alias."""
    names: dict[int, list[str]] = {}
    ranges = []
    for first, last, fields in unicode_data_ranges(ucd):
        name = fields[1]
        if first != last:
            label = name[1:].split(",")[0]
            if label.startswith("CJK Ideograph"):
                ranges.append((first, last, "CJK UNIFIED IDEOGRAPH-"))
            elif label.startswith("Tangut Ideograph"):
                ranges.append((first, last, "TANGUT IDEOGRAPH-"))
            elif label == "Hangul Syllable":
                for cp in range(first, last + 1):
                    names.setdefault(cp, []).append(hangul_name(cp))
            continue
        if not name.startswith("<"):
            names.setdefault(first, []).append(name)
    for first, last, fields in records(ucd / "NameAliases.txt"):
        names.setdefault(first, []).append(fields[0])
    postings: dict[str, set[int]] = {}
    for cp, labels in names.items():
        for label in labels:
            for word in re.split(r"[ -]", label):
                if word:
                    postings.setdefault(word, set()).add(cp)
    words = sorted(postings)
    return words, [encode_postings(sorted(postings[w])) for w in words], ranges


def integer_rows(values: list[int], width: int, per_row: int) -> str:
    rows = []
    for i in range(0, len(values), per_row):
        rows.append("  " + ", ".join(f"0x{v:0{width}X}" for v in values[i:i + per_row]) + ",")
    return "\n".join(rows)


def string_array(values: list[str]) -> str:
    return "[" + ", ".join(f'"{v}"' for v in values) + "]"


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    data = Path(os.environ.get("USTR_UNICODE_DATA") or root / ".." / "shared" / "unicode")
    versions = sorted((p.name for p in data.iterdir()
                       if re.fullmatch(r"\d+\.\d+", p.name) and (p / "ucd").is_dir()),
                      key=lambda v: tuple(int(x) for x in v.split(".")))
    if not versions:
        print(f"error: no <version>/ucd folder under {data} (set USTR_UNICODE_DATA)", file=sys.stderr)
        return 1
    version = versions[-1]
    folder = data / version
    ucd = folder / "ucd"
    out = root / "Sources" / "UStrCharacters" / "Internal" / "Tables"
    out.mkdir(parents=True, exist_ok=True)
    do_not_edit = (f"// Generated by Scripts/generate-ucd-tables.py from Unicode {version}; "
                   "do not edit, run the script instead.\n")

    entries, scx_entries, sets, names = build_properties(ucd)
    sources = "\n".join(f"//   {header(ucd / n)}" for n in [
        "Scripts.txt", "ScriptExtensions.txt", "Blocks.txt", "EastAsianWidth.txt", "DerivedAge.txt",
        "PropertyValueAliases.txt"])
    name_arrays = "\n\n".join(
        f"/// Value names of the packed field, by index.\nlet {key}: [String] = {string_array(values)}"
        for key, values in names.items())
    set_rows = ",\n".join("  [" + ", ".join(str(i) for i in s) + "]" for s in sets)
    (out / "CharacterPropertyTables.swift").write_text(f"""{do_not_edit}{sources}
//   UnicodeData.txt (Bidi_Class) with DerivedBidiClass.txt's @missing defaults.
//
// Each entry of `characterPropertyRanges` is
// `firstScalar << 32 | script << 22 | block << 13 | bidiClass << 8 | eastAsianWidth << 5 | age`,
// covering scalars up to the next entry's first; each field indexes its name array below.

/// The Unicode version of every table of the reference engine.
let referenceUnicodeVersionText = "{version}"

/// Script, Block, Bidi_Class, East_Asian_Width and Age of every code point: {len(entries)} ranges.
let characterPropertyRanges: [UInt64] = [
{integer_rows(entries, 14, 5)}
]

/// Script_Extensions: `firstScalar << 10 | set`, set 0 meaning "the Script value": {len(scx_entries)} ranges.
let scriptExtensionRanges: [UInt32] = [
{integer_rows(scx_entries, 8, 8)}
]

/// The Script_Extensions sets, as indices into `scriptCodes`.
let scriptExtensionSets: [[UInt8]] = [
{set_rows}
]

{name_arrays}
""", encoding="utf-8")

    (out / "NameAliasTable.swift").write_text(f"""{do_not_edit}//   {header(ucd / "NameAliases.txt")}

/// NameAliases.txt: "code point;type;alias" per line, in code point order.
let nameAliasData = {swift_string_literal(name_aliases(ucd))}
""", encoding="utf-8")

    emoji_text, emoji_count = emoji_test(folder / "emoji-test.txt")
    (out / "EmojiTestTable.swift").write_text(f"""{do_not_edit}//   {header(folder / "emoji-test.txt")}

/// emoji-test.txt in its (CLDR) order: "@g group" and "@s subgroup" lines, and {emoji_count}
/// "code points;qualification;E-version;CLDR short name" lines (qualification f, m, u or c).
let emojiTestData = {swift_string_literal(emoji_text)}
""", encoding="utf-8")

    pairs = confusables(folder / "confusables.txt")
    prototype_ends, prototype_scalars = [], []
    for _, prototype in pairs:
        prototype_scalars += prototype
        prototype_ends.append(len(prototype_scalars))
    assert len(prototype_scalars) < 1 << 16
    conf_count = len(pairs)
    (out / "ConfusableTable.swift").write_text(f"""{do_not_edit}//   {header(folder / "confusables.txt")}
//
// Integer array literals, which the compiler lays out as constant data: nothing is parsed when
// the table is first used.

/// The {conf_count} sources of confusables.txt (UTS #39), in code point order.
let confusableSources: [UInt32] = {hex_array([source for source, _ in pairs])}

/// Where the prototype of each source (same index) ends in `confusablePrototypeScalars`; it
/// starts where the previous one ends.
let confusablePrototypeEnds: [UInt16] = {hex_array(prototype_ends)}

/// The prototypes' code points, one after another.
let confusablePrototypeScalars: [UInt32] = {hex_array(prototype_scalars)}
""", encoding="utf-8")
    words, postings, algorithmic = name_index(ucd)
    range_rows = "\n".join(f'  (0x{a:X}, 0x{b:X}, "{p}"),' for a, b, p in algorithmic)
    (out / "NameWordIndex.swift").write_text(f"""{do_not_edit}//   UnicodeData.txt ({version})
//   {header(ucd / "NameAliases.txt")}

/// The {len(words)} distinct words of every character name and alias, sorted (by their bytes), one
/// a line, each followed by a space and the code points whose name or alias has the word,
/// ascending, each written as its distance from the previous one (the first from -1) less one,
/// in base-32 digits: "{CONTINUE}" for the leading groups of 5 bits, "{FINAL}" for the last.
/// Searched in place by its bytes: nothing is split or parsed when it is first used.
let nameIndexEntries = {swift_string_literal(chr(10).join(w + " " + p for w, p in zip(words, postings)))}

/// The ranges whose names are a prefix and the code point in hex ("CJK UNIFIED IDEOGRAPH-4E00").
let algorithmicNameRanges: [(first: UInt32, last: UInt32, prefix: String)] = [
{range_rows}
]
""", encoding="utf-8")
    entities = html_entities()
    (out / "HTMLEntityTable.swift").write_text(f"""// Generated by Scripts/generate-ucd-tables.py; do not edit, run the script instead.
//   Python {sys.version_info.major}.{sys.version_info.minor}'s html.entities.html5: the named character references of the
//   WHATWG HTML standard (unchanged since 2014), those that name one code point.

/// The code points that have named character references, ascending, one entry per name (a code
/// point with several names repeats, its preferred name first: lower case, then shortest).
let htmlEntityCodePoints: [UInt32] = {hex_array([cp for cp, _ in entities])}

/// The names of `htmlEntityCodePoints`, same index, with their semicolon ("eacute;").
let htmlEntityNames: [String] = [
{chr(10).join("  " + ", ".join(f'"{name}"' for _, name in entities[i:i + 8]) + "," for i in range(0, len(entities), 8))}
]
""", encoding="utf-8")
    print(f"Unicode {version}: {len(entries)} property ranges, {len(scx_entries)} Script_Extensions "
          f"ranges in {len(sets)} sets, {emoji_count} emoji, {conf_count} confusables")
    return 0


if __name__ == "__main__":
    sys.exit(main())
