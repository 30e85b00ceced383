import Foundation

/// gzip's own `gzip -dc`, the tests' decoder of what the site compresses: a program apart
/// from compress-nio and its zlib calls, so a body that decodes here is gzip as any client
/// reads it.
public enum Gunzip {
    /// The file at `url` decompressed, or nil if `gzip` refuses it.
    public static func file(_ url: URL) throws -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// `data` decompressed, or nil if `gzip` refuses it.
    public static func data(_ data: Data) throws -> Data? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-gunzip-\(UUID().uuidString).gz")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Self.file(file)
    }
}
