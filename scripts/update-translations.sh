#!/usr/bin/env bash
# Refreshes resources/translations/*.ts from the sources (keeps existing translations): the
# CMake target update_translations (qt_add_lupdate in ui/report/CMakeLists.txt) in the build
# folder, configured if needed. Then fill new messages with scripts/fill-translations.py.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${GPUTCO_BUILD_DIR:-build}
[ -f "$build/build.ninja" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target update_translations
