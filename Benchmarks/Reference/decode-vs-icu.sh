#!/bin/sh
# `--encoding` decoding rates in MB/s of input, in one run: ICU's plain converter in C
# (icu-decode.c: no callback, no offsets, to UTF-16), Python's codecs (bytes.decode), and
# `ustr lengths --encoding E --file` (read, convert to UTF-8 through EncodingDecoder, count:
# the whole command, CPU time) on the same files, made from ../shared/corpus.
#
#   Benchmarks/Reference/decode-vs-icu.sh [MEGABYTES]
#
# Needs a release build of ustr (swift build -c release), cc, pkg-config, libicu-dev, python3.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${TMPDIR:-/tmp}/ustr-decode-bench
mkdir -p "$work"
megabytes=${1:-32}
corpus=${USTR_CORPUS:-$root/../shared/corpus}
python3 - "$corpus" "$work" "$megabytes" <<'PY'
import glob, sys
corpus, work, megabytes = sys.argv[1], sys.argv[2], int(sys.argv[3])
texts = {p.lower(): open(p, encoding='utf-8').read() for p in sorted(glob.glob(corpus + '/**/*.txt', recursive=True))}
def fit(text, codec):
    return ''.join(c for c in text if c.encode(codec, 'ignore') or c == '\0')
latin = fit(''.join(t for n, t in texts.items() if any(k in n for k in ('latin', 'french', 'german', 'english', 'portuguese'))) or ''.join(texts.values()), 'cp1252')
japanese = fit(''.join(t for n, t in texts.items() if any(k in n for k in ('japanese',))) or ''.join(texts.values()), 'shift_jis')
size = megabytes * 1000 * 1000
for name, codec, text in [('windows-1252', 'cp1252', latin), ('ISO-8859-1', 'latin-1', fit(latin, 'latin-1')),
                          ('UTF-16LE', 'utf-16-le', ''.join(texts.values())), ('Shift_JIS', 'shift_jis', japanese)]:
    one = text.encode(codec)
    data = (one * (size // max(len(one), 1) + 1))[:size]
    data = data[:len(data.decode(codec, 'ignore').encode(codec))]  # whole characters only
    open(f'{work}/{name}.txt', 'wb').write(data)
    open(f'{work}/{name}.utf8.txt', 'wb').write(data.decode(codec).encode('utf-8'))
PY
cc -O2 "$root/Benchmarks/Reference/icu-decode.c" $(pkg-config --cflags --libs icu-uc) -o "$work/icu-decode"
ustr=${USTR:-$root/.build/release/ustr}
# ustr: the whole command on the encoded file; "decoding": its extra CPU time over the same
# command on the same text in UTF-8, as a rate (the stage --encoding adds: converter, UTF-16 to
# UTF-8, bookkeeping).
printf '%-14s %8s %8s %8s %9s %10s\n' encoding "ICU C" python ustr decoding "dec./ICU"
cpu() { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
for name in windows-1252 ISO-8859-1 UTF-16LE Shift_JIS; do
  file=$work/$name.txt
  bytes=$(wc -c < "$file")
  icu=$("$work/icu-decode" "$name" "$file" | cut -d' ' -f1)
  python=$(python3 -c "
import sys, time
data = open(sys.argv[1], 'rb').read(); codec = sys.argv[2]
start = time.process_time(); rounds = 0
while time.process_time() - start < 1: data.decode(codec); rounds += 1
print(round(len(data) * rounds / (time.process_time() - start) / 1e6))" "$file" "$name")
  encoded=$(cpu "$ustr" lengths --encoding "$name" --file "$file")
  utf8=$(cpu "$ustr" lengths --file "$work/$name.utf8.txt")
  ours=$(echo "$bytes / $encoded / 1000000" | bc)
  extra=$(echo "$encoded - $utf8" | bc)
  if [ "$(echo "$extra > 0.01" | bc)" = 1 ]; then
    decoding=$(echo "$bytes / $extra / 1000000" | bc)
    ratio=$(echo "scale=2; $decoding / $icu" | bc)
  else
    decoding="-"; ratio="-"
  fi
  printf '%-14s %8s %8s %8s %9s %10s\n' "$name" "$icu" "$python" "$ours" "$decoding" "$ratio"
done
