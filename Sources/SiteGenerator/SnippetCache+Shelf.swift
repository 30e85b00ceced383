import Foundation
import Synchronization

extension SnippetCache {
    /// The cache's packs on disk and the entries waiting for the next one: shared by the
    /// copies of a cache (the site's steps each hold one) and used from every core.
    ///
    /// Entries are read under the lock, so a `flush` that gathers the packs never closes one
    /// being read.
    final class Shelf: Sendable {
        private let directory: URL
        private let state = Mutex(State())
        /// The flushes under way on other threads.
        private let flushing = DispatchGroup()

        private struct Pack {
            var file: URL
            /// Open for reading; -1 when the pack could not be read (removed with the others
            /// when they are gathered).
            var descriptor: Int32
        }

        private struct State {
            var opened = false
            var packs: [Pack] = []
            /// Each key hash's newest entry: its pack's place in `packs`, and where in it.
            var index: [UInt64: (pack: Int, entry: SnippetPack.Entry)] = [:]
            /// Entries stored since the last flush, in order.
            var pending: [(hash: UInt64, bytes: Data)] = []
            /// The entries read or stored through this cache: what gathering keeps.
            var used: Set<UInt64> = []
            /// Files of the format before packs (one `.entry` file per snippet), removed when
            /// the packs are gathered.
            var stale: [URL] = []

            /// The bytes of the newest entry under `hash`, read from its pack.
            func stored(_ hash: UInt64) -> Data? {
                guard let found = index[hash] else { return nil }
                return SnippetPack.read(packs[found.pack].descriptor, offset: found.entry.offset, length: found.entry.length)
            }
        }

        init(directory: URL) {
            self.directory = directory
        }

        deinit {
            state.withLock { state in
                for pack in state.packs where pack.descriptor >= 0 { close(pack.descriptor) }
            }
        }

        /// The newest entry stored under `hash`, if a pack holds one.
        func entry(_ hash: UInt64) -> Data? {
            state.withLock { state in
                readPacks(&state)
                guard let bytes = state.stored(hash) else { return nil }
                state.used.insert(hash)
                return bytes
            }
        }

        func keep(_ bytes: Data, as hash: UInt64) {
            state.withLock { state in
                state.pending.append((hash, bytes))
                state.used.insert(hash)
            }
        }

        /// Writes the pending entries as a new pack; when that would make more than `limit`
        /// packs, writes every used entry as one instead and removes the others.
        func flush(limit: Int) {
            state.withLock { state in
                readPacks(&state)
                guard !state.pending.isEmpty else { return }
                let file = directory.appendingPathComponent(Self.newPackName(), isDirectory: false)
                if state.packs.count + 1 > limit {
                    gather(&state, into: file)
                } else if (try? SnippetPack.write(state.pending, to: file)) != nil {
                    add(file, to: &state)
                }
                state.pending = []
            }
        }

        func flushInBackground(limit: Int) {
            DispatchQueue.global().async(group: flushing) { self.flush(limit: limit) }
        }

        func awaitFlush() {
            flushing.wait()
        }

        /// A name that sorts after every earlier pack's: the time in nanoseconds, then a random
        /// part for two builds in the same nanosecond.
        private static func newPackName() -> String {
            let now = UInt64(Date().timeIntervalSince1970 * 1_000_000_000)
            return String(format: "%016llx-%016llx.pack", now, UInt64.random(in: .min ... .max))
        }

        /// Reads the directory's packs, oldest first, once.
        private func readPacks(_ state: inout State) {
            guard !state.opened else { return }
            state.opened = true
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            for name in names {
                let file = directory.appendingPathComponent(name, isDirectory: false)
                if name.hasSuffix(".pack") {
                    add(file, to: &state)
                } else if name.hasSuffix(".entry") {
                    state.stale.append(file)
                }
            }
        }

        /// Opens the pack at `file` and lets its entries win over the older packs'.
        private func add(_ file: URL, to state: inout State) {
            var pack = Pack(file: file, descriptor: open(file.path, O_RDONLY | O_CLOEXEC))
            var status = stat()
            guard pack.descriptor >= 0, fstat(pack.descriptor, &status) == 0,
                  let entries = SnippetPack.entries(of: pack.descriptor, size: Int(status.st_size)) else {
                if pack.descriptor >= 0 { close(pack.descriptor) }
                pack.descriptor = -1
                state.packs.append(pack)
                return
            }
            state.packs.append(pack)
            for entry in entries { state.index[entry.hash] = (state.packs.count - 1, entry) }
        }

        /// Writes every used entry (the pending ones as they are, the others read from their
        /// packs) as the pack at `file`, then removes every other pack and stale entry file.
        private func gather(_ state: inout State, into file: URL) {
            let pendingHashes = Set(state.pending.map(\.hash))
            var entries: [(hash: UInt64, bytes: Data)] = []
            for hash in state.used.sorted() where !pendingHashes.contains(hash) {
                guard let bytes = state.stored(hash) else { continue }
                entries.append((hash, bytes))
            }
            entries += state.pending
            guard (try? SnippetPack.write(entries, to: file)) != nil else { return }
            for pack in state.packs {
                if pack.descriptor >= 0 { close(pack.descriptor) }
                unlink(pack.file.path)
            }
            for stale in state.stale { unlink(stale.path) }
            state.packs = []
            state.index = [:]
            state.stale = []
            add(file, to: &state)
        }
    }
}
