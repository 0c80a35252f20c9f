#!/usr/bin/env bash
# Regenerates what is made from the field table (models/scenario/fieldtable*.cpp): the field tables
# of docs/scenario-format.md and docs/scenario.schema.json. tst_scenariofields fails when the
# committed files differ from the table. Needs a build (bash scripts/dev.sh test, or build/).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${GPUTCO_CLI:-build/app/gputco-cli}
cmake --build "$(dirname "$(dirname "$cli")")" --target gputco-cli >/dev/null
"$cli" schema --docs docs/scenario-format.md
"$cli" schema > docs/scenario.schema.json.new
mv docs/scenario.schema.json.new docs/scenario.schema.json
echo "updated docs/scenario-format.md and docs/scenario.schema.json"
