import ObjCFrontend
import RACCore

/// A block literal from the snippet, evaluated: its code and what it captured.
///
/// Captured objects are retained by the block and released when it is deallocated, as a
/// copied Objective-C block does; `__block` variables are captured as their shared box.
final class InterpretedBlock: RACObject {
    let literal: BlockLiteral
    let info: RACBlockInfo
    let captures: [(name: String, binding: Scope.Binding)]

    init(literal: BlockLiteral, info: RACBlockInfo, captures: [(name: String, binding: Scope.Binding)]) {
        self.literal = literal
        self.info = info
        self.captures = captures
        super.init()
        for (_, binding) in captures {
            switch binding {
            case .variable(let box, _, _): box.retain()
            case .captured(let value, _): value.object?.retain()
            }
        }
    }

    /// The captured names as a scope, built on the first call and shared by every call: a
    /// capture never changes after the block is made (by-value copies are read-only, `__block`
    /// ones are boxes), so each call only adds a scope for its parameters on top.
    private(set) lazy var captureScope: Scope = {
        let scope = Scope(parent: nil)
        for (name, binding) in captures { scope.bind(name, binding) }
        return scope
    }()

    override var className: String { "__NSMallocBlock__" }

    override func dealloc() {
        for (_, binding) in captures {
            switch binding {
            case .variable(let box, _, _): box.release()
            case .captured(let value, _): value.object?.release()
            }
        }
    }
}
