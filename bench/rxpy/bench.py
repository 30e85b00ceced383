#!/usr/bin/env python3
"""RxPY (reactivex 6.x) side of RACStep's benchmark: the same five pipelines as the Swift
harness, run synchronously on CPython (no schedulers involved: every source below emits on
subscription, as RAC's createSignal: does on the main thread).

Usage: bench.py WORKLOAD N REPS  ->  one JSON line {"samples": [ns per event, ...], "check": int}
ns per event = wall time of one repetition / N (N = the workload's event count, see README).
One untimed warm-up repetition runs first.
"""
import json
import sys
import time

import reactivex
from reactivex import operators as ops


def range_source(n, base=0):
    def subscribe(observer, scheduler=None):
        for i in range(n):
            observer.on_next(base + i)
        observer.on_completed()
    return reactivex.create(subscribe)


def map_filter(n):
    total = [0]
    range_source(n).pipe(ops.map(lambda x: x + 1), ops.filter(lambda x: x % 2 == 0)) \
        .subscribe(on_next=lambda x: total.__setitem__(0, total[0] + x))
    return total[0]


def flatmap(n):
    total = [0]
    range_source(n).pipe(ops.flat_map(lambda x: reactivex.return_value(x))) \
        .subscribe(on_next=lambda x: total.__setitem__(0, total[0] + x))
    return total[0]


def concat(n):
    # n values as n/10 signals of 10 values, concatenated as a left fold (nests n/10 deep).
    count = n // 10
    acc = range_source(10, 0)
    for k in range(1, count):
        acc = acc.pipe(ops.concat(range_source(10, k * 10)))
    total = [0]
    acc.subscribe(on_next=lambda x: total.__setitem__(0, total[0] + x))
    return total[0]


def zip_(n):
    total = [0]
    range_source(n).pipe(ops.zip(range_source(n))) \
        .subscribe(on_next=lambda t: total.__setitem__(0, total[0] + t[0] + t[1]))
    return total[0]


def churn(n):
    total = [0]
    for _ in range(n):
        range_source(3).subscribe(on_next=lambda x: total.__setitem__(0, total[0] + x),
                                  on_completed=lambda: None)
    return total[0]


WORKLOADS = {"map-filter": map_filter, "flatmap": flatmap, "concat": concat, "zip": zip_, "churn": churn}


def main():
    workload, n, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    sys.setrecursionlimit(1_000_000)
    run = WORKLOADS[workload]
    check = run(n)  # warm-up
    samples = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        check = run(n)
        samples.append((time.perf_counter_ns() - start) / n)
    print(json.dumps({"samples": samples, "check": check}))


if __name__ == "__main__":
    main()
