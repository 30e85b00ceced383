import Foundation

/// `%f`, as RAC's `-setNameWithFormat:` prints an `NSTimeInterval` (`-delay: 1.000000`).
func racFormatInterval(_ interval: Double) -> String {
    String(format: "%f", interval)
}
