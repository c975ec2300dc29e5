#!/bin/sh
# `ustr scan` of a UTF-16LE file with a BOM against its UTF-8 twin, in the same run: the cost of
# decoding before the line scanner (issue 13), and that memory stays flat. Builds both from
# ../shared/corpus (or USTR_CORPUS) repeated N times (default 12: ~108 MB of UTF-16LE, 68 MB of
# UTF-8) with python3, checks that both give the same findings (rule, line, columns), then prints
# CPU (user+sys), peak RSS and wall time for each, three rounds. Needs a release build.
#   Benchmarks/scan-utf16.sh [copies]
set -eu
cd "$(dirname "$0")/.."
copies=${1:-12}
corpus=${USTR_CORPUS:-../shared/corpus}
ustr=$(swift build -c release --show-bin-path)/ustr
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$corpus" "$copies" "$work" <<'PY'
import glob, sys
corpus, copies, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
files = sorted(f for f in glob.glob(corpus + '/*/*.txt') if 'synthetic' not in f)
text = ''.join(open(f, encoding='utf-8').read() for f in files) * copies
open(work + '/utf8.txt', 'wb').write(text.encode('utf-8'))
open(work + '/utf16.txt', 'wb').write(b'\xff\xfe' + text.encode('utf-16-le'))
PY
echo "UTF-8 $(wc -c < "$work/utf8.txt") bytes, UTF-16LE $(wc -c < "$work/utf16.txt") bytes"
findings() {
  "$ustr" scan "$1" --format jsonl --all | python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "finding":
        d = m["data"]; print(d["rule"], d["lineNumber"], json.dumps(d["columnNumber"], sort_keys=True))'
}
if [ "$(findings "$work/utf8.txt" | md5sum)" = "$(findings "$work/utf16.txt" | md5sum)" ]; then
  echo "same findings"
else
  echo "FINDINGS DIFFER" >&2
  exit 1
fi
for round in 1 2 3; do
  for name in utf8 utf16; do
    /usr/bin/time -f "$name: cpu %U+%S s, peak %M KB, wall %e s" "$ustr" scan "$work/$name.txt" --format jsonl > /dev/null || true
  done
done
