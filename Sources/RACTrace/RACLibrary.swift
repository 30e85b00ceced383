/// Which RAC a run's engine translates: ReactiveObjC at 1af6617 (the default, and what every
/// lesson ran before), or ReactiveCocoa 2.5, the version the articles read (`RACCore/RAC25/`).
///
/// A run takes one for its whole length (`racstep run --rac 2.5`, a lesson fence's `rac=2.5`):
/// the engine's `-bind:` and `-concat:` follow it, every block is located in its source, a
/// trace's header names it, and the site links each location to its repository.
public enum RACLibrary: String, Sendable, CaseIterable {
    case reactiveObjC = "reactiveobjc"
    case reactiveCocoa25 = "2.5"

    /// `--rac VALUE` / `rac=VALUE`: the values the option takes, as a person types them.
    public init?(option: String) {
        self.init(rawValue: option.lowercased())
    }

    /// What `--rac` accepts, for error messages.
    public static var optionValues: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// `ReactiveCocoa 2.5`.
    public var displayName: String {
        switch self {
        case .reactiveObjC: "ReactiveObjC"
        case .reactiveCocoa25: "ReactiveCocoa 2.5"
        }
    }

    /// The commit every location of this library refers to (2.5: the tag `v2.5`).
    public var commit: String {
        switch self {
        case .reactiveObjC: RACSourceLocation.commit
        case .reactiveCocoa25: "32364b9040dee9975053398bcf89f3f94a8341cd"
        }
    }

    /// The GitHub repository and the folder its Objective-C sources are in.
    var repository: (name: String, folder: String) {
        switch self {
        case .reactiveObjC: ("ReactiveCocoa/ReactiveObjC", "ReactiveObjC")
        case .reactiveCocoa25: ("ReactiveCocoa/ReactiveCocoa", "ReactiveCocoa")
        }
    }

    /// The line a trace of this library starts with, naming it; nil for ReactiveObjC, whose
    /// traces (every lesson's before 2.5 came) have none.
    public var traceHeader: String? {
        switch self {
        case .reactiveObjC: nil
        case .reactiveCocoa25: "rac \(displayName) \(commit.prefix(7))"
        }
    }
}
