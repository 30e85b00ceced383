#!/bin/sh
# `make sanitize`: the engine's and the interpreter's test suites, `racstep verify` of every lesson (English and
# Chinese) and every ground-truth fixture (run and traced) under the address sanitizer, in a
# debug build of its own ($1, default .build-asan). Any report fails: ASan ends the process
# with exit code 86 (halt_on_error), which nothing else in racstep uses.
#
# Leak detection is off: snippets build retain cycles on purpose and RACStep models them as
# Objective-C does, leaked (a subject's passthrough, its disposable and the removal block
# that holds it, RACSubject.m:65; a __block block that calls itself), so a leak is no finding.
set -eu
cd "$(dirname "$0")/.."
SCRATCH="${1:-.build-asan}"
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:exitcode=86"
swift build --build-tests --sanitize=address --scratch-path "$SCRATCH"
# The suites that run the engine and the interpreter in this process, where a dangling
# reference would be read. Left out: the server's and the site's suites, whose runs go through
# worker processes under wall-clock limits (2 s a run) that an ASan build, two to three times
# slower, overruns, so they fail on time and find nothing (what those workers run, every lesson
# and fixture, runs below); and three tests of how deep a run may go before the interpreter
# stops it politely, as ASan's larger frames reach the stack floor sooner (the runs still stop
# with "stack limit exceeded", not a crash).
swift test --skip-build --sanitize=address --scratch-path "$SCRATCH" \
    --filter '^(RACCoreTests|RACTraceTests|ObjCFrontendTests|ObjCInterpreterTests|LessonsTests|RACStepCommandsTests)\.' \
    --skip 'fiveThousandNestedConcats|leftFoldOfAHundredThousandEmptyConcats|depthLimitStopsRunawayRecursion'
BIN="$(swift build --sanitize=address --scratch-path "$SCRATCH" --show-bin-path)"
"$BIN/racstep" verify lessons lessons/zh
status=0
log="$(mktemp)"
for fixture in Tests/Fixtures/ground-truth/*.m; do
    for command in run trace; do
        # A fixture may end in an error it expects (exit 1 or 2); a sanitizer report is 86.
        code=0
        "$BIN/racstep" "$command" "$fixture" >/dev/null 2>"$log" || code=$?
        if [ "$code" -eq 86 ] || grep -q "Sanitizer" "$log"; then
            echo "racstep $command $fixture: sanitizer report" >&2
            cat "$log" >&2
            status=1
        fi
    done
done
rm -f "$log"
[ "$status" -eq 0 ] && echo "sanitize: no reports"
exit "$status"
