#!/bin/sh
# ferz-cli on a full disk (run through tests/fulldisk.sh, which mounts FERZ_FULL_DISK): every
# command that writes a file, or prints one into a file, exits with status 2 and the system's
# reason, and leaves what was on the disk byte for byte as it was, with no partial file beside it.
#   fulldisk.sh FERZ-CLI
set -u
cli=$1
disk=${FERZ_FULL_DISK:?run through tests/fulldisk.sh}
kept=$(mktemp -d)
trap 'rm -rf "$kept"' EXIT
failures=0

fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# Twenty games, about 14 KB: below the 16 KB that buffered writes held back.
i=1
while [ $i -le 20 ]; do
    printf '[Event "Club"]\n[Round "%d"]\n[White "Player %d"]\n[Black "Opponent %d"]\n[Result "1-0"]\n\n' $i $i $i
    printf '1. e4 {The most popular first move.} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 '
    printf '7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 {Breyer'"'"'s plan, deep and slow.} 1-0\n\n'
    i=$((i + 1))
done > "$disk/games.pgn"
printf '<p>an older export</p>\n' > "$disk/games.html"
cp "$disk/games.pgn" "$disk/games.html" "$kept/"

# Every free byte taken.
dd if=/dev/zero of="$disk/filler" bs=4096 2>/dev/null
dd if=/dev/zero bs=1 2>/dev/null >> "$disk/filler"
[ "$(df --output=avail "$disk" | tail -n 1)" -eq 0 ] || fail "the disk is not full"

# expect NAME COMMAND...: exit status 2, the reason on stderr, the files unchanged and nothing new.
expect() {
    name=$1
    shift
    "$@" > "$kept/out" 2> "$kept/err"
    status=$?
    [ $status -eq 2 ] || fail "$name: exit status $status, not 2"
    grep -q "No space left on device" "$kept/err" || fail "$name: no reason given: $(cat "$kept/err")"
    cmp -s "$disk/games.pgn" "$kept/games.pgn" || fail "$name: games.pgn changed"
    cmp -s "$disk/games.html" "$kept/games.html" || fail "$name: games.html changed"
    left=$(ls -A "$disk" | grep -v -x -e filler -e games.pgn -e games.html -e lost+found)
    [ -z "$left" ] || fail "$name: left behind: $left"
    rm -f "$disk"/games.pgn.?????? "$disk"/games.html.??????
}

expect "annotate IN -o IN" "$cli" annotate --depth 1 "$disk/games.pgn" -o "$disk/games.pgn"
expect "export -o over a file" "$cli" export "$disk/games.pgn" -o "$disk/games.html"
expect "export to PDF" "$cli" export --format pdf "$disk/games.pgn" -o "$disk/games.pdf"
expect "db import" "$cli" db import "$disk/games.pgn" "$disk/games.ferzdb"
expect "pgn convert > FILE" sh -c '"$0" pgn convert "$1" > "$2"; status=$?; rm -f "$2"; exit $status' \
    "$cli" "$disk/games.pgn" "$disk/converted.pgn"

if [ $failures -eq 0 ]; then
    echo "every writer refused the full disk and kept the files"
    exit 0
fi
exit 1
