import Foundation
import Testing
import ObjCFrontend
@testable import ObjCInterpreter

/// The runtime catalog, case by case: each renders as clang-style text and as JSON with its
/// stable id, and an uncaught exception ends with the line Apple's runtime prints.
@Suite struct RuntimeMessageTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var message: RuntimeMessage
        var id: String
        var text: String
        /// `*** Terminating app due to uncaught exception …`, for the exceptions.
        var termination: String?
        var testDescription: String { RuntimeMessageTests.caseName(message) }

        init(_ message: RuntimeMessage, _ id: String, _ text: String, terminating termination: String? = nil) {
            self.message = message
            self.id = id
            self.text = text
            self.termination = termination
        }
    }

    /// One row per case. The texts are clang's wording where clang has one (Sema's
    /// `err_undeclared_var_use`, `err_typecheck_invalid_operands`, …); the exception reasons are
    /// what CoreFoundation, Foundation and ReactiveObjC raise (`-[NSObject doesNotRecognizeSelector:]`,
    /// `NSCParameterAssert`, `__NSPlaceholderArray`'s nil check, `RACCommand.m`'s `-init`,
    /// `RACImmediateScheduler.m`'s `-after:repeatingEvery:withLeeway:schedule:`).
    static let rows: [Row] = [
        Row(.undeclaredIdentifier("x"), "undeclaredIdentifier", "use of undeclared identifier 'x'"),
        Row(.invalidOperands("NSString *", "int"), "invalidOperands", "invalid operands to binary expression ('NSString *' and 'int')"),
        Row(.invalidUnaryOperand("NSString *"), "invalidUnaryOperand", "invalid argument type 'NSString *' to unary expression"),
        Row(.orderedComparison("id", "int"), "invalidComparison", "ordered comparison between 'id' and 'int'"),
        Row(.divisionByZero, "divisionByZero", "division by zero"),
        Row(.integerExpected(got: "double"), "integerExpected", "invalid operand of type 'double' where an integer is expected"),
        Row(.cannotBox("void"), "invalidBoxedExpression", "cannot box a value of type void into an NSNumber"),
        Row(.incompatibleInitialization(type: "int", got: "NSString *"), "incompatibleType",
            "cannot initialize a value of type 'int' with a value of type 'NSString *'"),
        Row(.assignmentToSelf, "assignmentToSelf", "cannot assign to 'self' outside of a method in the init family"),
        Row(.missingBlockSpecifier(variable: "count"), "notAssignable",
            "variable 'count' is not assignable (missing __block type specifier)"),
        Row(.expressionNotAssignable, "expressionNotAssignable", "expression is not assignable"),
        Row(.indirectionRequiresPointer, "indirectionRequiresPointer", "indirection requires a pointer operand"),
        Row(.cannotTakeAddress, "cannotTakeAddress", "cannot take the address of this expression"),
        Row(.notAFunction("int"), "notAFunction", "called object type 'int' is not a function or function pointer"),
        Row(.badReceiverType("int"), "badReceiverType", "bad receiver type 'int'"),
        Row(.tooManyArguments(expected: 1, have: 2), "wrongArgumentCount", "too many arguments to method call, expected 1, have 2"),
        // clang's err_typecheck_call_too_few_args / too_many_args, naming the function.
        Row(.functionArgumentCount("twice", expected: 1, have: 0), "wrongArgumentCount",
            "too few arguments to function call 'twice', expected 1, have 0"),
        Row(.macroArgumentCount(macro: "MIN", takes: 2), "wrongArgumentCount", "'MIN' takes two arguments"),
        Row(.macroArgumentCount(macro: "sqrt", takes: 1), "wrongArgumentCount", "'sqrt' takes one argument"),
        Row(.notEnumerable(got: "int"), "notEnumerable", "fast enumeration needs an NSArray, NSDictionary, NSSet, NSOrderedSet, RACTuple, RACSequence or its enumerator, got int"),
        Row(.tupleUnpackNeedsTuple(got: "int"), "notATuple", "RACTupleUnpack needs a RACTuple, got int"),
        Row(.wrongArgumentType(selector: "take:", expected: .integer, got: "NSString *"), "wrongArgumentType",
            "'take:' needs an integer here, got NSString *"),
        Row(.wrongArgumentType(selector: "merge:", expected: .signalArray, got: nil), "wrongArgumentType",
            "'merge:' needs an NSArray of signals"),
        Row(.notABlock(selector: "map:", got: "int"), "notABlock", "'map:' needs a block here, got int"),
        Row(.trampolineNotABlock(className: "__NSCFNumber"), "notABlock",
            "RACBlockTrampoline calls __NSCFNumber as a block, which it is not"),
        Row(.bindBlockResult(got: "int"), "wrongReturnType", "the -bind: block must return a RACSignalBindBlock, got int"),
        Row(.blockResult(got: "int", expected: "RACSignal"), "wrongReturnType", "block returned int where RAC expects RACSignal"),
        Row(.blockResultNotAnObject(got: "int"), "wrongReturnType", "block returned int where an object is expected (box it with @(…))"),
        Row(.formatStringExpected(callee: "NSLog"), "formatStringExpected", "'NSLog' needs a format string (an NSString) as its first argument"),
        Row(.formatString(FormatError(reason: .incompleteSpecifier, offset: 2)), "formatString",
            "format string: incomplete format specifier at offset 2"),
        Row(.dispatchAsyncArguments, "unsupportedArguments",
            "dispatch_async needs dispatch_get_main_queue() or dispatch_get_global_queue(…) and a block"),
        Row(.dispatchGlobalQueueIdentifier, "unsupportedArguments",
            "dispatch_get_global_queue needs a DISPATCH_QUEUE_PRIORITY_* or QOS_CLASS_* identifier and 0"),
        Row(.unsupported("RACObserve"), "unsupportedAPI", "'RACObserve' is not supported by RACStep yet"),
        // 2.5 has -execute: (RACCommand.m:219 at v2.5) with another body, not translated.
        Row(.notInRAC25Layer("-execute:"), "notInRAC25Layer",
            "'-execute:' is not in RACStep's ReactiveCocoa 2.5 layer: 2.5's code for it differs from ReactiveObjC's "
                + "and is not translated; run it without --rac 2.5 (rac=2.5)"),
        // +try: is ReactiveObjC's alone (RACSignal+Operations.m at v2.5 has no such method).
        Row(.notInRAC25Layer("+[RACSignal try:]"), "notInRAC25Layer",
            "ReactiveCocoa 2.5 has no '+[RACSignal try:]' (ReactiveObjC added it); run it without --rac 2.5 (rac=2.5)"),
        Row(.notInRAC25Layer("+[RACTwoTuple pack::]"), "notInRAC25Layer",
            "ReactiveCocoa 2.5 has no '+[RACTwoTuple pack::]' (ReactiveObjC added it); run it without --rac 2.5 (rac=2.5)"),
        Row(.waitsForever("-first"), "waitsForever",
            "'-first' waits forever here: the signal has not finished, and nothing left to run can finish it (work queued "
                + "for the waiting thread, or on a RACTestScheduler nobody steps, never runs while it waits)"),
        Row(.stepLimit(100, advice: nil), "stepLimitExceeded", "step limit of 100 evaluation steps exceeded"),
        Row(.stepLimit(100, advice: "raise it with --max-steps"), "stepLimitExceeded",
            "step limit of 100 evaluation steps exceeded (raise it with --max-steps)"),
        Row(.scheduledActionLimit(10), "scheduledActionLimitExceeded",
            "scheduled-action limit of 10 exceeded on a RACTestScheduler (an action that reschedules itself, "
                + "stepped by -stepAll or the scheduler's dealloc?)"),
        Row(.depthLimit(200), "depthLimitExceeded", "nesting depth limit of 200 block invocations exceeded (runaway recursion?)"),
        Row(.stackLimit, "stackLimitExceeded", "stack limit exceeded: blocks and subscriptions nested too deeply (runaway recursion?)"),
        Row(.outputLimit(1024), "outputLimitExceeded", "output limit of 1024 bytes exceeded"),
        Row(.noSuchEntryMethod("run", defined: ["a", "b"]), "unknownEntryMethod", "no method named 'run' in this file (it defines 'a', 'b')"),
        Row(.severalEntryMethods(defined: ["a", "b"], advice: "pick one with --entry"), "ambiguousEntryMethod",
            "this file defines 2 methods ('a', 'b'); pick one with --entry"),
        Row(.entryMethodHasParameters("run:"), "entryMethodHasParameters",
            "the entry method 'run:' takes parameters; RACStep runs methods without parameters"),
        Row(.internalError("boom"), "internalError", "internal error: boom"),
        Row(.unrecognizedSelector("foo", className: "__NSCFNumber", isClass: false, address: "0x6000", suggestion: nil),
            "unrecognizedSelector", "unrecognized selector 'foo' sent to an instance of __NSCFNumber",
            terminating: "'NSInvalidArgumentException', reason: '-[__NSCFNumber foo]: unrecognized selector sent to instance 0x6000'"),
        Row(.unrecognizedSelector("retrun:", className: "RACSignal", isClass: true, address: "", suggestion: "return:"),
            "unrecognizedSelector", "unrecognized selector 'retrun:' sent to class RACSignal; did you mean 'return:'?",
            terminating: "'NSInvalidArgumentException', reason: '+[RACSignal retrun:]: unrecognized selector sent to class RACSignal'"),
        Row(.parameterAssert("nextBlock != NULL"), "parameterAssert", "invalid parameter not satisfying: nextBlock != NULL",
            terminating: "'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: nextBlock != NULL'"),
        Row(.nilInArrayLiteral(index: 1), "nilInsertion", "array literal element is nil",
            terminating: "'NSInvalidArgumentException', reason: '*** -[__NSPlaceholderArray initWithObjects:count:]: "
                + "attempt to insert nil object from objects[1]'"),
        Row(.nilInDictionaryLiteral(index: 0), "nilInsertion", "dictionary literal key or value is nil",
            terminating: "'NSInvalidArgumentException', reason: '*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: "
                + "attempt to insert nil object from objects[0]'"),
        Row(.nilInArrayConstructor, "nilInsertion", "attempt to insert nil object",
            terminating: "'NSInvalidArgumentException', reason: '*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object'"),
        Row(.nilAddedToArray, "nilInsertion", "cannot add nil to an array",
            terminating: "'NSInvalidArgumentException', reason: '*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil'"),
        Row(.nilDictionaryKey, "nilInsertion", "dictionary key cannot be nil",
            terminating: "'NSInvalidArgumentException', reason: '*** -[__NSDictionaryM setObject:forKey:]: key cannot be nil'"),
        Row(.nilArgument(selector: "stringByAppendingString:", expected: .string, got: "nil"), "nilArgument",
            "'stringByAppendingString:' needs a string, got nil",
            terminating: "'NSInvalidArgumentException', reason: '*** -[__NSCFString stringByAppendingString:]: nil argument'"),
        Row(.stringIndexOutOfBounds(selector: "substringFromIndex:", index: 9, length: 3), "indexOutOfBounds",
            "index 9 out of bounds for a string of length 3",
            terminating: "'NSRangeException', reason: '-[__NSCFString substringFromIndex:]: Index 9 out of bounds; string length 3'"),
        Row(.arrayIndexOutOfBounds(className: "__NSArrayI", selector: "objectAtIndex:", index: 5, count: 2), "indexOutOfBounds",
            "index 5 beyond bounds [0 .. 1]",
            terminating: "'NSRangeException', reason: '*** -[__NSArrayI objectAtIndex:]: index 5 beyond bounds [0 .. 1]'"),
        Row(.arrayIndexOutOfBounds(className: "__NSArray0", selector: "objectAtIndex:", index: 0, count: 0), "indexOutOfBounds",
            "index 0 for empty array",
            terminating: "'NSRangeException', reason: '*** -[__NSArray0 objectAtIndex:]: index 0 for empty array'"),
        Row(.nilBlockCall, "nilBlockCall", "called a nil block", terminating: "'EXC_BAD_ACCESS', reason: 'calling a nil block'"),
        Row(.commandWithoutSignalBlock, "unavailableInitializer", "a RACCommand needs a signal block: use -initWithSignalBlock:",
            terminating: "'NSInternalInconsistencyException', reason: 'Use -initWithSignalBlock: instead'"),
        Row(.immediateSchedulerRepeats, "immediateSchedulerRepeats", "the immediate scheduler cannot repeat work",
            terminating: "'NSInternalInconsistencyException', reason: '+[RACScheduler immediateScheduler] does not support recurring scheduling'"),
        Row(.racException(name: "NSInternalInconsistencyException", reason: "Not so fast"), "uncaughtException", "not so fast",
            terminating: "'NSInternalInconsistencyException', reason: 'Not so fast'"),
    ]

    /// Exhaustive on purpose: a new case does not compile here until it has a name, and
    /// `everyCaseHasARow` then asks for its row.
    static func caseName(_ message: RuntimeMessage) -> String {
        switch message {
        case .undeclaredIdentifier: "undeclaredIdentifier"
        case .invalidOperands: "invalidOperands"
        case .invalidUnaryOperand: "invalidUnaryOperand"
        case .orderedComparison: "orderedComparison"
        case .divisionByZero: "divisionByZero"
        case .integerExpected: "integerExpected"
        case .cannotBox: "cannotBox"
        case .incompatibleInitialization: "incompatibleInitialization"
        case .assignmentToSelf: "assignmentToSelf"
        case .missingBlockSpecifier: "missingBlockSpecifier"
        case .expressionNotAssignable: "expressionNotAssignable"
        case .indirectionRequiresPointer: "indirectionRequiresPointer"
        case .cannotTakeAddress: "cannotTakeAddress"
        case .notAFunction: "notAFunction"
        case .badReceiverType: "badReceiverType"
        case .tooManyArguments: "tooManyArguments"
        case .functionArgumentCount: "functionArgumentCount"
        case .macroArgumentCount: "macroArgumentCount"
        case .notEnumerable: "notEnumerable"
        case .tupleUnpackNeedsTuple: "tupleUnpackNeedsTuple"
        case .wrongArgumentType: "wrongArgumentType"
        case .notABlock: "notABlock"
        case .trampolineNotABlock: "trampolineNotABlock"
        case .bindBlockResult: "bindBlockResult"
        case .blockResult: "blockResult"
        case .blockResultNotAnObject: "blockResultNotAnObject"
        case .formatStringExpected: "formatStringExpected"
        case .formatString: "formatString"
        case .dispatchAsyncArguments: "dispatchAsyncArguments"
        case .dispatchGlobalQueueIdentifier: "dispatchGlobalQueueIdentifier"
        case .unsupported: "unsupported"
        case .notInRAC25Layer: "notInRAC25Layer"
        case .waitsForever: "waitsForever"
        case .stepLimit: "stepLimit"
        case .scheduledActionLimit: "scheduledActionLimit"
        case .depthLimit: "depthLimit"
        case .stackLimit: "stackLimit"
        case .outputLimit: "outputLimit"
        case .noSuchEntryMethod: "noSuchEntryMethod"
        case .severalEntryMethods: "severalEntryMethods"
        case .entryMethodHasParameters: "entryMethodHasParameters"
        case .internalError: "internalError"
        case .unrecognizedSelector: "unrecognizedSelector"
        case .parameterAssert: "parameterAssert"
        case .nilInArrayLiteral: "nilInArrayLiteral"
        case .nilInDictionaryLiteral: "nilInDictionaryLiteral"
        case .nilInArrayConstructor: "nilInArrayConstructor"
        case .nilAddedToArray: "nilAddedToArray"
        case .nilDictionaryKey: "nilDictionaryKey"
        case .nilArgument: "nilArgument"
        case .stringIndexOutOfBounds: "stringIndexOutOfBounds"
        case .arrayIndexOutOfBounds: "arrayIndexOutOfBounds"
        case .nilBlockCall: "nilBlockCall"
        case .commandWithoutSignalBlock: "commandWithoutSignalBlock"
        case .immediateSchedulerRepeats: "immediateSchedulerRepeats"
        case .racException: "racException"
        }
    }

    @Test(arguments: rows)
    func rendersAsTextAndJSON(_ row: Row) throws {
        let file = SourceFile(path: "snippet.m", text: "[x foo];\n")
        let failure = RuntimeFailure(row.message, at: SourceRange(start: 1, end: 2))
        #expect(DiagnosticRenderer().render(failure.diagnostic, in: file) == "snippet.m:1:2: error: \(row.text)\n[x foo];\n ^\n")
        let json = DiagnosticJSON(failure.diagnostic, in: file)
        #expect([json.id, json.severity, json.message] == [row.id, "error", row.text])
        #expect((json.line, json.column, json.notes.count) == (1, 2, 0))
        #expect(failure.terminationLine == row.termination.map { "*** Terminating app due to uncaught exception \($0)" })
    }

    @Test func everyCaseHasARow() {
        // 56 cases: `caseName` lists them all, so a row per name covers the catalog.
        #expect(Set(Self.rows.map { Self.caseName($0.message) }).count == 56)
    }

    /// Distinct problems have distinct ids; an id names one problem however it is worded
    /// (nil put in a collection, an index out of range, an argument count, a block result,
    /// arguments a libdispatch function is not modelled for).
    @Test func idsNameOneProblemEach() {
        let shared: Set<String> = ["wrongArgumentCount", "notABlock", "wrongReturnType", "nilInsertion", "indexOutOfBounds",
                                   "unsupportedArguments"]
        var cases: [String: Set<String>] = [:]
        for row in Self.rows { cases[row.id, default: []].insert(Self.caseName(row.message)) }
        for (id, names) in cases where names.count > 1 {
            #expect(shared.contains(id), "id '\(id)' is used by \(names.sorted())")
        }
        // No runtime id is one the parser uses.
        let parserIDs: Set<String> = ["missingTerminatingQuote", "expectedToken", "expectedExpression", "toMatch", "nestingTooDeep"]
        #expect(Set(cases.keys).isDisjoint(with: parserIDs))
        #expect(Set(cases.keys).allSatisfy { DiagnosticID(rawValue: $0) != nil })
    }
}
