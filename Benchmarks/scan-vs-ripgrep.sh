#!/bin/sh
# `ustr scan` against ripgrep on the same tree, in the same run (issue 12's target: wall time
# within 1.5 times `rg` searching the tree for the bidi and zero-width code points alone, peak
# memory under 100 MB). Builds a tree of ~3000 files (~600 MB) from ../shared/corpus (or
# USTR_CORPUS) copied N times (default 110), then prints CPU (user+sys), peak RSS and wall time
# for each, and the ratios ustr/rg. Needs a release build (`swift build -c release`) and `rg`.
#   Benchmarks/scan-vs-ripgrep.sh [copies]
set -eu
cd "$(dirname "$0")/.."
copies=${1:-110}
corpus=${USTR_CORPUS:-../shared/corpus}
ustr=$(swift build -c release --show-bin-path)/ustr
command -v rg >/dev/null || { echo "needs ripgrep (apt-get install ripgrep)" >&2; exit 1; }
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
i=0
while [ "$i" -lt "$copies" ]; do
  mkdir -p "$tree/d$i"
  find "$corpus" -name '*.txt' ! -path '*synthetic*' -exec cp {} "$tree/d$i/" \;
  i=$((i + 1))
done
echo "tree: $(find "$tree" -type f | wc -l) files, $(du -sh "$tree" | cut -f1)"
measure() {
  /usr/bin/time -f '%U %S %M %e' "$@" > /dev/null 2> "$tree.time" || true
  tail -1 "$tree.time"
}
set -- $(measure "$ustr" scan "$tree" --format jsonl)
u_cpu=$(echo "$1 + $2" | bc); u_mem=$3; u_wall=$4
set -- $(measure rg -c '[\x{061C}\x{200B}-\x{200F}\x{202A}-\x{202E}\x{2060}-\x{2064}\x{2066}-\x{2069}\x{FEFF}]' "$tree")
r_cpu=$(echo "$1 + $2" | bc); r_mem=$3; r_wall=$4
rm -f "$tree.time"
echo "ustr scan: cpu ${u_cpu} s, peak ${u_mem} KB, wall ${u_wall} s"
echo "rg:        cpu ${r_cpu} s, peak ${r_mem} KB, wall ${r_wall} s"
echo "ratio ustr/rg: cpu $(echo "scale=2; $u_cpu / $r_cpu" | bc), wall $(echo "scale=2; $u_wall / $r_wall" | bc)"
