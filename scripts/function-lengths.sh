#!/usr/bin/env bash
# Function lengths of the product sources (app/ ui/ models/ pricing_db/, not tests): the
# functions over 80 and over 150 lines, the 90th percentile, and files over 1,000 lines.
# Lengths are from universal-ctags (first to last line of each function definition).
#   bash scripts/function-lengths.sh [--list]
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files 'app/*.cpp' 'app/*.h' 'ui/*.cpp' 'ui/*.h' 'models/*.cpp' 'models/*.h' 'pricing_db/*.cpp' 'pricing_db/*.h')
# shellcheck disable=SC2086
# The name goes last: an operator's has a space ("operator ()"), which shifted the fields before.
ctags -x --_xformat='%F %n %e %N' --kinds-c++=f --fields=+ne --language-force=C++ -f - $files \
    | awk '$3 != "" { name = $4; for (i = 5; i <= NF; ++i) name = name $i; print $3 - $2 + 1, $1 ":" $2, name }' \
    | sort -n >/tmp/gputco-function-lengths.$$
total=$(wc -l </tmp/gputco-function-lengths.$$)
over80=$(awk '$1 > 80' /tmp/gputco-function-lengths.$$ | wc -l)
over150=$(awk '$1 > 150' /tmp/gputco-function-lengths.$$ | wc -l)
p90=$(awk -v n="$total" 'NR == int(n * 0.9 + 0.999) { print $1 }' /tmp/gputco-function-lengths.$$)
echo "functions: $total, over 80 lines: $over80, over 150 lines: $over150, 90th percentile: $p90 lines"
# shellcheck disable=SC2086
echo "files over 1,000 lines: $(wc -l $files | awk '$2 != "total" && $1 > 1000' | wc -l)"
if [ "${1:-}" = --list ]; then
    awk '$1 > 80' /tmp/gputco-function-lengths.$$ | sort -rn
    # shellcheck disable=SC2086
    wc -l $files | awk '$2 != "total" && $1 > 1000' | sort -rn
fi
rm -f /tmp/gputco-function-lengths.$$
