#!/usr/bin/env bash
# How callgrind counts a memset like libmicrohttpd's pool reset: a C program that memsets SIZE bytes REPS times,
# counted as (instructions(REPS + 1000) − instructions(REPS)) / 1000, with glibc's default memset and again with its
# `rep stosb` path turned off (GLIBC_TUNABLES), and `perf stat -e instructions` where the machine has a PMU.
#
# glibc's __memset_avx2_unaligned_erms uses `rep stosb` above a threshold (2 KiB here), which valgrind executes as
# a loop and counts as one instruction a byte; the CPU retires it as one instruction. So callgrind's figures for
# layoutd and the raw server count the pool's zeroing as about one instruction per byte it clears.
#
# Usage: scripts/bench/memset-count.sh [SIZE]      (default 32768)
set -euo pipefail
size=${1:-32768}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/memset.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    size_t n = strtoul(argv[1], 0, 10);
    int reps = atoi(argv[2]);
    char *p = malloc(n);
    for (int i = 0; i < reps; i++) { memset(p, i, n); __asm__ volatile("" ::"r"(p) : "memory"); }
    printf("%d\n", p[n / 2]);
    return 0;
}
C
cc -O2 -o "$tmp/memset" "$tmp/memset.c"
count() { # reps [env] → instructions of one run
    env ${2:-} valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$tmp/memset" "$size" "$1" 2>&1 >/dev/null \
        | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*$'
}
for setting in "" "GLIBC_TUNABLES=glibc.cpu.x86_rep_stosb_threshold=100000000"; do
    a=$(count 100 "$setting") b=$(count 1100 "$setting")
    echo "callgrind, memset of $size bytes${setting:+ ($setting)}: $(( (b - a) / 1000 )) instructions"
done
if perf stat -e instructions -x, "$tmp/memset" "$size" 1 2>&1 >/dev/null | grep -q 'not supported\|<not'; then
    echo "perf stat: no hardware instruction counter on this machine"
else
    a=$(perf stat -e instructions -x, "$tmp/memset" "$size" 100 2>&1 >/dev/null | cut -d, -f1)
    b=$(perf stat -e instructions -x, "$tmp/memset" "$size" 1100 2>&1 >/dev/null | cut -d, -f1)
    echo "perf stat, memset of $size bytes: $(( (b - a) / 1000 )) instructions"
fi
