#!/bin/sh
# Line start layouts for a text-free line index (line-layouts.swift): memory on the corpus's
# prose (and 64 MB of it) and the time of line -> UTF-8 offset and offset -> line, each layout
# against LineIndex's own (main) in the same process, on the same queries.
#
#   Benchmarks/Reference/line-layouts.sh
#
# Needs swiftc. The corpus is ../shared/corpus, or $USTR_CORPUS.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${TMPDIR:-/tmp}/ustr-line-layouts
mkdir -p "$work"
swiftc -O "$root/Benchmarks/Reference/line-layouts.swift" -o "$work/line-layouts"
"$work/line-layouts" "${USTR_CORPUS:-$root/../shared/corpus}"
