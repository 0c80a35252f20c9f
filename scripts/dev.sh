#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine.
#   bash scripts/dev.sh run    install what is missing, build, start the desktop app on its
#                              embedded defaults (the example scenario, the built-in price catalog)
#   bash scripts/dev.sh test   install what is missing, build, run every test (CTest)
# Both are idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite qt6-svg-dev
    qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools
    nlohmann-json3-dev libbenchmark-dev libxlsxwriter-dev qt6-pdf-dev
    poppler-utils python3-openpyxl
    fonts-wqy-microhei qt6-translations-l10n
    dpkg-dev file desktop-file-utils shared-mime-info python3
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

case "${1:-}" in
run)
    install_missing
    configure_and_build
    shift
    exec "$BUILD_DIR/app/gputco" "$@"
    ;;
test)
    install_missing
    configure_and_build
    cd "$BUILD_DIR"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600
    ;;
*)
    echo "usage: bash scripts/dev.sh run|test" >&2
    exit 2
    ;;
esac
