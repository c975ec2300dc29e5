#!/usr/bin/env node
// Writes Corpus/manifest.json: for every sample in Corpus/samples/, its counts in the four views
// and in each normalization form, computed by Node (V8 strings, Intl.Segmenter, ICU's normalizer),
// an engine independent of ustr's own code.
//
//   node Scripts/generate-corpus-manifest.js                  # recompute the manifest
//   node Scripts/generate-corpus-manifest.js --write-samples  # also (re)write the sample files
//   node Scripts/generate-corpus-manifest.js --print          # print it instead (the tests do)
//
// The samples are defined below with JavaScript escapes, so every byte is spelled out; the files
// are written as exact UTF-8 bytes (no trailing newline, no byte order mark but the one asked for).
// The manifest is computed from the files as read back, never from the definitions.
//
// Node 20 carries ICU 78 (Unicode 17.0); the system ICU ustr links is 72 (Unicode 15.0). The
// samples use only characters assigned by Unicode 15.0, whose normalization is stable since, so
// both give the same forms.
"use strict";
const fs = require("fs");
const path = require("path");

const corpus = path.join(__dirname, "..", "Corpus");
const samplesDir = path.join(corpus, "samples");

const SAMPLES = [
  ["ascii", "plain ASCII: the four views agree, the baseline", "Hello, world!"],
  ["pokemon-nfc", "\u00E9 precomposed (U+00E9): 7 graphemes, 8 UTF-8 bytes", "Pok\u00E9mon"],
  ["pokemon-nfd", "e + U+0301: looks the same as pokemon-nfc, is one scalar longer", "Poke\u0301mon"],
  ["zu-precomposed", "\u305A as U+305A HIRAGANA LETTER ZU", "\u305A"],
  ["zu-decomposed", "\u305A as U+3059 + U+3099 COMBINING DAKUTEN: one grapheme, two scalars", "\u3059\u3099"],
  ["hangul-syllables", "precomposed Hangul syllables \uD55C\uAD6D\uC5B4: NFD splits each into 2 or 3 jamo",
    "\uD55C\uAD6D\uC5B4"],
  ["hangul-jamo", "\uD55C\uAD6D as conjoining jamo (L V T): one grapheme per syllable, NFC composes them",
    "\u1112\u1161\u11AB\u1100\u116E\u11A8"],
  ["devanagari-conjunct", "\u0915\u094D\u0937\u0924\u094D\u0930\u093F\u092F: virama conjuncts are one grapheme each since Unicode 15.1 (GB9c)",
    "\u0915\u094D\u0937\u0924\u094D\u0930\u093F\u092F"],
  ["thai", "Thai with above/below vowels and a tone mark; SARA AM (U+0E33) decomposes under NFKD",
    "\u0E20\u0E32\u0E29\u0E32\u0E44\u0E17\u0E22 \u0E19\u0E49\u0E33"],
  ["arabic-harakat", "Arabic with harakat; shadda typed before fatha is not canonical order, so every form reorders it",
    "\u0628\u0650\u0633\u0652\u0645\u0650 \u0627\u0644\u0644\u0651\u064E\u0647\u0650"],
  ["hebrew-niqqud", "Hebrew with niqqud and a shin dot, in canonical order",
    "\u05E9\u05B8\u05C1\u05DC\u05D5\u05B9\u05DD"],
  ["emoji-zwj-family", "man ZWJ woman ZWJ girl ZWJ boy: 1 grapheme, 7 scalars, 11 UTF-16, 25 UTF-8",
    "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}"],
  ["flags", "two regional-indicator pairs (JP, US): 2 graphemes of 2 scalars each",
    "\u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8}"],
  ["skin-tones", "waving hand + medium skin tone, and woman astronaut with a skin tone (ZWJ)",
    "\u{1F44B}\u{1F3FD}\u{1F469}\u{1F3FD}\u200D\u{1F680}"],
  ["keycaps", "keycap sequences 1 and #: digit + VS16 + U+20E3 COMBINING ENCLOSING KEYCAP",
    "1\uFE0F\u20E3#\uFE0F\u20E3"],
  ["tag-sequence", "flag of England: black flag + tag letters g b e n g + cancel tag, one grapheme of 7 scalars",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"],
  ["presentation", "U+263A text presentation, then U+263A + VS16 emoji presentation: 2 graphemes",
    "\u263A\u263A\uFE0F"],
  ["crlf", "CR LF is one grapheme; the line breaks count 2 in every other view", "a\r\nb\r\n"],
  ["leading-combining-mark", "a combining mark first, with nothing to attach to: its own grapheme",
    "\u0301abc"],
  ["astral-scalar", "U+10000 LINEAR B SYLLABLE B008 A alone: 1 scalar, 2 UTF-16 units (surrogate pair), 4 bytes",
    "\u{10000}"],
  ["long-combining-run", "a + 40 alternating marks (U+0301 ccc 230, U+0316 ccc 220): one grapheme; normalization reorders and composes",
    "a" + "\u0301\u0316".repeat(20)],
  ["bom", "a leading U+FEFF byte order mark, which is a grapheme of its own", "\uFEFFhi"],
  ["controls", "ESC, NUL, NEXT LINE (U+0085), RIGHT-TO-LEFT OVERRIDE, LINE SEPARATOR, ZERO WIDTH SPACE",
    "a\u001B[0mb\u0000c\u0085d\u202Ee\u2028f\u200Bg"],
  ["compatibility", "ligature \uFB01, circled one, halfwidth katakana ga, OHM SIGN: NFKC folds them, NFC maps U+2126 to U+03A9",
    "\uFB01 \u2460 \uFF76\uFF9E \u2126"],
];

const FORMS = ["NFC", "NFD", "NFKC", "NFKD"];
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

function counts(s) {
  return {
    graphemes: [...segmenter.segment(s)].length,
    scalars: [...s].length,
    utf16: s.length,
    utf8: Buffer.byteLength(s, "utf8"),
  };
}

function codePoints(s) {
  return [...s].map((c) => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")).join(" ");
}

if (process.argv.includes("--write-samples")) {
  fs.mkdirSync(samplesDir, { recursive: true });
  for (const [name, , text] of SAMPLES) {
    fs.writeFileSync(path.join(samplesDir, name + ".txt"), Buffer.from(text, "utf8"));
  }
}

// ignoreBOM keeps a leading U+FEFF as text; fatal rejects a file that is not UTF-8.
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const samples = SAMPLES.map(([name, why]) => {
  const file = "samples/" + name + ".txt";
  const text = decoder.decode(fs.readFileSync(path.join(corpus, file)));
  const normalization = {};
  for (const form of FORMS) {
    const normalized = text.normalize(form);
    normalization[form.toLowerCase()] = { isNormalized: normalized === text, counts: counts(normalized) };
  }
  return { name, file, why, codePoints: codePoints(text), counts: counts(text), normalization };
});

const manifest = {
  schemaVersion: 1,
  generator: "Scripts/generate-corpus-manifest.js",
  engine: {
    node: process.version,
    icu: process.versions.icu,
    unicodeVersion: process.versions.unicode,
    graphemes: "Intl.Segmenter granularity grapheme",
    scalars: "[...s].length",
    utf16: "s.length",
    utf8: "Buffer.byteLength(s)",
    normalization: "s.normalize(form)",
  },
  samples,
};
const json = JSON.stringify(manifest, null, 2) + "\n";
if (process.argv.includes("--print")) {
  process.stdout.write(json);
} else {
  fs.writeFileSync(path.join(corpus, "manifest.json"), json);
  console.log(`wrote ${samples.length} samples to Corpus/manifest.json`);
}
