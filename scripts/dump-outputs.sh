#!/bin/bash
# Every output of `compute` (JSON, table, CSV; both views, both pair selections, both languages),
# `budget` (JSON, table, CSV; both languages) and `export --csv` for the examples, the round-trip
# files and the test data, into OUTDIR, to
# compare two builds byte for byte (engine changes must not move a bit):
#   bash scripts/dump-outputs.sh OLD/app/gputco-cli /tmp/before
#   bash scripts/dump-outputs.sh build/app/gputco-cli /tmp/after && diff -r /tmp/before /tmp/after
# Extra scenario files can be given in EXTRA (space-separated paths).
set -u
mkdir -p "$2"
CLI=$(realpath "$1")
OUT=$(realpath "$2")
# Relative file names, so that two checkouts (worktrees) give the same messages.
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
for f in resources/examples/*.json tests/models/roundtrip/*.json tests/models/data/*.json ${EXTRA:-}; do
    b=$(basename "$f" .json)
    for view in cash amortized; do
        for fmt in json table csv; do
            for pairs in best all; do
                for lang in en zh_CN; do
                    [ "$fmt" = json ] && [ "$lang" = zh_CN ] && continue
                    o="$OUT/$b.$view.$fmt.$pairs.$lang"
                    "$CLI" compute "$f" --format "$fmt" --view "$view" --pairs "$pairs" --lang "$lang" >"$o.out" 2>"$o.err"
                    echo $? >"$o.rc"
                done
            done
        done
    done
    for fmt in json table csv; do
        for lang in en zh_CN; do
            [ "$fmt" = json ] && [ "$lang" = zh_CN ] && continue
            o="$OUT/$b.budget.$fmt.$lang"
            "$CLI" budget "$f" --format "$fmt" --lang "$lang" >"$o.out" 2>"$o.err"
            echo $? >"$o.rc"
        done
    done
    for lang in en zh_CN; do
        o="$OUT/$b.export.$lang"
        rm -f "$o.csv"
        "$CLI" export "$f" --csv "$o.csv" --lang "$lang" >"$o.out" 2>"$o.err"
        echo $? >"$o.rc"
    done
done
