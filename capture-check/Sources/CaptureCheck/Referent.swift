import SwiftSyntax

/// What a name used in a block's body refers to, found lexically.
enum Referent {
    /// A local, a parameter or a closure's capture-list entry.
    case local(Declaration)
    /// `self`, written or implied by an unqualified instance member; `type` is nil in a static
    /// context, where `self` is a type and never retained.
    case selfValue(type: String?)
    /// Nothing in an enclosing scope declares it: a global, a type, a static member.
    case outside
}

/// A local declaration of a name: where it is, and what says its type.
struct Declaration {
    var name: String
    /// Where the name is declared: a block's captures are the declarations outside its closure.
    var position: AbsolutePosition
    /// The type as written (an annotation, a parameter's type), if any.
    var type: String?
    /// What the name is initialized with (`let x = RACCompoundDisposable()`), or bound from
    /// (`if let x = y`), when no type is written.
    var initializer: ExprSyntax?
    /// `if let x` / `guard let x` with no expression: the same name, resolved from `shadowing`.
    var shadowing: Syntax?
    /// Declared `weak`/`unowned`: a closure's `[weak x]`, or `weak var x` (RAC's `__weak`,
    /// `@weakify`, `__unsafe_unretained`): the code says the model holds no reference.
    var isWeak: Bool
    /// For a `[weak x]` entry, the closure whose list it is: `x` itself is the outer name.
    var weakCapture: ClosureExprSyntax? = nil
}
