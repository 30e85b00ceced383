#!/bin/sh
# Builds the libFuzzer targets and runs each (or only those named after $1) for $1 seconds
# (default 60), seeded with every lesson snippet, the ground-truth examples and the test
# snippets. Crashes and hangs leave their input in fuzz/out/<target>/ (libFuzzer's
# crash-*/timeout-* files) and fail the run.
set -eu
cd "$(dirname "$0")"
SECONDS_PER_TARGET="${1:-60}"
[ $# -gt 0 ] && shift
TARGETS="${*:-FuzzParser FuzzInterpreter FuzzLessons}"
RUNTIME="$(dirname "$(dirname "$(command -v swift)")")/lib/clang"
FUZZER_LIB="$(find "$RUNTIME" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1)"
# -sanitize=fuzzer would also link libFuzzer's main(), which clashes with the entry point
# SwiftPM gives executables; instrument by hand and link the driver without its main().
# The build plan is made afresh: SwiftPM keeps it across files added to the root package
# (a path dependency here) and then cannot find them.
rm -f .build/release.yaml
swift build -c release \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xlinker "$FUZZER_LIB" -Xlinker -lstdc++
BIN="$(swift build -c release --show-bin-path)"
python3 seed.py out/seeds
status=0
for target in $TARGETS; do
    mkdir -p "out/$target/corpus"
    seeds="out/seeds/snippets"
    [ "$target" = FuzzLessons ] && seeds="out/seeds/lessons"
    # Snippets may build retain cycles on purpose (a __block block that calls itself), and
    # RACStep models them as Objective-C would: leaked. Leaks are not findings there.
    leaks=1
    timeout=10
    # The interpreter target also runs RAC itself under ASan; a legitimately deep snippet can
    # take several seconds there, which is not a hang.
    [ "$target" = FuzzInterpreter ] && leaks=0 && timeout=60
    echo "== $target for ${SECONDS_PER_TARGET}s"
    if ! ASAN_OPTIONS="detect_leaks=$leaks" "$BIN/$target" -max_total_time="$SECONDS_PER_TARGET" -timeout=$timeout -rss_limit_mb=4096 -detect_leaks=$leaks \
        -artifact_prefix="out/$target/" -print_final_stats=1 "out/$target/corpus" "$seeds"; then
        echo "$target found a problem: see fuzz/out/$target/"
        status=1
    fi
done
exit $status
