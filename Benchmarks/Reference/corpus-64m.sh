#!/bin/sh
# Writes FILE: 64 MiB of ../shared/corpus (or USTR_CORPUS) repeated, cut at a scalar boundary,
# the large input of the reference scripts. Does nothing when FILE exists.
#
#   Benchmarks/Reference/corpus-64m.sh FILE
set -eu
file=$1
[ -s "$file" ] && exit 0
root=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${USTR_CORPUS:-$root/../shared/corpus}
find "$corpus" -name '*.txt' | sort | xargs cat > "$file.one"
python3 - "$file.one" "$file" <<'PY'
import sys
one = open(sys.argv[1], 'rb').read()
big = (one * (64 * 1024 * 1024 // len(one) + 1))[:64 * 1024 * 1024]
open(sys.argv[2], 'wb').write(big.decode('utf-8', 'ignore').encode())
PY
rm -f "$file.one"
