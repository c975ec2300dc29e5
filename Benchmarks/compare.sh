#!/bin/sh
# Runs the benchmarks and prints one line per comparison:
#   speedup <name> <standard library time / our time>
# from the pairs "<name>/ours" and "<name>/stdlib" (mean wall clock of the JMH export).
# Extra arguments go to `swift package benchmark` (e.g. --filter 'utf16-to-utf8.*').
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
        name = entry["benchmark"].split(".")[-1]
        wall = next((m for k, m in entry.get("secondaryMetrics", {}).items() if "wall" in k.lower()), None)
        if wall is None and "wall" in entry["primaryMetric"].get("scoreUnit", ""):
            wall = entry["primaryMetric"]
        if wall is not None:
            times[name] = wall["score"]
        else:  # throughput only: time is its inverse
            times[name] = 1.0 / entry["primaryMetric"]["score"]
for name in sorted(times):
    if name.endswith("/ours"):
        base = name[: -len("/ours")]
        if base + "/stdlib" in times and times[name] > 0:
            print(f"speedup {base} {times[base + '/stdlib'] / times[name]:.2f}")
PY
