#!/usr/bin/env bash
# Renders the main views (editor, catalog browser, each chart, what-if, comparison) in English
# and Simplified Chinese into a folder, so anyone can look at the app without running it.
#   bash packaging/screenshots.sh [OUTPUT_DIR]      (default: build/screenshots)
# Uses the offscreen platform and a throw-away settings/data folder.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-build/screenshots}")
bin=${GPUTCO_BUILD_DIR:-build}/app/gputco
[ -x "$bin" ] || { echo "build first: bash scripts/dev.sh test" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config XDG_RUNTIME_DIR=$tmp QT_QPA_PLATFORM=offscreen \
    "$bin" --screenshots "$out"
