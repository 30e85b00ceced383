import ObjCFrontend
import RACCore

/// The interpreter's catalog: every problem a run can stop with, as a value with its arguments.
///
/// A `RuntimeFailure` carries one of these, not text, so a test or the playground can ask which
/// problem it was (`id`) and the wording lives here alone. Errors are worded as clang words its
/// own (lower case, names in '…', no final period); an exception also carries the name and
/// reason the real runtime prints in `*** Terminating app due to uncaught exception …`, which
/// learners compare with Xcode's console, so those stay exactly Apple's.
enum RuntimeMessage: Equatable, Sendable {
    // The language, as clang reports it.
    case undeclaredIdentifier(String)
    case invalidOperands(String, String)
    case invalidUnaryOperand(String)
    case orderedComparison(String, String)
    case divisionByZero
    case integerExpected(got: String)
    case cannotBox(String)
    case incompatibleInitialization(type: String, got: String)
    case assignmentToSelf
    case missingBlockSpecifier(variable: String)
    case expressionNotAssignable
    case indirectionRequiresPointer
    case cannotTakeAddress
    case notAFunction(String)
    case badReceiverType(String)
    case tooManyArguments(expected: Int, have: Int)
    /// A call of a C function the file defines with the wrong number of arguments.
    case functionArgumentCount(String, expected: Int, have: Int)
    /// A C function or macro (`MIN`, `sqrt`) called with other than its `takes` arguments.
    case macroArgumentCount(macro: String, takes: Int)
    case notEnumerable(got: String)
    case tupleUnpackNeedsTuple(got: String)

    // What a method or function needs from its arguments.
    case wrongArgumentType(selector: String, expected: ArgumentKind, got: String?)
    case notABlock(selector: String, got: String)
    case trampolineNotABlock(className: String)
    case bindBlockResult(got: String)
    case blockResult(got: String, expected: String)
    case blockResultNotAnObject(got: String)
    case formatStringExpected(callee: String)
    case formatString(FormatError)
    case dispatchAsyncArguments
    case dispatchGlobalQueueIdentifier

    // What RACStep does not model, and waits the real program never returns from.
    case unsupported(String)
    /// Modelled for ReactiveObjC, but not in the ReactiveCocoa 2.5 layer a `rac=2.5` run takes.
    case notInRAC25Layer(String)
    case waitsForever(String)

    // Limits that stop a runaway snippet.
    case stepLimit(Int, advice: String?)
    case scheduledActionLimit(Int)
    case depthLimit(Int)
    case stackLimit
    case outputLimit(Int)

    // Choosing the method to run.
    case noSuchEntryMethod(String, defined: [String])
    case severalEntryMethods(defined: [String], advice: String?)
    case entryMethodHasParameters(String)

    /// A Swift error the interpreter did not expect; seeing one is a RACStep bug.
    case internalError(String)

    // Uncaught exceptions, with the runtime's own name and reason.
    case unrecognizedSelector(String, className: String, isClass: Bool, address: String, suggestion: String?)
    case parameterAssert(String)
    case nilInArrayLiteral(index: Int)
    case nilInDictionaryLiteral(index: Int)
    case nilInArrayConstructor
    case nilAddedToArray
    case nilDictionaryKey
    case nilArgument(selector: String, expected: ArgumentKind, got: String)
    case stringIndexOutOfBounds(selector: String, index: Int, length: Int)
    case arrayIndexOutOfBounds(className: String, selector: String, index: Int, count: Int)
    case nilBlockCall
    case commandWithoutSignalBlock
    case immediateSchedulerRepeats
    /// An exception RAC itself raised (`RACException`).
    case racException(name: String, reason: String)

    /// What a method wanted for an argument, in the words of `wrongArgumentType`.
    enum ArgumentKind: Equatable, Sendable {
        case integer, number, pointer, date, boolSignal, signalArray, signal, sequenceArray, sequence, string, characterSet, cString,
             selector, sortDescriptorArray

        var phrase: String {
            switch self {
            case .integer: "an integer here"
            case .number: "a number here"
            case .pointer: "a pointer here (&variable)"
            case .date: "an NSDate here (e.g. [NSDate dateWithTimeIntervalSinceNow:1])"
            case .boolSignal: "a signal of BOOLs (or nil) here"
            case .signalArray: "an NSArray of signals"
            case .signal: "signals"
            case .sequenceArray: "an NSArray of sequences"
            case .sequence: "a sequence here"
            case .string: "a string"
            case .characterSet: "an NSCharacterSet"
            case .cString: "a C string here (e.g. [string UTF8String])"
            case .selector: "a selector here (e.g. @selector(compare:))"
            case .sortDescriptorArray: "an NSArray of NSSortDescriptors"
            }
        }
    }

    /// The stable identity of the problem; several wordings of one problem share it.
    var id: DiagnosticID {
        switch self {
        case .undeclaredIdentifier: .undeclaredIdentifier
        case .invalidOperands: .invalidOperands
        case .invalidUnaryOperand: .invalidUnaryOperand
        case .orderedComparison: .invalidComparison
        case .divisionByZero: .divisionByZero
        case .integerExpected: .integerExpected
        case .cannotBox: .invalidBoxedExpression
        case .incompatibleInitialization: .incompatibleType
        case .assignmentToSelf: .assignmentToSelf
        case .missingBlockSpecifier: .notAssignable
        case .expressionNotAssignable: .expressionNotAssignable
        case .indirectionRequiresPointer: .indirectionRequiresPointer
        case .cannotTakeAddress: .cannotTakeAddress
        case .notAFunction: .notAFunction
        case .badReceiverType: .badReceiverType
        case .tooManyArguments, .macroArgumentCount, .functionArgumentCount: .wrongArgumentCount
        case .notEnumerable: .notEnumerable
        case .tupleUnpackNeedsTuple: .notATuple
        case .wrongArgumentType: .wrongArgumentType
        case .notABlock, .trampolineNotABlock: .notABlock
        case .bindBlockResult, .blockResult, .blockResultNotAnObject: .wrongReturnType
        case .formatStringExpected: .formatStringExpected
        case .formatString: .formatString
        case .dispatchAsyncArguments, .dispatchGlobalQueueIdentifier: .unsupportedArguments
        case .unsupported: .unsupportedAPI
        case .notInRAC25Layer: .notInRAC25Layer
        case .waitsForever: .waitsForever
        case .stepLimit: .stepLimitExceeded
        case .scheduledActionLimit: .scheduledActionLimitExceeded
        case .depthLimit: .depthLimitExceeded
        case .stackLimit: .stackLimitExceeded
        case .outputLimit: .outputLimitExceeded
        case .noSuchEntryMethod: .unknownEntryMethod
        case .severalEntryMethods: .ambiguousEntryMethod
        case .entryMethodHasParameters: .entryMethodHasParameters
        case .internalError: .internalError
        case .unrecognizedSelector: .unrecognizedSelector
        case .parameterAssert: .parameterAssert
        case .nilInArrayLiteral, .nilInDictionaryLiteral, .nilInArrayConstructor, .nilAddedToArray, .nilDictionaryKey:
            .nilInsertion
        case .nilArgument: .nilArgument
        case .stringIndexOutOfBounds, .arrayIndexOutOfBounds: .indexOutOfBounds
        case .nilBlockCall: .nilBlockCall
        case .commandWithoutSignalBlock: .unavailableInitializer
        case .immediateSchedulerRepeats: .immediateSchedulerRepeats
        case .racException: .uncaughtException
        }
    }

    /// The text after `error: `.
    var text: String {
        switch self {
        case .undeclaredIdentifier(let name): "use of undeclared identifier '\(name)'"
        case .invalidOperands(let left, let right): "invalid operands to binary expression ('\(left)' and '\(right)')"
        case .invalidUnaryOperand(let type): "invalid argument type '\(type)' to unary expression"
        case .orderedComparison(let left, let right): "ordered comparison between '\(left)' and '\(right)'"
        case .divisionByZero: "division by zero"
        case .integerExpected(let got): "invalid operand of type '\(got)' where an integer is expected"
        case .cannotBox(let type): "cannot box a value of type \(type) into an NSNumber"
        case .incompatibleInitialization(let type, let got):
            "cannot initialize a value of type '\(type)' with a value of type '\(got)'"
        case .assignmentToSelf: "cannot assign to 'self' outside of a method in the init family"
        case .missingBlockSpecifier(let variable): "variable '\(variable)' is not assignable (missing __block type specifier)"
        case .expressionNotAssignable: "expression is not assignable"
        case .indirectionRequiresPointer: "indirection requires a pointer operand"
        case .cannotTakeAddress: "cannot take the address of this expression"
        case .notAFunction(let type): "called object type '\(type)' is not a function or function pointer"
        case .badReceiverType(let type): "bad receiver type '\(type)'"
        case .tooManyArguments(let expected, let have): "too many arguments to method call, expected \(expected), have \(have)"
        case .functionArgumentCount(let name, let expected, let have):
            "too \(have > expected ? "many" : "few") arguments to function call '\(name)', expected \(expected), have \(have)"
        case .macroArgumentCount(let macro, let takes): "'\(macro)' takes \(takes == 1 ? "one argument" : "two arguments")"
        case .notEnumerable(let got): "fast enumeration needs an NSArray, NSDictionary, NSSet, NSOrderedSet, RACTuple, RACSequence or its enumerator, got \(got)"
        case .tupleUnpackNeedsTuple(let got): "RACTupleUnpack needs a RACTuple, got \(got)"
        case .wrongArgumentType(let selector, let expected, let got):
            "'\(selector)' needs \(expected.phrase)" + (got.map { ", got \($0)" } ?? "")
        case .notABlock(let selector, let got): "'\(selector)' needs a block here, got \(got)"
        case .trampolineNotABlock(let className): "RACBlockTrampoline calls \(className) as a block, which it is not"
        case .bindBlockResult(let got): "the -bind: block must return a RACSignalBindBlock, got \(got)"
        case .blockResult(let got, let expected): "block returned \(got) where RAC expects \(expected)"
        case .blockResultNotAnObject(let got): "block returned \(got) where an object is expected (box it with @(…))"
        case .formatStringExpected(let callee): "'\(callee)' needs a format string (an NSString) as its first argument"
        case .formatString(let error): "format string: \(error.description)"
        case .dispatchAsyncArguments: "dispatch_async needs dispatch_get_main_queue() or dispatch_get_global_queue(…) and a block"
        case .dispatchGlobalQueueIdentifier: "dispatch_get_global_queue needs a DISPATCH_QUEUE_PRIORITY_* or QOS_CLASS_* identifier and 0"
        case .unsupported(let api): "'\(api)' is not supported by RACStep yet"
        case .notInRAC25Layer(let api):
            RACLibraryCoverage.reactiveCocoa25.lacks(api)
                ? "ReactiveCocoa 2.5 has no '\(api)' (ReactiveObjC added it); run it without --rac 2.5 (rac=2.5)"
                : "'\(api)' is not in RACStep's ReactiveCocoa 2.5 layer: 2.5's code for it differs from ReactiveObjC's "
                    + "and is not translated; run it without --rac 2.5 (rac=2.5)"
        case .waitsForever(let waiter):
            "'\(waiter)' waits forever here: the signal has not finished, and nothing left to run can finish it "
                + "(work queued for the waiting thread, or on a RACTestScheduler nobody steps, never runs while it waits)"
        case .stepLimit(let limit, let advice):
            "step limit of \(limit) evaluation steps exceeded" + (advice.map { " (\($0))" } ?? "")
        case .scheduledActionLimit(let limit):
            "scheduled-action limit of \(limit) exceeded on a RACTestScheduler "
                + "(an action that reschedules itself, stepped by -stepAll or the scheduler's dealloc?)"
        case .depthLimit(let limit): "nesting depth limit of \(limit) block invocations exceeded (runaway recursion?)"
        case .stackLimit: "stack limit exceeded: blocks and subscriptions nested too deeply (runaway recursion?)"
        case .outputLimit(let limit): "output limit of \(limit) bytes exceeded"
        case .noSuchEntryMethod(let entry, let defined):
            "no method named '\(entry)' in this file (it defines \(Self.quotedList(defined)))"
        case .severalEntryMethods(let defined, let advice):
            "this file defines \(defined.count) methods (\(Self.quotedList(defined)))" + (advice.map { "; " + $0 } ?? "")
        case .entryMethodHasParameters(let selector):
            "the entry method '\(selector)' takes parameters; RACStep runs methods without parameters"
        case .internalError(let description): "internal error: \(description)"
        case .unrecognizedSelector(let selector, let className, let isClass, _, let suggestion):
            "unrecognized selector '\(selector)' sent to \(isClass ? "class" : "an instance of") \(className)"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .parameterAssert(let condition): "invalid parameter not satisfying: \(condition)"
        case .nilInArrayLiteral: "array literal element is nil"
        case .nilInDictionaryLiteral: "dictionary literal key or value is nil"
        case .nilInArrayConstructor: "attempt to insert nil object"
        case .nilAddedToArray: "cannot add nil to an array"
        case .nilDictionaryKey: "dictionary key cannot be nil"
        case .nilArgument(let selector, let expected, let got): "'\(selector)' needs \(expected.phrase), got \(got)"
        case .stringIndexOutOfBounds(_, let index, let length): "index \(index) out of bounds for a string of length \(length)"
        case .arrayIndexOutOfBounds(_, _, let index, let count): "index \(index) \(Self.arrayBounds(count))"
        case .nilBlockCall: "called a nil block"
        case .commandWithoutSignalBlock: "a RACCommand needs a signal block: use -initWithSignalBlock:"
        case .immediateSchedulerRepeats: "the immediate scheduler cannot repeat work"
        case .racException(_, let reason): reason.prefix(1).lowercased() + reason.dropFirst()
        }
    }

    /// The uncaught exception's name and reason, as the real runtime prints them; nil for an
    /// error RACStep reports itself.
    var exception: (name: String, reason: String)? {
        switch self {
        case .unrecognizedSelector(let selector, let className, let isClass, let address, _):
            let target = isClass ? "class \(className)" : "instance \(address)"
            return ("NSInvalidArgumentException", "\(isClass ? "+" : "-")[\(className) \(selector)]: unrecognized selector sent to \(target)")
        case .parameterAssert(let condition):
            return ("NSInternalInconsistencyException", "Invalid parameter not satisfying: \(condition)")
        case .nilInArrayLiteral(let index):
            return ("NSInvalidArgumentException",
                    "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[\(index)]")
        case .nilInDictionaryLiteral(let index):
            return ("NSInvalidArgumentException",
                    "*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to insert nil object from objects[\(index)]")
        case .nilInArrayConstructor:
            return ("NSInvalidArgumentException", "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object")
        case .nilAddedToArray:
            return ("NSInvalidArgumentException", "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil")
        case .nilDictionaryKey:
            return ("NSInvalidArgumentException", "*** -[__NSDictionaryM setObject:forKey:]: key cannot be nil")
        case .nilArgument(let selector, _, _):
            return ("NSInvalidArgumentException", "*** -[__NSCFString \(selector)]: nil argument")
        case .stringIndexOutOfBounds(let selector, let index, let length):
            return ("NSRangeException", "-[__NSCFString \(selector)]: Index \(index) out of bounds; string length \(length)")
        case .arrayIndexOutOfBounds(let className, let selector, let index, let count):
            return ("NSRangeException", "*** -[\(className) \(selector)]: index \(index) \(Self.arrayBounds(count))")
        case .nilBlockCall:
            return ("EXC_BAD_ACCESS", "calling a nil block")
        case .commandWithoutSignalBlock:
            return ("NSInternalInconsistencyException", "Use -initWithSignalBlock: instead")
        case .immediateSchedulerRepeats:
            return ("NSInternalInconsistencyException", "+[RACScheduler immediateScheduler] does not support recurring scheduling")
        case .racException(let name, let reason):
            return (name, reason)
        default:
            return nil
        }
    }

    /// `-[NSArray objectAtIndex:]`'s words for where the valid indexes are.
    private static func arrayBounds(_ count: Int) -> String {
        count == 0 ? "for empty array" : "beyond bounds [0 .. \(count - 1)]"
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
