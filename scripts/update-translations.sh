#!/usr/bin/env bash
# Refreshes resources/translations/*.ts from the sources (keeps existing translations).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/lib/qt6/bin/lupdate -no-obsolete -locations none models ui app pricing_db \
    -ts resources/translations/gputco_zh_CN.ts
