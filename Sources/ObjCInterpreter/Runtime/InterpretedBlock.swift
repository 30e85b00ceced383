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
