#!/bin/sh
# Issue 10's targets on one ~64 MiB multilingual file, each command against its reference in
# the same run: CPU seconds (user + system) and peak memory, best of RUNS (default 3).
#
#   Benchmarks/Reference/targets.sh [FILE]
#
# FILE defaults to a 64 MiB text made by repeating ../shared/corpus. References: the plain
# Swift program (plain-counts.swift), ICU's word break iterator in C (icu-breaks.c), ICU's
# normalizer in C putting both files of `compare` into NFD (icu-normalize.c). Needs a release
# build of ustr (swift build -c release), swiftc, cc, pkg-config and libicu-dev.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${TMPDIR:-/tmp}/ustr-targets
mkdir -p "$work"
file=${1:-$work/corpus-64m.txt}
runs=${RUNS:-3}
"$(dirname "$0")/corpus-64m.sh" "$file"
# The two inputs of `compare`: 30 MB of the file, and the same with every "é" made "e".
head -c 30000000 "$file" | python3 -c "import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode('utf-8','ignore').encode())" > "$work/a30.txt"
sed 's/é/e/g' "$work/a30.txt" > "$work/b30.txt"
[ -x "$work/plain-counts" ] || swiftc -O "$here/plain-counts.swift" -o "$work/plain-counts"
[ -x "$work/icu-breaks" ] || cc -O2 "$here/icu-breaks.c" $(pkg-config --cflags --libs icu-uc icu-i18n) -o "$work/icu-breaks"
[ -x "$work/icu-normalize" ] || cc -O2 "$here/icu-normalize.c" $(pkg-config --cflags --libs icu-uc) -o "$work/icu-normalize"
ustr=${USTR:-$root/.build/release/ustr}

row() {  # name, reference name, reference command..., --, ustr command...
  name=$1; refname=$2; shift 2
  ref=""; while [ "$1" != "--" ]; do ref="$ref '$1'"; shift; done; shift
  cmd=""; for a in "$@"; do cmd="$cmd '$a'"; done
  python3 - "$runs" "$name" "$refname" "$ref" "$cmd" <<'PY'
import subprocess, sys, shlex
runs, name, refname, ref, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
def best(command):
    results = []
    for _ in range(runs):
        out = subprocess.run(["/usr/bin/time", "-f", "%U %S %M"] + shlex.split(command),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr.strip().split("\n")[-1]
        user, system, kb = out.split()
        results.append((float(user) + float(system), int(kb)))
    return min(results)
r_cpu, r_kb = best(ref) if ref.strip() else (None, None)
o_cpu, o_kb = best(cmd)
if r_cpu:
    print(f"{name:34} {o_cpu:6.2f} s {o_kb/1024:6.0f} MB   {refname:26} {r_cpu:6.2f} s {r_kb/1024:6.0f} MB   ratio {o_cpu/r_cpu:5.2f}")
else:
    print(f"{name:34} {o_cpu:6.2f} s {o_kb/1024:6.0f} MB")
PY
}
echo "file: $file ($(wc -c < "$file") bytes); CPU = user + system, best of $runs; load: $(cut -d' ' -f1-3 /proc/loadavg)"
row "lengths" "plain program" "$work/plain-counts" "$file" -- "$ustr" lengths --file "$file"
row "inspect (table)" "plain program" "$work/plain-counts" "$file" -- "$ustr" inspect --file "$file"
row "breaks --kind word --limit 10" "ICU word iterator (C)" "$work/icu-breaks" word "$file" -- "$ustr" breaks --kind word --limit 10 --file "$file"
row "compare, two 30 MB files" "ICU NFD of both (C)" "$work/icu-normalize" "$work/a30.txt" "$work/b30.txt" -- "$ustr" compare --file-a "$work/a30.txt" --file-b "$work/b30.txt"
row "normalize" "" -- "$ustr" normalize --file "$file"
row "normalize --check" "" -- "$ustr" normalize --check --file "$file"
row "breaks --kind sentence --limit 10" "" -- "$ustr" breaks --kind sentence --limit 10 --file "$file"
row "breaks --kind word --format jsonl" "" -- "$ustr" breaks --kind word --format jsonl --file "$file"
row "inspect --format jsonl --limit 1000" "" -- "$ustr" inspect --format jsonl --limit 1000 --file "$file"
row "scan" "" -- "$ustr" scan "$file"
row "demojibake" "" -- "$ustr" demojibake --file "$file"
row "escape --lang json" "" -- "$ustr" escape --lang json --file "$file"
row "sort" "" -- "$ustr" sort --file "$file"
row "offset --unit utf16 1000000" "" -- "$ustr" offset --unit utf16 1000000 --file "$file"
row "start-up: inspect x" "" -- "$ustr" inspect x
