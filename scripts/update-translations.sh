#!/usr/bin/env bash
# Refreshes resources/translations/*.ts from the sources (keeps existing translations): the
# CMake target update_translations (qt_add_lupdate in ui/report/CMakeLists.txt) in the build
# folder, configured if needed. A message whose text is unchanged but whose context moved (a
# function moved into a class) keeps its translation: the finished translations are saved
# before lupdate and filled back in after it. Then fill new messages with
# scripts/fill-translations.py and a dictionary of your own.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${GPUTCO_BUILD_DIR:-build}
[ -f "$build/build.ninja" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
saved=$(mktemp)
trap 'rm -f "$saved"' EXIT
for ts in resources/translations/*.ts; do
    python3 scripts/translations-dictionary.py "$ts" "$saved.$(basename "$ts").json"
done
cmake --build "$build" --target update_translations
for ts in resources/translations/*.ts; do
    python3 scripts/fill-translations.py "$ts" "$saved.$(basename "$ts").json"
    rm -f "$saved.$(basename "$ts").json"
done
