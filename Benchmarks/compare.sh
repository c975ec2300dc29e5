#!/bin/sh
# Runs the benchmarks and prints one line per comparison:
#   speedup <name> <standard library time / our time>
# from the pairs "<name>/ours" and "<name>/stdlib" (mean wall clock of the JMH export). A name
# may have variants on either side, "<name>/ours-<ours>" and "<name>/stdlib-<theirs>", each
# printed as "speedup <name>-<ours>-vs-<theirs>". Extra arguments go to
# `swift package benchmark` (e.g. --filter 'utf16-to-utf8.*').
set -eu
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift package --allow-writing-to-directory "$out" benchmark --format jmh --path "$out" --no-progress "$@" >&2
python3 - "$out" <<'PY'
import glob, json, sys
times = {}
for path in glob.glob(sys.argv[1] + "/**/*.json", recursive=True):
    for entry in json.load(open(path)):
        name = entry["benchmark"].split(".", 3)[-1]  # package.benchmark.<target>.<name>
        wall = next((m for k, m in entry.get("secondaryMetrics", {}).items() if "wall" in k.lower()), None)
        if wall is None and "wall" in entry["primaryMetric"].get("scoreUnit", ""):
            wall = entry["primaryMetric"]
        if wall is not None:
            times[name] = wall["score"]
        elif entry["primaryMetric"]["score"] > 0:  # throughput only: time is its inverse
            times[name] = 1.0 / entry["primaryMetric"]["score"]
for name in sorted(times):
    base, _, side = name.rpartition("/")
    if not side.startswith("ours") or times[name] <= 0:
        continue
    for other in sorted(times):
        other_base, _, other_side = other.rpartition("/")
        if other_base != base or not other_side.startswith("stdlib"):
            continue
        label = base + side[len("ours"):] + ("-vs" + other_side[len("stdlib"):] if other_side != "stdlib" else "")
        print(f"speedup {label} {times[other] / times[name]:.2f}")
PY
