/// A line of a ReactiveObjC source file at the commit RACStep models (`commit`): where one
/// of the engine's blocks or operators begins in ReactiveObjC: every `RACBlockName` carries one.
public struct RACSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The ReactiveObjC commit RACStep models, which every location refers to.
    public static let commit = "1af6617f007cae727dce48d2031cc1e66d06f04a"

    /// The file's name as ReactiveObjC's `ReactiveObjC/` folder holds it, e.g. `RACSignal.m`.
    public let file: String
    /// 1-based.
    public let line: Int

    public init(_ file: String, _ line: Int) {
        precondition(line >= 1, "source lines are 1-based")
        self.file = file
        self.line = line
    }

    /// `RACSignal.m:108`.
    public var description: String { "\(file):\(line)" }

    /// The line on GitHub, e.g.
    /// https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L108
    public var url: String { url(in: .reactiveObjC) }

    /// The line on GitHub in `library`'s repository at its commit (2.5's: under `ReactiveCocoa/`).
    public func url(in library: RACLibrary) -> String {
        let repository = library.repository
        return "https://github.com/\(repository.name)/blob/\(library.commit)/\(repository.folder)/\(file)#L\(line)"
    }
}
