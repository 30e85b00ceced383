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
    let frameLocals: [String]
    let frameLocalTypes: [TypeName]
    /// The parameters (and `frameLocals`) are kept in the argument stack
    /// (`BlockCode.parametersInFrame`). Each parameter is found by position only if its name
    /// is its own — not repeated, not redeclared by the body — and the body never needs it as
    /// a variable: its address taken, or captured by a nested block (`FrameLocals.escaping`).
    /// Off when the specialised nodes are (`InterpreterOptions.specializes`).
    let parametersInFrame: Bool

    init(_ literal: BlockLiteral, captureNames: [String], specializes: Bool) {
        self.captureNames = captureNames
        parameters = literal.parameters.map(\.name)
        parameterTypes = literal.parameters.map(\.type)
        returnCategory = literal.returnType?.category
        declaredInBody = FreeVariables.declared(in: literal)
        let frame = FrameLocals(literal)
        parametersInFrame = specializes && Set(parameters).count == parameters.count
            && declaredInBody.isDisjoint(with: parameters) && frame.escaping.isDisjoint(with: parameters)
        let locals = parametersInFrame ? frame.locals : []
        frameLocals = locals.map(\.name)
        frameLocalTypes = locals.map(\.type)
    }
}
