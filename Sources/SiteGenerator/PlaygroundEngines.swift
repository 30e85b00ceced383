import RACTrace

/// The playground's engine switch: every RAC a run can take (`RACLibrary`, what `racstep run
/// --rac` chooses), by the value the page sends as `?rac=` and a name that says which source
/// the engine pane will link to: the commit for ReactiveObjC (it has no release the engine
/// follows), the tag for ReactiveCocoa 2.5.
enum PlaygroundEngines {
    static func name(_ library: RACLibrary) -> String {
        switch library {
        case .reactiveObjC: "\(library.displayName) \(library.commit.prefix(7))"
        case .reactiveCocoa25: library.displayName
        }
    }

    /// The template's `engines`: `value`/`name` options, ReactiveObjC (the default) first.
    static var context: [String: Any] {
        ["engines": RACLibrary.allCases.map { ["value": $0.rawValue, "name": name($0)] }]
    }
}
