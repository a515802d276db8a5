#!/bin/bash
# Builds the libFuzzer targets with clang in build-fuzz/ and runs each for FUZZ_SECONDS (45 by
# default), seeded with the test data and with hostile files made here. Fails on any crash, hang (10 s per input), leak or
# sanitizer report. Installs clang and libclang-rt-14-dev (the fuzzer runtime) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-45}

scripts/deps.sh clang libclang-rt-14-dev

CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DFERZ_FUZZ=ON -DFERZ_SANITIZE=address,undefined >/dev/null
cmake --build build-fuzz --parallel 2 --target fuzz_fen fuzz_move fuzz_pgn fuzz_chunk

# Seeds: the PGN files, the FEN records of the test data, and FEN + move pairs.
seeds=build-fuzz/seeds
rm -rf "$seeds"
mkdir -p "$seeds/pgn" "$seeds/fen" "$seeds/move" "$seeds/chunk"
find tests/data/pgn -name '*.pgn' | while read -r f; do cp "$f" "$seeds/pgn/$(echo "$f" | tr / _)"; done
# Hostile PGN, generated here rather than stored: tokens past their limits, NUL bytes, UTF-16
# and UTF-32 with and without a byte order mark, 30,000 variations each inside the one before
# (flat: each an alternative to the first move; deep: each four plies further down), and a main
# line at the move limit.
hostile=$seeds/pgn
{ printf '1. e4 '; head -c 1048576 /dev/zero | tr '\0' a; printf ' e5 *\n'; } > "$hostile/huge-symbol.pgn"
{ printf '[Event "'; head -c 2097152 /dev/zero | tr '\0' v; printf '"]\n\n1. e4 *\n'; } > "$hostile/huge-tag-value.pgn"
{ printf '1. e4 {'; head -c 4194304 /dev/zero | tr '\0' c; printf '} e5 *\n'; } > "$hostile/long-comment.pgn"
printf '[Event "nul\000"]\n\n1. e4\000 e5 \000\000 2. Nf3 *\n' > "$hostile/nul-bytes.pgn"
head -c 65536 /dev/zero > "$hostile/nul-only.pgn"
sample='[Event "Ferz"]\n[White "Шахматы"]\n\n1. e4 e5 2. Nf3 {Comment} *\n'
for encoding in UTF-16LE UTF-16BE UTF-16 UTF-32LE UTF-32BE UTF-32; do
    printf "$sample" | iconv -f UTF-8 -t "$encoding" > "$hostile/encoding-$encoding.pgn"
done
# `printf FORMAT $(seq N)` repeats FORMAT N times (%.0s prints nothing of the number).
depth=30000
{ printf '1. e4 '; printf '(1. d4 %.0s' $(seq $depth); printf ')%.0s' $(seq $depth); printf ' e5 *\n'; } \
    > "$hostile/nested-flat.pgn"
{ printf 'Nc3 Nc6 Nb1 Nb8 (Nb8 %.0s' $(seq $depth); printf ')%.0s' $(seq $depth); printf ' *\n'; } \
    > "$hostile/nested-deep.pgn"
{ printf 'Nf3 Nf6 Ng1 Ng8 %.0s' $(seq 25000); printf '*\n'; } > "$hostile/move-limit.pgn"
printf '4k3/8/8/8/8/8/71/4K3 w - - 0 1' > "$seeds/fen/digits-in-a-row"
printf '4k3/8/8/8/8/8/8/4K\0002 b - - 150 999999999' > "$seeds/fen/nul-and-limits"

# A game database's chunk (fuzz/fuzz_chunk.cpp: a byte of game count, then the four rows, each
# after a two-byte length): counts and lengths past the rows, then real chunks, imported by the
# ferz-cli of an optimised build when there is one (scripts/test.sh makes it first).
printf '\377\000\000\000\000\000\000' > "$seeds/chunk/huge-count"
printf '\001\030\000%s\005\000\377\377\377\017a' "$(head -c 24 /dev/zero | tr '\0' x)" > "$seeds/chunk/length-past-the-row"
printf '\002\000\000\003\000\002\001a' > "$seeds/chunk/lengths-that-do-not-add-up"
chunkGames=$(sed -n 's/^inline constexpr int ChunkGames = \([0-9]*\);/\1/p' core/db/chunk.h)
moveBlocks=$(sed -n 's/^inline constexpr int MoveBlocks = \([0-9]*\);/\1/p' core/db/chunk.h)
cli=build-package/app/ferz-cli/ferz-cli
[ -x "$cli" ] || cli=build/app/ferz-cli/ferz-cli
if [ -x "$cli" ]; then
    for pgn in tests/data/pgn/*/*.pgn; do
        db=build-fuzz/seed.ferzdb
        rm -f "$db"
        # Reading errors cut games short; what was read is a chunk all the same.
        "$cli" db import "$pgn" "$db" > /dev/null 2>&1 || true
        [ -f "$db" ] || continue
        python3 - "$db" "$seeds/chunk/$(basename "$pgn" .pgn)" "$chunkGames" "$moveBlocks" <<'PYTHON'
import sqlite3, struct, sys
db = sqlite3.connect(sys.argv[1])
chunkGames, moveBlocks = int(sys.argv[3]), int(sys.argv[4])
blockGames = chunkGames // moveBlocks

def varint(data, at):
    value, shift = 0, 0
    while True:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if byte < 0x80:
            return value, at

# A chunk's moves are stored in blocks (core/db/chunk.h): joined into the chunk's row, the
# lengths of all its games, then their moves.
def joinedMoves(chunk, games):
    lengths, parts = b"", b""
    blocks = db.execute("SELECT data FROM moves WHERE id BETWEEN ? AND ? ORDER BY id",
                        (chunk * moveBlocks, chunk * moveBlocks + moveBlocks - 1)).fetchall()
    for b, (block,) in enumerate(blocks):
        at = 0
        for _ in range(min(games - b * blockGames, blockGames)):
            start = at
            _, at = varint(block, at)
            lengths += block[start:at]
        parts += block[at:]
    return lengths + parts

for chunk, games in db.execute("SELECT id, games FROM chunks"):
    rows = [db.execute(f"SELECT data FROM {t} WHERE id = ?", (chunk,)).fetchone()[0]
            for t in ("searches", "heads", "extras")]
    rows.insert(1, joinedMoves(chunk, games))
    if games > 255 or any(len(r) > 65535 for r in rows[:3]):
        continue
    with open(f"{sys.argv[2]}-{chunk}", "wb") as out:
        out.write(bytes([games]) + b"".join(struct.pack("<H", len(r)) + r for r in rows[:3]) + rows[3])
PYTHON
    done
else
    echo "fuzz.sh: no ferz-cli in build-package/ or build/, so no real chunks among the seeds"
fi

n=0
{ cut -d';' -f1 tests/data/perft/perftsuite.epd; cut -f2 tests/data/fen/kokopu-fens.csv | tail -n +2; } |
    while read -r fen; do
        n=$((n + 1))
        printf '%s' "$fen" > "$seeds/fen/$n"
        for move in e4 Nf3 O-O exd5 e8=Q Кf3 Cxe5 e2e4 0-0-0; do
            printf '%s\n%s' "$fen" "$move" > "$seeds/move/$n-$move"
        done
    done

# One fuzzer a processor at a time, each for its full time: their reports are printed in order.
# The PGN fuzzer first reads each seed once, whole (libFuzzer runs the files it is given one by
# one), then mutates inputs of at most 4 kB: left to guess, it took the hostile files' megabytes
# as its limit and tried 3,660 inputs in 45 s, against millions for the others.
fuzz() {
    local target=$1 limit=()
    mkdir -p "build-fuzz/corpus/$target"
    export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    local options=(-timeout=10 -rss_limit_mb=2048 -artifact_prefix="fuzz_$target-")
    if [ "$target" = pgn ]; then
        (cd build-fuzz && "fuzz/fuzz_$target" "${options[@]}" seeds/pgn/*) || return 1
        limit=(-max_len=4096)
    fi
    (cd build-fuzz && "fuzz/fuzz_$target" -max_total_time="$seconds" -print_final_stats=1 "${options[@]}" \
        "${limit[@]}" "corpus/$target" "seeds/$target")
}
targets=(fen move pgn chunk)
rm -f build-fuzz/fuzz_*-crash-* build-fuzz/fuzz_*-timeout-* build-fuzz/fuzz_*-leak-* build-fuzz/fuzz_*-oom-*
status=0
running=0
for target in "${targets[@]}"; do
    if ((running >= $(nproc))); then
        wait -n || status=1
        running=$((running - 1))
    fi
    fuzz "$target" > "build-fuzz/fuzz_$target.log" 2>&1 &
    running=$((running + 1))
done
for ((; running > 0; running--)); do
    wait -n || status=1
done
for target in "${targets[@]}"; do
    echo "== fuzz_$target for ${seconds}s"
    tail -n 25 "build-fuzz/fuzz_$target.log"
    # A crash, hang, leak or memory blow-up leaves its input behind, named after the fuzzer.
    if ls build-fuzz/fuzz_"$target"-* >/dev/null 2>&1; then
        echo "fuzz_$target found a failure: see build-fuzz/fuzz_$target-*"
        status=1
    fi
done
exit $status
