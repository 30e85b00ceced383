import ObjCFrontend

/// The names of the block literal whose body is being compiled (`Evaluator.compilingBlock`).
struct BlockNames {
    let parameters: [String]
    let parameterTypes: [TypeName?]
    /// The names the literal captures (`FreeVariables.of`), in the order `makeBlock` binds
    /// them: a capture is read by its position here (`InterpretedBlock.capturedValue(at:)`).
    let captureNames: [String]
    /// The category of the declared return type; nil when the literal leaves it to inference.
    let returnCategory: TypeCategory?
    /// Names the body declares anywhere: these need a lookup, being in scopes of the body's own
    /// (except `frameLocals`, when compiling for the frame).
    let declaredInBody: Set<String>
    /// The scalar locals kept in the argument stack after the parameters when those are there
    /// (`FrameLocals`), with their declared types.
    private(set) var frameLocals: [String]
    private(set) var frameLocalTypes: [TypeName]
    /// Compiling for parameters (and `frameLocals`) in the argument stack
    /// (`BlockCode.parametersInFrame`).
    var parametersInFrame = false
    /// A part of the body left to the tree walker mentions a name kept in the argument stack,
    /// so compiling for the frame failed.
    var treeWalkerMeetsFrameNames = false

    init(_ literal: BlockLiteral, captureNames: [String]) {
        self.captureNames = captureNames
        parameters = literal.parameters.map(\.name)
        parameterTypes = literal.parameters.map(\.type)
        returnCategory = literal.returnType?.category
        declaredInBody = FreeVariables.declared(in: literal)
        canKeepParametersInFrame = Set(parameters).count == parameters.count && declaredInBody.isDisjoint(with: parameters)
        let locals = canKeepParametersInFrame ? FrameLocals.of(literal) : []
        frameLocals = locals.map(\.name)
        frameLocalTypes = locals.map(\.type)
    }

    /// Each parameter is found by position only if its name is its own: not repeated, not
    /// redeclared by the body.
    let canKeepParametersInFrame: Bool

    /// Leaves the body's locals in its scopes, found by name, for another attempt to compile
    /// for the frame.
    mutating func keepLocalsInScopes() {
        frameLocals = []
        frameLocalTypes = []
        treeWalkerMeetsFrameNames = false
    }

    /// The names a frame-mode body reaches by position.
    var frameNames: [String] { parameters + frameLocals }
}
