#!/bin/sh
# A program that passes the UCI handshake and then writes prose instead of search reports.
while read -r line; do
    case "$line" in
        uci) echo "id name Babbler"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) i=0; while [ $i -lt 40 ]; do echo "It was a dark and stormy night, line $i"; i=$((i + 1)); done ;;
        quit) exit 0 ;;
    esac
done
