#!/bin/bash
# Installs the Debian package the way a user does, on a bare Debian 12 made for the purpose:
#   ../shared/tools/fresh-machine.sh 'bash scripts/install-check.sh --fresh-machine'
# It builds and tests the package (scripts/package.sh), purges every package the build brought
# so that the machine is bare again, installs ferz with apt-get, runs ferz --screenshot and
# ferz-cli perft 5 from a new user's PATH, removes ferz, and checks that none of its files are
# left and that another install and removal leave every file as it was; then that removing its
# dependencies leaves the packages of the bare machine.
# It purges packages: it refuses to run without --fresh-machine.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != --fresh-machine ] || [ "$(id -u)" -ne 0 ]; then
    echo "usage (as root, on a throwaway machine only): bash scripts/install-check.sh --fresh-machine" >&2
    exit 2
fi
export DEBIAN_FRONTEND=noninteractive
installed() { dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" { print $2 }' | sort; }
# Every file outside the package manager's own records, caches, logs, run-time state and home
# folders.
files() {
    find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /run -o -path /tmp -o -path /root \
        -o -path /home -o -path /var/cache -o -path /var/log -o -path /var/lib/apt -o -path /var/lib/dpkg \) \
        -prune -o -print | sort
}
work=$(mktemp -d)
installed >"$work/bare-packages"

echo "== building the package"
bash scripts/package.sh >"$work/package.log" 2>&1 || { tail -n 50 "$work/package.log"; exit 1; }
grep -E '^100% tests passed|tests failed' "$work/package.log"
mkdir -p /root/download
cp build-package/ferz_*.deb /root/download/

echo "== back to bare Debian: purging $(comm -13 "$work/bare-packages" <(installed) | wc -l) packages"
# shellcheck disable=SC2046 # one argument per package
apt-get purge -y -qq $(comm -13 "$work/bare-packages" <(installed)) >/dev/null
apt-get autoremove --purge -y -qq >/dev/null
comm -3 "$work/bare-packages" <(installed) >"$work/drift"
[ ! -s "$work/drift" ] || { echo "not bare again:"; cat "$work/drift"; exit 1; }
useradd --create-home player
files >"$work/files-bare"

echo "== apt-get install ./ferz_*.deb"
cd /root/download
apt-get install -y -qq ./ferz_*.deb >/dev/null
dpkg-query -W -f 'installed ${Package} ${Version}; Depends: ${Depends}; Recommends: ${Recommends}\n' ferz
echo "with $(comm -13 "$work/bare-packages" <(installed) | wc -l) packages in all"
dpkg -L ferz | grep -vx "/." | sort >"$work/ferz-files"
files >"$work/files-installed"

echo "== as a user, from PATH"
# shellcheck disable=SC2016 # expanded by the user's shell
su - player -c 'set -e
    command -v ferz
    command -v ferz-cli
    QT_QPA_PLATFORM=offscreen ferz --screenshot shot.png --size 1280x720 --lang ru 2>/dev/null
    # A PNG file: its signature, then the width and height in its header.
    head -c 24 shot.png | od -An -tu1 | tr -s " \n" " " |
        awk "{ print \"shot.png:\", (\$2 == 80 && \$3 == 78 && \$4 == 71) ? \"PNG\" : \"not a PNG\", \
            \$19 * 256 + \$20, \"x\", \$23 * 256 + \$24 }"
    echo "ferz-cli perft 5: $(ferz-cli perft 5)"'

echo "== apt-get remove ferz"
apt-get remove -y -qq ferz >/dev/null
dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' ferz 2>/dev/null || echo "dpkg knows nothing of ferz any more"
status=0
while read -r path; do
    [ -e "$path" ] || continue
    if [ -d "$path" ] && dpkg -S "$path" >/dev/null 2>&1; then continue; fi # another package's folder
    echo "left behind: $path"
    status=1
done <"$work/ferz-files"
[ $status -eq 0 ] && echo "none of the package's $(wc -l <"$work/ferz-files") files and folders is left"
files >"$work/files-removed"
comm -13 "$work/files-installed" "$work/files-removed" >"$work/new"
[ ! -s "$work/new" ] || { echo "removing ferz made new files:"; cat "$work/new"; status=1; }
# Once more with the dependencies in place: install and remove leave every file as it was (the
# caches that triggers make of the folders ferz installs into come and go with it).
apt-get install -y -qq ./ferz_*.deb >/dev/null
apt-get remove -y -qq ferz >/dev/null
if files | diff "$work/files-removed" -; then
    echo "installed and removed again: every file of the machine is as it was"
else
    status=1
fi

echo "== apt-get autoremove --purge: the dependencies go too"
apt-get autoremove --purge -y -qq >/dev/null
comm -3 "$work/bare-packages" <(installed) >"$work/drift"
[ ! -s "$work/drift" ] || { echo "packages differ from the bare machine:"; cat "$work/drift"; status=1; }
[ -s "$work/drift" ] || echo "the packages are the bare machine's again"
# What the dependencies' own removal scripts leave (systemd's state folders, for one) is theirs.
files | comm -13 "$work/files-bare" - >"$work/left"
if grep -Fxf "$work/ferz-files" "$work/left"; then status=1; fi
[ ! -s "$work/left" ] || echo "left by the dependencies' removal, none of it ferz's: $(tr '\n' ' ' <"$work/left")"
exit $status
