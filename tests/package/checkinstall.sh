#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a scratch folder (DESTDIR, prefix /usr) as the Debian package does, and
# checks what a desktop reads there: the desktop entry and the AppStream metadata as their
# validators see them, the icon at each size, the manual pages as man reads them, and that they
# describe every command and option the programs have.
#   checkinstall.sh BUILD_DIR SCRATCH_DIR APP_ID VERSION BINDIR
set -eu
build=$1 scratch=$2 id=$3 version=$4 bindir=$5
rm -rf "$scratch"
DESTDIR=$scratch cmake --install "$build" --prefix /usr >/dev/null
usr=$scratch/usr
status=0
fail() {
    printf 'FAIL: %s\n' "$*"
    status=1
}

# The validators: any remark fails. desktop-file-validate is silent on a right entry;
# appstreamcli marks errors, warnings and infos with E:, W: and I:.
desktop=$usr/share/applications/$id.desktop
metainfo=$usr/share/metainfo/$id.metainfo.xml
out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate failed"
[ -z "$out" ] || fail "desktop-file-validate: $out"
out=$(appstreamcli validate --no-net "$metainfo" 2>&1) || fail "appstreamcli validate failed: $out"
if printf '%s\n' "$out" | grep -qE '^[EWI]: '; then fail "appstreamcli validate: $out"; fi
# The same with the installed tree around it: the metadata's launchable is there.
out=$(appstreamcli validate-tree --no-net "$usr" 2>&1) || fail "appstreamcli validate-tree failed: $out"
if printf '%s\n' "$out" | grep -qE '^ *[EWI]: '; then fail "appstreamcli validate-tree: $out"; fi

# The entry starts the installed program on the file opened, with the installed icon.
grep -qx 'Exec=ferz %f' "$desktop" || fail "the desktop entry does not run 'ferz %f'"
bin=$usr/$bindir
[ -x "$bin/ferz" ] && [ -x "$bin/ferz-cli" ] || fail "ferz and ferz-cli are not in /usr/$bindir"
# ferz-cli runs its drawing commands in ferz-cli-draw, which it finds from its own folder.
[ -x "$usr/libexec/ferz/ferz-cli-draw" ] || fail "ferz-cli-draw is not in /usr/libexec/ferz"
"$bin/ferz-cli" diagram --fen "8/8/8/8/8/8/8/K1k5 w - - 0 1" -o "$scratch/diagram.svg" >/dev/null 2>&1 &&
    grep -q '<svg' "$scratch/diagram.svg" || fail "the installed ferz-cli does not draw a diagram"
grep -qx "Icon=$id" "$desktop" || fail "the desktop entry's icon is not $id"
[ -f "$usr/share/icons/hicolor/scalable/apps/$id.svg" ] || fail "no scalable icon"
for size in 16 22 24 32 48 64 128 256 512; do
    png=$usr/share/icons/hicolor/${size}x$size/apps/$id.png
    file "$png" | grep -q "PNG image data, $size x $size," || fail "$png is not a $size x $size PNG"
done

# The version released is the project's, in the metadata and in the changelog.
grep -q "<release version=\"$version\"" "$metainfo" || fail "no release $version in $metainfo"
gzip -dc "$usr/share/doc/ferz/changelog.gz" | head -n 1 | grep -q "^ferz ($version)" ||
    fail "the changelog does not start with version $version"
[ -f "$usr/share/doc/ferz/copyright" ] || fail "no copyright file"

# The manual pages, as lintian reads them: groff has nothing to say.
manual() { LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 "$@"; }
for page in ferz ferz-cli; do
    file=$usr/share/man/man6/$page.6.gz
    warnings=$(manual -Z "$file" 2>&1 >/dev/null) || fail "man cannot read $file"
    [ -z "$warnings" ] || fail "man $file: $warnings"
done

# Every command of ferz-cli --help and every option of ferz --help has its entry (a line
# indented by 7 spaces starting with its name) in the manual page as man shows it.
text=$(LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$usr/share/man/man6/ferz-cli.6.gz")
for command in $("$bin/ferz-cli" --help | sed -n 's/^  ferz-cli \([a-z]*\).*/\1/p'); do
    printf '%s\n' "$text" | grep -qE "^ {7}$command( |$)" || fail "ferz-cli.6 does not describe '$command'"
done
text=$(LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$usr/share/man/man6/ferz.6.gz")
for option in $(QT_QPA_PLATFORM=offscreen "$bin/ferz" --help | grep -oE '^  (-[a-z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+'); do
    printf '%s\n' "$text" | grep -qE -- "^ {7}(-[a-z], )?$option( |$)" || fail "ferz.6 does not describe $option"
done

exit $status
