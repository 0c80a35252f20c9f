#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine.
#   bash scripts/dev.sh run    install what is missing, build, start the desktop app on its
#                              embedded defaults (the example scenario, the built-in price catalog)
#   bash scripts/dev.sh test   install what is missing, build, run every test (CTest)
#                              With CI set (or GPUTCO_SANITIZE=1) it then builds build-asan with
#                              AddressSanitizer + UBSan and runs the whole suite again there; with
#                              CI set (or GPUTCO_FUZZ=1) it builds the libFuzzer targets in
#                              build-fuzz (clang 16) and runs each for GPUTCO_FUZZ_SECONDS (60).
# Both are idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE_DIR=$PWD
# ccache rewrites paths under the clone to relative ones, so a fresh clone anywhere (CI clones
# main into a new folder each time) reuses what an earlier clone compiled.
export CCACHE_BASEDIR=$SOURCE_DIR CCACHE_NOHASHDIR=1

PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libqt6sql6-psql qt6-svg-dev
    libsqlite3-dev
    postgresql postgresql-common
    qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools
    nlohmann-json3-dev libbenchmark-dev libxlsxwriter-dev qt6-pdf-dev
    poppler-utils python3-openpyxl python3-jsonschema libreoffice-calc-nogui
    fonts-wqy-microhei qt6-translations-l10n
    dpkg-dev file desktop-file-utils shared-mime-info python3 time
    clang-16 libclang-rt-16-dev clang-format universal-ctags
    coinor-libcbc-dev
)

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

BUILD_DIR=${GPUTCO_BUILD_DIR:-build}

configure_and_build() {
    local werror=OFF
    [ -n "${CI:-}" ] && werror=ON
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DGPUTCO_WERROR=$werror >/dev/null
    cmake --build "$BUILD_DIR"
}

# The whole suite again with AddressSanitizer and UndefinedBehaviorSanitizer: any report fails.
# Leak suppressions cover known third-party leaks only (packaging/lsan.supp).
sanitizer_pass() {
    local dir=${GPUTCO_ASAN_BUILD_DIR:-build-asan} werror=OFF
    [ -n "${CI:-}" ] && werror=ON
    echo "== Sanitizer pass (ASan + UBSan) in $dir"
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DGPUTCO_WERROR=$werror \
        -DGPUTCO_SANITIZE=ON -DGPUTCO_BUILD_BENCHMARKS=OFF >/dev/null
    cmake --build "$dir"
    # Every test runs, each with leak detection: a sanitizer report is a bug to fix, not a test to skip.
    (cd "$dir" && sanitizer_env env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 900 -j "$(nproc)")
}

# The suppressions by absolute path: sanitizer_pass calls this from inside the build folder.
sanitizer_env() {
    # The editor property test replays 300 random sequences in the normal pass; 100 suffice
    # to catch memory errors under the sanitizers, at a third of the time.
    GPUTCO_PROPERTY_SEQUENCES=${GPUTCO_PROPERTY_SEQUENCES:-100} \
    ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=0:print_summary=1 \
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    LSAN_OPTIONS=suppressions=$SOURCE_DIR/packaging/lsan.supp:print_suppressions=0 \
        "$@"
}

# libFuzzer targets (tests/fuzz), each run for a bounded time from its committed seed corpus.
# A crash fails the run and leaves the input in build-fuzz/artifacts: commit it under
# tests/fuzz/regressions/<target>/ so that the normal suite replays it.
fuzz_pass() {
    # Debian 12's clang 16: clang 14 cannot capture structured bindings in lambdas (C++20
    # P1091R3, models/scenario/scenarioloader.cpp uses it); GPUTCO_FUZZ_CXX chooses another clang.
    local dir=${GPUTCO_FUZZ_BUILD_DIR:-build-fuzz} seconds=${GPUTCO_FUZZ_SECONDS:-60}
    local cxx=${GPUTCO_FUZZ_CXX:-clang++-16}
    echo "== Fuzzing (libFuzzer, $cxx) in $dir, ${seconds} s per target"
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$cxx" \
        -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DGPUTCO_FUZZ=ON >/dev/null
    cmake --build "$dir"
    mkdir -p "$dir/artifacts"
    local failed=0 t
    for t in scenario prices_csv prices_json; do
        local work log
        work=$(mktemp -d)
        log=$dir/artifacts/fuzz_$t.log
        if sanitizer_env "$dir/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
            -print_final_stats=1 -artifact_prefix="$dir/artifacts/$t-" "$work" "tests/fuzz/corpus/$t" >"$log" 2>&1; then
            echo "fuzz_$t: $(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$') executions" \
                 "in ${seconds} s, corpus $(ls "$work" | wc -l) new inputs, no crash"
        else
            failed=1
            tail -n 60 "$log"
            echo "fuzz_$t: CRASH; input: $(ls -t "$dir"/artifacts/"$t"-* 2>/dev/null | head -1)" \
                 "(commit it under tests/fuzz/regressions/$t/)"
        fi
        rm -rf "$work"
    done
    return $failed
}

# Every C++ file of the tree as the project's .clang-format lays it out (Debian 12's
# clang-format 14). A difference fails the test command before anything is built.
format_check() {
    local bad
    bad=$(git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run 2>&1 \
        | sed -n 's/^\([^ :]*\):[0-9]*:[0-9]*: warning: .*clang-format-violations.*/\1/p' | sort -u || true)
    if [ -n "$bad" ]; then
        echo "clang-format: these files differ from .clang-format (run: git ls-files '*.cpp' '*.h' | xargs clang-format -i):"
        echo "$bad"
        return 1
    fi
    echo "clang-format: $(git ls-files '*.cpp' '*.h' | wc -l) files as .clang-format lays them out"
}

case "${1:-}" in
run)
    install_missing
    configure_and_build
    shift
    exec "$BUILD_DIR/app/gputco" "$@"
    ;;
test)
    install_missing
    format_check
    configure_and_build
    (cd "$BUILD_DIR" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 -j "$(nproc)")
    if [ -n "${CI:-}" ] || [ "${GPUTCO_SANITIZE:-}" = 1 ]; then
        sanitizer_pass
    fi
    if [ -n "${CI:-}" ] || [ "${GPUTCO_FUZZ:-}" = 1 ]; then
        fuzz_pass
    fi
    ;;
*)
    echo "usage: bash scripts/dev.sh run|test" >&2
    exit 2
    ;;
esac
