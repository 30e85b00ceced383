#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Monotonic nanoseconds.
@inline(__always)
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` on a thread with a 1 GiB stack (as `Interpreter.run` does), so left folds of
/// thousands of `concat:`s nest instead of overflowing the main thread's 8 MiB.
/// `@unchecked Sendable`: `body` is set before the thread starts and only it calls it;
/// `value` is written before `done.signal()` and read after `done.wait()`.
final class BigStackSlot<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?
    let done = DispatchSemaphore(value: 0)
    init(_ body: @escaping () -> T) { self.body = body }
}

func onBigStack<T>(_ body: @escaping () -> T) -> T {
    let slot = BigStackSlot(body)
    let thread = Thread {
        slot.value = slot.body()
        slot.done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    slot.done.wait()
    return slot.value!
}

/// One child's answer: per-repetition ns per event and a checksum (so nothing is optimised
/// away, and so systems can be compared for doing the same work).
struct ChildResult: Codable {
    var samples: [Double]
    var check: Int
}

/// Child side: one untimed warm-up run, then `reps` timed runs, each normalised by `events`.
func measure(reps: Int, events: Int, _ run: () -> Int) -> ChildResult {
    var check = run() // warm-up
    var samples: [Double] = []
    for _ in 0..<reps {
        let start = nowNanoseconds()
        check = run()
        let elapsed = nowNanoseconds() - start
        samples.append(Double(elapsed) / Double(events))
    }
    return ChildResult(samples: samples, check: check)
}

/// What the parent learns about a finished child.
struct ChildOutcome {
    var stdout: String
    var status: Int32
    var maxRSSBytes: Int
    var wallSeconds: Double
    /// User and system CPU time of the child and its threads: what the wall time would be on
    /// an idle core, and steadier than it on this shared machine.
    var cpuSeconds: Double = 0
}

/// Spawns `arguments` (argv[0] is looked up on PATH), collects its stdout, and reaps it with
/// `wait4` to read that child's own peak RSS (`ru_maxrss`, KiB on Linux).
func spawnChild(_ arguments: [String]) -> ChildOutcome {
    var pipeFDs: [Int32] = [0, 0]
    precondition(pipe(&pipeFDs) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
    posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
    let cArgs = arguments.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    var pid: pid_t = 0
    let start = nowNanoseconds()
    let rc = posix_spawnp(&pid, arguments[0], &actions, nil, cArgs, environ)
    posix_spawn_file_actions_destroy(&actions)
    close(pipeFDs[1])
    guard rc == 0 else {
        close(pipeFDs[0])
        return ChildOutcome(stdout: "", status: -1, maxRSSBytes: 0, wallSeconds: 0)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(pipeFDs[0], &buffer, buffer.count)
        if count <= 0 { break }
        data.append(contentsOf: buffer[0..<count])
    }
    close(pipeFDs[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let wall = Double(nowNanoseconds() - start) / 1e9
    // WIFEXITED / WEXITSTATUS by hand (macros are not imported).
    let exitCode: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return ChildOutcome(stdout: String(decoding: data, as: UTF8.self), status: exitCode,
                        maxRSSBytes: Int(usage.ru_maxrss) * 1024, wallSeconds: wall,
                        cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    if sorted.isEmpty { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
