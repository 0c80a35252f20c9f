#!/usr/bin/env bash
# Builds the .deb and .tar.gz with CPack from the build tree, unpacks the .deb into a
# temporary root (dpkg-deb -x, no root rights needed) and checks what a user gets:
# the files, the .desktop entry, the MIME type, the package fields, stripped binaries,
# and that the installed gputco-cli runs and computes the same totals as the build tree.
#   check_package.sh BUILD_DIR SOURCE_DIR BUILD_TREE_CLI VERSION
set -euo pipefail
build=$1 src=$2 cli_build=$3 version=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack -G "DEB;TGZ" --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 \
    || { cat "$tmp/cpack.log" >&2; fail "cpack"; }
deb=$(ls "$tmp"/out/gputco_"$version"_*.deb) || fail "no gputco_${version}_*.deb"
tgz=$(ls "$tmp"/out/gputco-"$version"-*.tar.gz) || fail "no gputco-${version}-*.tar.gz"
echo "built $(basename "$deb") and $(basename "$tgz")"

# Package fields: name, version, maintainer, description, and complete dependencies
# (dpkg-shlibdeps for linked libraries, explicit entries for run-time plugins and data).
dpkg-deb -f "$deb" Package Version Maintainer Depends Description
[ "$(dpkg-deb -f "$deb" Package)" = gputco ] || fail "Package"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version"
[ -n "$(dpkg-deb -f "$deb" Maintainer)" ] || fail "Maintainer"
[ -n "$(dpkg-deb -f "$deb" Description)" ] || fail "Description"
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libqt6core6 libqt6widgets6 libqt6sql6 libqt6sql6-sqlite qt6-qpa-plugins \
           fonts-wqy-microhei qt6-translations-l10n libc6 libstdc++6; do
    tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | grep -qxF "$dep" || fail "Depends lacks $dep: $depends"
done

root=$tmp/root
dpkg-deb -x "$deb" "$root"
for f in usr/bin/gputco usr/bin/gputco-cli \
         usr/share/applications/gputco.desktop \
         usr/share/mime/packages/gputco.xml \
         usr/share/icons/hicolor/scalable/apps/gputco.svg \
         usr/share/doc/gputco/README.md; do
    [ -e "$root/$f" ] || fail "missing /$f"
done
for size in 16 22 24 32 48 64 128 256; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/gputco.png
    [ -f "$png" ] || fail "missing $png"
    # PNG header: width and height are big-endian 32-bit at bytes 16 and 20.
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$png is ${w}x$h"
done
examples=("$root"/usr/share/gputco/examples/*.json)
[ "${#examples[@]}" -eq "$(ls "$src"/resources/examples/*.json | wc -l)" ] || fail "examples missing"
for bin in gputco gputco-cli; do
    readelf -S "$root/usr/bin/$bin" | grep -q '\.debug_info' && fail "$bin is not stripped"
    readelf -S "$root/usr/bin/$bin" | grep -q '\.symtab' && fail "$bin is not stripped"
done

desktop-file-validate "$root/usr/share/applications/gputco.desktop" || fail "desktop-file-validate"
grep -q '^MimeType=.*application/x-gputco-scenario;' "$root/usr/share/applications/gputco.desktop" \
    || fail "the .desktop file does not list application/x-gputco-scenario"
# The MIME package compiles, and a *.gputco.json file is recognised by it.
mkdir -p "$tmp/mime/packages"
cp "$root/usr/share/mime/packages/gputco.xml" "$tmp/mime/packages/"
update-mime-database "$tmp/mime" >/dev/null 2>&1 || fail "update-mime-database"
[ -f "$tmp/mime/application/x-gputco-scenario.xml" ] || fail "MIME type not compiled"
grep -q '^60:application/x-gputco-scenario:\*\.gputco\.json$' "$tmp/mime/globs2" || fail "glob *.gputco.json"

# The tarball holds the same programs.
tar -tzf "$tgz" | grep -q '/bin/gputco-cli$' || fail "tarball lacks bin/gputco-cli"

# The installed CLI runs (system Qt, no build-tree paths) and agrees with the build tree.
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config XDG_RUNTIME_DIR=$tmp GPUTCO_PRICING_DB=$tmp/pricing.sqlite
out=$("$root/usr/bin/gputco-cli" --version) || fail "gputco-cli --version exited $?"
[ "$out" = "gputco-cli $version" ] || fail "--version printed '$out'"
for example in "${examples[@]}"; do
    name=$(basename "$example")
    "$root/usr/bin/gputco-cli" compute "$example" >/dev/null || fail "installed compute $name"
    "$root/usr/bin/gputco-cli" compute "$example" --format json >"$tmp/installed.json" || fail "installed compute $name"
    "$cli_build" compute "$src/resources/examples/$name" --format json >"$tmp/build.json" || fail "build-tree compute $name"
    python3 - "$tmp/installed.json" "$tmp/build.json" <<'PY' || fail "installed and build-tree totals differ for $name"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
for d in (a, b):
    d["scenario"].pop("file", None)
totals = lambda d: [(o["id"], o["total"], o["totalDiscounted"]) for o in d["options"]]
assert totals(a) and totals(a) == totals(b), (totals(a), totals(b))
assert a == b
print("  same totals:", ", ".join(f"{i} {t:.2f}" for i, t, _ in totals(a)))
PY
done
echo "PASS"
