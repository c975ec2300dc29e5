#!/bin/sh
# `ustr breaks --kind KIND` against ICU's own break iterator in C on the same bytes: CPU time
# (user + system) and peak memory of each, and their ratio.
#
#   Benchmarks/Reference/breaks-vs-icu.sh [FILE] [KIND]
#
# FILE defaults to a 64 MiB text made by repeating ../shared/corpus; KIND to word. Needs a
# release build of ustr (swift build -c release), cc, pkg-config and libicu-dev.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${TMPDIR:-/tmp}/ustr-breaks-bench
mkdir -p "$work"
kind=${2:-word}
file=${1:-$work/corpus-64m.txt}
"$(dirname "$0")/corpus-64m.sh" "$file"
cc -O2 "$root/Benchmarks/Reference/icu-breaks.c" $(pkg-config --cflags --libs icu-uc icu-i18n) -o "$work/icu-breaks"
ustr=${USTR:-$root/.build/release/ustr}
measure() { /usr/bin/time -f '%U %S %M' "$@" 2>&1 >/dev/null | tail -1; }
set -- $(measure "$work/icu-breaks" "$kind" "$file")
icu_cpu=$(echo "$1 + $2" | bc); icu_kb=$3
set -- $(measure "$ustr" breaks --kind "$kind" --limit 10 --file "$file")
ours_cpu=$(echo "$1 + $2" | bc); ours_kb=$3
echo "icu C   $kind: ${icu_cpu} s CPU, $((icu_kb / 1024)) MB peak"
echo "ustr    $kind: ${ours_cpu} s CPU, $((ours_kb / 1024)) MB peak"
echo "ratio ustr / ICU C: $(echo "scale=2; $ours_cpu / $icu_cpu" | bc)"
