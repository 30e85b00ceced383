import ObjCFrontend
import RACCore

/// The everyday Foundation API the articles use, on RACCore's modelled objects.
extension Evaluator {
    static let numberMethods: [BridgeMethod<RACObject>] = ([
        .method("integerValue", returns: .long) { call in .integer(call.receiver.integerValue, Value.long) },
        .method("longValue", returns: .long) { call in .integer(call.receiver.integerValue, Value.long) },
        .method("longLongValue", returns: .long) { call in .integer(call.receiver.integerValue, Value.long) },
        .method("intValue", returns: .int) { call in .integer(Int64(Int32(truncatingIfNeeded: call.receiver.integerValue)), Value.int) },
        .method("unsignedIntegerValue", returns: .unsignedLong) { call in .integer(call.receiver.integerValue, Value.unsignedLong) },
        .method("unsignedIntValue", returns: .unsignedInt) { call in
            .integer(Int64(UInt32(truncatingIfNeeded: call.receiver.integerValue)), IntegerType(bitWidth: 32, isSigned: false))
        },
        .method("boolValue", returns: .bool) { call in .bool(call.receiver.boolValue) },
        .method("doubleValue", returns: .double) { call in .floating(call.receiver.doubleValue, bitWidth: 64) },
        .method("floatValue", returns: .float) { call in .floating(Double(Float(call.receiver.doubleValue)), bitWidth: 32) },
        .method("stringValue") { call in call.evaluator.string(call.receiver.description) },
        .method("isEqualToNumber:", returns: .bool) { call in .bool(call.receiver.isEqual(call.object(0))) },
        .method("compare:", returns: .long) { call in
            guard let other = call.object(0) as? ObjCNumber else { throw call.evaluator.unrecognized(call) }
            let number = call.receiver
            let order: Int64 = number.doubleValue < other.doubleValue ? -1 : (number.doubleValue > other.doubleValue ? 1 : 0)
            return .integer(order, Value.long)
        },
    ] as [BridgeMethod<ObjCNumber>]).map(BridgeMethod<RACObject>.lifting)

    static let stringMethods: [BridgeMethod<RACObject>] = ([
        .method("length", returns: .unsignedLong) { call in .integer(Int64(call.receiver.value.utf16.count), Value.unsignedLong) },
        .method("stringByAppendingString:") { call in
            call.evaluator.string(call.receiver.value + (try call.evaluator.stringArgument(call.arguments[0], call.context, 0)))
        },
        .method("stringByAppendingFormat:", variadic: true) { call in
            call.evaluator.string(call.receiver.value + (try call.evaluator.formatArgument(call.arguments, call.context)))
        },
        .method("uppercaseString") { call in call.evaluator.string(call.receiver.value.uppercased()) },
        .method("lowercaseString") { call in call.evaluator.string(call.receiver.value.lowercased()) },
        .method("capitalizedString") { call in call.evaluator.string(call.receiver.value.capitalized) },
        .method("isEqualToString:", returns: .bool) { call in .bool((call.object(0) as? ObjCString)?.value == call.receiver.value) },
        .method("hasPrefix:", returns: .bool) { call in
            .bool(call.receiver.value.hasPrefix(try call.evaluator.stringArgument(call.arguments[0], call.context, 0)))
        },
        .method("hasSuffix:", returns: .bool) { call in
            .bool(call.receiver.value.hasSuffix(try call.evaluator.stringArgument(call.arguments[0], call.context, 0)))
        },
        .method("containsString:", returns: .bool) { call in
            .bool(call.receiver.value.contains(try call.evaluator.stringArgument(call.arguments[0], call.context, 0)))
        },
        .method("substringToIndex:") { call in
            let utf16 = Array(call.receiver.value.utf16)
            return call.evaluator.string(String(decoding: utf16[0..<(try call.evaluator.stringIndex(call, utf16.count))], as: UTF16.self))
        },
        .method("substringFromIndex:") { call in
            let utf16 = Array(call.receiver.value.utf16)
            return call.evaluator.string(String(decoding: utf16[(try call.evaluator.stringIndex(call, utf16.count))...], as: UTF16.self))
        },
        .method("characterAtIndex:", returns: .unichar) { call in
            let utf16 = Array(call.receiver.value.utf16)
            let i = try call.evaluator.stringIndex(call, utf16.count)
            guard i < utf16.count else { throw call.evaluator.unrecognized(call) }
            return .integer(Int64(utf16[i]), IntegerType(bitWidth: 16, isSigned: false))
        },
        .method("integerValue", returns: .long) { call in .integer(Evaluator.leadingInteger(call.receiver.value), Value.long) },
        .method("longLongValue", returns: .long) { call in .integer(Evaluator.leadingInteger(call.receiver.value), Value.long) },
        .method("intValue", returns: .int) { call in .integer(Int64(Int32(clamping: Evaluator.leadingInteger(call.receiver.value))), Value.int) },
        .method("doubleValue", returns: .double) { call in .floating(Evaluator.leadingDouble(call.receiver.value), bitWidth: 64) },
        .method("floatValue", returns: .float) { call in .floating(Evaluator.leadingDouble(call.receiver.value), bitWidth: 64) },
        .method("boolValue", returns: .bool) { call in
            let first = call.receiver.value.trimmingCharacters(in: .whitespaces).first
            return .bool(first.map { "YyTt123456789".contains($0) } ?? false)
        },
        .method("componentsSeparatedByString:") { call in
            let text = call.receiver.value
            let separator = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            let parts = separator.isEmpty ? [text] : text.components(separatedBy: separator)
            return call.evaluator.temporary(.object(ObjCArray(parts.map { ObjCString($0) })))
        },
        .method("stringByReplacingOccurrencesOfString:withString:") { call in
            let text = call.receiver.value
            let target = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            let replacement = try call.evaluator.stringArgument(call.arguments[1], call.context, 1)
            return call.evaluator.string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement))
        },
        .method("stringByTrimmingCharactersInSet:") { call in
            guard let set = call.object(0) as? ObjCCharacterSet else {
                throw RuntimeFailure(.nilArgument(selector: "stringByTrimmingCharactersInSet:", expected: .characterSet,
                                                  got: call.arguments[0].typeDescription),
                                     at: call.context.argumentRange(0))
            }
            return call.evaluator.string(call.receiver.value.trimmingCharacters(in: set.characters))
        },
        // NSOrderedAscending, NSOrderedSame, NSOrderedDescending: UTF-16 units in order, as
        // -compare: without options orders ASCII text.
        .method("compare:", returns: .long) { call in
            let other = Array(try call.evaluator.stringArgument(call.arguments[0], call.context, 0).utf16)
            let text = Array(call.receiver.value.utf16)
            let order: Int64 = text.lexicographicallyPrecedes(other) ? -1 : (text == other ? 0 : 1)
            return .integer(order, Value.long)
        },
        .method("UTF8String") { call in .cString(call.receiver.value) },
        .method("copy") { call in call.receiver.isMutable ? call.evaluator.string(call.receiver.value) : .object(call.receiver) },
        .method("mutableCopy") { call in call.evaluator.temporary(.object(ObjCString(call.receiver.value, mutable: true))) },
    ] as [BridgeMethod<ObjCString>]).map(BridgeMethod<RACObject>.lifting)

    static let mutableStringMethods: [BridgeMethod<RACObject>] = ([
        .method("appendString:") { call in
            call.receiver.append(try call.evaluator.stringArgument(call.arguments[0], call.context, 0))
            return .void
        },
        .method("appendFormat:", variadic: true) { call in
            call.receiver.append(try call.evaluator.formatArgument(call.arguments, call.context))
            return .void
        },
    ] as [BridgeMethod<ObjCString>]).map(BridgeMethod<RACObject>.lifting)

    static let arrayMethods: [BridgeMethod<RACObject>] = ([
        .method("count", returns: .unsignedLong) { call in .integer(Int64(call.receiver.count), Value.unsignedLong) },
        .method("firstObject") { call in call.receiver.items.first.map(Value.object) ?? .null },
        .method("lastObject") { call in call.receiver.items.last.map(Value.object) ?? .null },
        .method("objectAtIndex:") { call in .object(call.receiver.items[try call.evaluator.arrayIndex(call, 0, limit: call.receiver.count)]) },
        .method("objectAtIndexedSubscript:") { call in
            .object(call.receiver.items[try call.evaluator.arrayIndex(call, 0, limit: call.receiver.count)])
        },
        .method("containsObject:", returns: .bool) { call in .bool(call.receiver.items.contains { objcEqual($0, call.object(0)) }) },
        .method("indexOfObject:", returns: .unsignedLong) { call in
            let found = call.receiver.items.firstIndex { objcEqual($0, call.object(0)) }
            return .integer(found.map(Int64.init) ?? Int64.max, Value.unsignedLong)
        },
        .method("componentsJoinedByString:") { call in
            let separator = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            return call.evaluator.string(call.receiver.items.map(\.description).joined(separator: separator))
        },
        .method("arrayByAddingObject:") { call in
            guard let object = call.object(0) else { throw call.evaluator.unrecognized(call) }
            return call.evaluator.temporary(.object(ObjCArray(call.receiver.items + [object])))
        },
        .method("copy") { call in call.evaluator.temporary(.object(ObjCArray(call.receiver.items))) },
        .method("mutableCopy") { call in call.evaluator.temporary(.object(ObjCArray(call.receiver.items, mutable: true))) },
        .method("enumerateObjectsUsingBlock:") { call in
            let block = try call.uncheckedBlock(0)
            // NSArray enumerates a snapshot; the block sees each object, its index and `stop`.
            let items = call.receiver.items
            try call.evaluator.enumerate(items.count, with: block, at: call.context.range) {
                [.object(items[$0]), .integer(Int64($0), Value.unsignedLong)]
            }
            return .void
        },
    ] as [BridgeMethod<ObjCArray>]).map(BridgeMethod<RACObject>.lifting)

    static let mutableArrayMethods: [BridgeMethod<RACObject>] = ([
        .method("addObject:") { call in
            guard let object = call.object(0) else {
                throw RuntimeFailure(.nilAddedToArray, at: call.context.argumentRange(0))
            }
            call.receiver.append(object)
            return .void
        },
        .method("addObjectsFromArray:") { call in
            for item in (call.object(0) as? ObjCArray)?.items ?? [] { call.receiver.append(item) }
            return .void
        },
        .method("insertObject:atIndex:") { call in
            let array = call.receiver
            guard let object = call.object(0) else { throw call.evaluator.unrecognized(call) }
            let position = Int(try call.integer(1))
            guard position >= 0 && position <= array.count else {
                _ = try call.evaluator.arrayIndex(call, 1, limit: array.count + 1)
                return .void
            }
            array.insert(object, at: position)
            return .void
        },
        .method("removeObjectAtIndex:") { call in
            call.receiver.remove(at: try call.evaluator.arrayIndex(call, 0, limit: call.receiver.count))
            return .void
        },
        .method("removeLastObject") { call in
            if call.receiver.count > 0 { call.receiver.remove(at: call.receiver.count - 1) }
            return .void
        },
        .method("removeObject:") { call in
            let array = call.receiver
            while let position = array.items.firstIndex(where: { objcEqual($0, call.object(0)) }) { array.remove(at: position) }
            return .void
        },
        .method("removeAllObjects") { call in
            call.receiver.removeAll()
            return .void
        },
        .method("setObject:atIndexedSubscript:") { call in
            let array = call.receiver
            guard let object = call.object(0) else { throw call.evaluator.unrecognized(call) }
            let position = Int(try call.integer(1))
            if position == array.count {
                array.append(object)
            } else {
                array.replace(at: try call.evaluator.arrayIndex(call, 1, limit: array.count), with: object)
            }
            return .void
        },
    ] as [BridgeMethod<ObjCArray>]).map(BridgeMethod<RACObject>.lifting)

    static let dictionaryMethods: [BridgeMethod<RACObject>] = ([
        .method("count", returns: .unsignedLong) { call in .integer(Int64(call.receiver.count), Value.unsignedLong) },
        .method("objectForKey:") { call in call.evaluator.value(in: call.receiver, for: call.object(0)) },
        .method("objectForKeyedSubscript:") { call in call.evaluator.value(in: call.receiver, for: call.object(0)) },
        .method("allKeys") { call in call.evaluator.temporary(.object(ObjCArray(call.receiver.entries.map(\.key)))) },
        .method("allValues") { call in call.evaluator.temporary(.object(ObjCArray(call.receiver.entries.map(\.value)))) },
        .method("enumerateKeysAndObjectsUsingBlock:") { call in
            let block = try call.uncheckedBlock(0)
            let entries = call.receiver.entries
            try call.evaluator.enumerate(entries.count, with: block, at: call.context.range) {
                [.object(entries[$0].key), .object(entries[$0].value)]
            }
            return .void
        },
        .method("copy") { call in call.evaluator.temporary(.object(ObjCDictionary(call.receiver.entries))) },
        .method("mutableCopy") { call in call.evaluator.temporary(.object(ObjCDictionary(call.receiver.entries, mutable: true))) },
    ] as [BridgeMethod<ObjCDictionary>]).map(BridgeMethod<RACObject>.lifting)

    static let mutableDictionaryMethods: [BridgeMethod<RACObject>] = ([
        .method("setObject:forKey:") { call in try call.evaluator.setObject(call) },
        .method("setObject:forKeyedSubscript:") { call in try call.evaluator.setObject(call) },
        .method("removeObjectForKey:") { call in
            if let key = call.object(0) { call.receiver.removeValue(for: key) }
            return .void
        },
    ] as [BridgeMethod<ObjCDictionary>]).map(BridgeMethod<RACObject>.lifting)

    static let errorMethods: [BridgeMethod<RACObject>] = ([
        .method("domain") { call in call.evaluator.string(call.receiver.domain) },
        .method("code", returns: .long) { call in .integer(Int64(call.receiver.code), Value.long) },
        .method("userInfo") { call in call.receiver.userInfo.map(Value.object) ?? .null },
        .method("localizedDescription") { call in
            let error = call.receiver
            return call.evaluator.string(error.localizedDescriptionValue
                ?? "The operation couldn’t be completed. (\(error.domain) error \(error.code).)")
        },
    ] as [BridgeMethod<ObjCError>]).map(BridgeMethod<RACObject>.lifting)

    static let tupleMethods: [BridgeMethod<RACObject>] = ([
        .method("first") { call in call.receiver.first.map(Value.object) ?? .null },
        .method("second") { call in call.receiver.second.map(Value.object) ?? .null },
        .method("third") { call in call.receiver.third.map(Value.object) ?? .null },
        .method("fourth") { call in call.receiver.fourth.map(Value.object) ?? .null },
        .method("fifth") { call in call.receiver.fifth.map(Value.object) ?? .null },
        .method("last") { call in call.receiver.last.map(Value.object) ?? .null },
        .method("count", returns: .unsignedLong) { call in .integer(Int64(call.receiver.count), Value.unsignedLong) },
        .method("objectAtIndex:") { call in call.receiver[Int(try call.integer(0))].map(Value.object) ?? .null },
        .method("objectAtIndexedSubscript:") { call in call.receiver[Int(try call.integer(0))].map(Value.object) ?? .null },
        .method("allObjects") { call in call.evaluator.temporary(.object(ObjCArray(call.receiver.allObjects))) },
        .method("tupleByAddingObject:") { call in try call.rethrowingFailure(call.result(call.receiver.tupleByAddingObject(call.object(0)))) },
    ] as [BridgeMethod<RACTuple>]).map(BridgeMethod<RACObject>.lifting)

    static let eventMethods: [BridgeMethod<RACObject>] = ([
        .method("eventType", returns: .unsignedLong) { call in
            switch call.receiver.eventType {
            case .completed: return .integer(0, Value.unsignedLong)
            case .error: return .integer(1, Value.unsignedLong)
            case .next: return .integer(2, Value.unsignedLong)
            }
        },
        .method("value") { call in call.receiver.eventType == .next ? call.receiver.object.map(Value.object) ?? .null : .null },
        .method("error") { call in call.receiver.eventType == .error ? call.receiver.object.map(Value.object) ?? .null : .null },
        .method("isFinished", returns: .bool) { call in .bool(call.receiver.isFinished) },
    ] as [BridgeMethod<RACEvent>]).map(BridgeMethod<RACObject>.lifting)

    func string(_ text: String) -> Value { temporary(.object(ObjCString(text))) }

    func stringArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> String {
        guard let string = value.object as? ObjCString else {
            throw RuntimeFailure(.nilArgument(selector: context.selector, expected: .string, got: value.typeDescription),
                                 at: context.argumentRange(index))
        }
        return string.value
    }

    /// A string index argument (the first), which may be the string's length.
    private func stringIndex(_ call: BridgeCall<ObjCString>, _ length: Int) throws -> Int {
        let value = Int(try call.integer(0))
        guard value >= 0 && value <= length else {
            throw RuntimeFailure(.stringIndexOutOfBounds(selector: call.selector, index: value, length: length),
                                 at: call.context.argumentRange(0))
        }
        return value
    }

    /// An array index argument, below `limit`; the range exception otherwise.
    private func arrayIndex(_ call: BridgeCall<ObjCArray>, _ i: Int, limit: Int) throws -> Int {
        let array = call.receiver
        let value = Int(try call.integer(i))
        guard value >= 0 && value < limit else {
            throw RuntimeFailure(.arrayIndexOutOfBounds(className: array.className, selector: call.selector, index: value, count: array.count),
                                 at: call.context.argumentRange(i))
        }
        return value
    }

    private func value(in dictionary: ObjCDictionary, for key: RACObject?) -> Value {
        guard let key else { return .null }
        return dictionary.value(for: key).map(Value.object) ?? .null
    }

    private func setObject(_ call: BridgeCall<ObjCDictionary>) throws -> Value {
        guard let key = call.object(1) else {
            throw RuntimeFailure(.nilDictionaryKey, at: call.context.argumentRange(1))
        }
        if let value = call.object(0) { call.receiver.set(value, for: key) } else { call.receiver.removeValue(for: key) }
        return .void
    }

    /// `-[NSString integerValue]`: leading whitespace, an optional sign, then digits.
    static func leadingInteger(_ text: String) -> Int64 {
        var digits = ""
        for character in text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            if digits.isEmpty && (character == "-" || character == "+") { digits.append(character); continue }
            guard character.isASCII, character.isNumber else { break }
            digits.append(character)
        }
        return Int64(digits) ?? (digits.count > 1 ? (digits.hasPrefix("-") ? Int64.min : Int64.max) : 0)
    }

    /// `-[NSString doubleValue]` as RACStep reads it: the trimmed text as a number, else its
    /// leading integer.
    static func leadingDouble(_ text: String) -> Double {
        Double(text.trimmingCharacters(in: .whitespaces)) ?? Double(leadingInteger(text))
    }
}

extension Evaluator {
    /// The `-enumerate…UsingBlock:` loop: calls `block` with each element's arguments and a
    /// `BOOL *stop` it may set, keeping the elements alive for the whole enumeration.
    func enumerate(_ count: Int, with block: InterpretedBlock, at range: SourceRange,
                   arguments: (Int) -> [Value]) throws {
        let stopBox = VariableBox(name: "stop", value: .bool(false))
        stopBox.retain()
        block.retain()
        defer {
            block.release()
            stopBox.release()
        }
        for position in 0..<count {
            let mark = temporaries.count
            _ = try callBlock(block, arguments(position) + [.pointer(stopBox)], at: range)
            releaseTemporaries(to: mark)
            if stopBox.value.truth { break }
        }
    }
}
