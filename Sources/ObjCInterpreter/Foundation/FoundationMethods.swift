import ObjCFrontend
import RACCore

/// The everyday Foundation API the articles use, on RACCore's modelled objects.
extension Evaluator {
    static let stringSelectors = ["length", "stringByAppendingString:", "stringByAppendingFormat:", "uppercaseString",
                                  "lowercaseString", "capitalizedString", "isEqualToString:", "hasPrefix:", "hasSuffix:",
                                  "substringToIndex:", "substringFromIndex:", "integerValue", "intValue", "longLongValue",
                                  "doubleValue", "floatValue", "boolValue", "componentsSeparatedByString:", "containsString:",
                                  "stringByReplacingOccurrencesOfString:withString:", "characterAtIndex:", "UTF8String",
                                  "appendString:", "appendFormat:", "copy", "mutableCopy"]
    static let numberSelectors = ["integerValue", "intValue", "longValue", "longLongValue", "unsignedIntegerValue",
                                  "unsignedIntValue", "boolValue", "doubleValue", "floatValue", "stringValue",
                                  "isEqualToNumber:", "compare:"]
    static let arraySelectors = ["count", "firstObject", "lastObject", "objectAtIndex:", "objectAtIndexedSubscript:",
                                 "containsObject:", "indexOfObject:", "componentsJoinedByString:", "arrayByAddingObject:",
                                 "addObject:", "insertObject:atIndex:", "removeObjectAtIndex:", "removeLastObject",
                                 "removeObject:", "removeAllObjects", "setObject:atIndexedSubscript:", "addObjectsFromArray:",
                                 "enumerateObjectsUsingBlock:", "copy", "mutableCopy"]
    static let dictionarySelectors = ["count", "objectForKey:", "objectForKeyedSubscript:", "allKeys", "allValues",
                                      "setObject:forKey:", "setObject:forKeyedSubscript:", "removeObjectForKey:", "enumerateKeysAndObjectsUsingBlock:",
                                      "copy", "mutableCopy"]
    static let errorSelectors = ["domain", "code", "userInfo", "localizedDescription"]
    static let tupleSelectors = ["first", "second", "third", "fourth", "fifth", "last", "count", "objectAtIndex:",
                                 "objectAtIndexedSubscript:", "allObjects"]
    static let eventSelectors = ["eventType", "value", "error", "isFinished"]

    func foundationSelectors(_ object: RACObject) -> [String] {
        switch object {
        case is ObjCString: return Self.stringSelectors
        case is ObjCNumber: return Self.numberSelectors
        case is ObjCArray: return Self.arraySelectors
        case is ObjCDictionary: return Self.dictionarySelectors
        case is ObjCError: return Self.errorSelectors
        case is RACTuple: return Self.tupleSelectors
        case is RACEvent: return Self.eventSelectors
        default: return []
        }
    }

    func sendToFoundation(_ object: RACObject, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch object {
        case let string as ObjCString: return try sendToString(string, selector, arguments, context)
        case let number as ObjCNumber: return try sendToNumber(number, selector, arguments, context)
        case let array as ObjCArray: return try sendToArray(array, selector, arguments, context)
        case let dictionary as ObjCDictionary: return try sendToDictionary(dictionary, selector, arguments, context)
        case let error as ObjCError:
            switch selector {
            case "domain": return string(error.domain)
            case "code": return .integer(Int64(error.code), Value.long)
            case "userInfo": return error.userInfo.map(Value.object) ?? .null
            case "localizedDescription":
                return string(error.localizedDescriptionValue ?? "The operation couldn’t be completed. (\(error.domain) error \(error.code).)")
            default: return nil
            }
        case let tuple as RACTuple:
            switch selector {
            case "first": return tuple.first.map(Value.object) ?? .null
            case "second": return tuple.second.map(Value.object) ?? .null
            case "third": return tuple.third.map(Value.object) ?? .null
            case "fourth": return tuple.fourth.map(Value.object) ?? .null
            case "fifth": return tuple.fifth.map(Value.object) ?? .null
            case "last": return tuple.last.map(Value.object) ?? .null
            case "count": return .integer(Int64(tuple.count), Value.unsignedLong)
            case "objectAtIndex:", "objectAtIndexedSubscript:":
                return tuple[Int(try integer(arguments[0], context, 0))].map(Value.object) ?? .null
            case "allObjects": return temporary(.object(ObjCArray(tuple.allObjects)))
            default: return nil
            }
        case let event as RACEvent:
            switch selector {
            case "eventType":
                switch event.eventType {
                case .completed: return .integer(0, Value.unsignedLong)
                case .error: return .integer(1, Value.unsignedLong)
                case .next: return .integer(2, Value.unsignedLong)
                }
            case "value": return event.eventType == .next ? event.object.map(Value.object) ?? .null : .null
            case "error": return event.eventType == .error ? event.object.map(Value.object) ?? .null : .null
            case "isFinished": return .bool(event.isFinished)
            default: return nil
            }
        default:
            return nil
        }
    }

    func string(_ text: String) -> Value { temporary(.object(ObjCString(text))) }

    private func stringArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> String {
        guard let string = value.object as? ObjCString else {
            throw RuntimeFailure.exception("NSInvalidArgumentException",
                                           reason: "*** -[__NSCFString \(context.selector)]: nil argument",
                                           message: "'\(context.selector)' needs a string, got \(value.typeDescription)",
                                           at: context.argumentRange(index))
        }
        return string.value
    }

    private func sendToString(_ string: ObjCString, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        let text = string.value
        let utf16 = Array(text.utf16)
        func substring(_ range: Range<Int>) -> String { String(decoding: utf16[range], as: UTF16.self) }
        func index(_ i: Int) throws -> Int {
            let value = Int(try integer(arguments[i], context, i))
            guard value >= 0 && value <= utf16.count else {
                throw RuntimeFailure.exception("NSRangeException",
                                               reason: "-[__NSCFString \(selector)]: Index \(value) out of bounds; string length \(utf16.count)",
                                               message: "index \(value) out of bounds for a string of length \(utf16.count)",
                                               at: context.argumentRange(i))
            }
            return value
        }
        switch selector {
        case "length": return .integer(Int64(utf16.count), Value.unsignedLong)
        case "stringByAppendingString:": return self.string(text + (try stringArgument(arguments[0], context, 0)))
        case "stringByAppendingFormat:": return self.string(text + (try formatArgument(arguments, context)))
        case "uppercaseString": return self.string(text.uppercased())
        case "lowercaseString": return self.string(text.lowercased())
        case "capitalizedString": return self.string(text.capitalized)
        case "isEqualToString:": return .bool((arguments[0].object as? ObjCString)?.value == text)
        case "hasPrefix:": return .bool(text.hasPrefix(try stringArgument(arguments[0], context, 0)))
        case "hasSuffix:": return .bool(text.hasSuffix(try stringArgument(arguments[0], context, 0)))
        case "containsString:": return .bool(text.contains(try stringArgument(arguments[0], context, 0)))
        case "substringToIndex:": return self.string(substring(0..<(try index(0))))
        case "substringFromIndex:": return self.string(substring((try index(0))..<utf16.count))
        case "characterAtIndex:":
            let i = try index(0)
            guard i < utf16.count else { return nil }
            return .integer(Int64(utf16[i]), IntegerType(bitWidth: 16, isSigned: false))
        case "integerValue", "longLongValue": return .integer(Self.leadingInteger(text), Value.long)
        case "intValue": return .integer(Int64(Int32(clamping: Self.leadingInteger(text))), Value.int)
        case "doubleValue", "floatValue": return .floating(Double(text.trimmingCharacters(in: .whitespaces)) ?? Double(Self.leadingInteger(text)), bitWidth: 64)
        case "boolValue":
            let first = text.trimmingCharacters(in: .whitespaces).first
            return .bool(first.map { "YyTt123456789".contains($0) } ?? false)
        case "componentsSeparatedByString:":
            let separator = try stringArgument(arguments[0], context, 0)
            let parts = separator.isEmpty ? [text] : text.components(separatedBy: separator)
            return temporary(.object(ObjCArray(parts.map { ObjCString($0) })))
        case "stringByReplacingOccurrencesOfString:withString:":
            let target = try stringArgument(arguments[0], context, 0)
            let replacement = try stringArgument(arguments[1], context, 1)
            return self.string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement))
        case "UTF8String": return .cString(text)
        case "copy": return string.isMutable ? self.string(text) : .object(string)
        case "mutableCopy": return temporary(.object(ObjCString(text, mutable: true)))
        case "appendString:", "appendFormat:":
            guard string.isMutable else { return nil }
            string.append(selector == "appendString:" ? try stringArgument(arguments[0], context, 0) : try formatArgument(arguments, context))
            return .void
        default: return nil
        }
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

    func sendToNumber(_ number: ObjCNumber, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "integerValue", "longValue", "longLongValue": return .integer(number.integerValue, Value.long)
        case "intValue": return .integer(Int64(Int32(truncatingIfNeeded: number.integerValue)), Value.int)
        case "unsignedIntegerValue": return .integer(number.integerValue, Value.unsignedLong)
        case "unsignedIntValue": return .integer(Int64(UInt32(truncatingIfNeeded: number.integerValue)), IntegerType(bitWidth: 32, isSigned: false))
        case "boolValue": return .bool(number.boolValue)
        case "doubleValue": return .floating(number.doubleValue, bitWidth: 64)
        case "floatValue": return .floating(Double(Float(number.doubleValue)), bitWidth: 32)
        case "stringValue": return string(number.description)
        case "isEqualToNumber:": return .bool(number.isEqual(arguments[0].object))
        case "compare:":
            guard let other = arguments[0].object as? ObjCNumber else { return nil }
            let order: Int64 = number.doubleValue < other.doubleValue ? -1 : (number.doubleValue > other.doubleValue ? 1 : 0)
            return .integer(order, Value.long)
        default: return nil
        }
    }

    private func sendToArray(_ array: ObjCArray, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        func index(_ i: Int, limit: Int) throws -> Int {
            let value = Int(try integer(arguments[i], context, i))
            guard value >= 0 && value < limit else {
                let bounds = array.count == 0 ? "for empty array" : "beyond bounds [0 .. \(array.count - 1)]"
                throw RuntimeFailure.exception("NSRangeException",
                                               reason: "*** -[\(array.className) \(selector)]: index \(value) \(bounds)",
                                               message: "index \(value) \(bounds)", at: context.argumentRange(i))
            }
            return value
        }
        func mutating() throws {
            guard array.isMutable else {
                throw RuntimeFailure.unrecognizedSelector(selector, className: array.className, isClass: false,
                                                          address: array.address, suggestion: nil, at: context.range)
            }
        }
        switch selector {
        case "count": return .integer(Int64(array.count), Value.unsignedLong)
        case "firstObject": return array.items.first.map(Value.object) ?? .null
        case "lastObject": return array.items.last.map(Value.object) ?? .null
        case "objectAtIndex:", "objectAtIndexedSubscript:": return .object(array.items[try index(0, limit: array.count)])
        case "containsObject:": return .bool(array.items.contains { objcEqual($0, arguments[0].object) })
        case "indexOfObject:":
            let found = array.items.firstIndex { objcEqual($0, arguments[0].object) }
            return .integer(found.map(Int64.init) ?? Int64.max, Value.unsignedLong)
        case "componentsJoinedByString:":
            let separator = try stringArgument(arguments[0], context, 0)
            return string(array.items.map(\.description).joined(separator: separator))
        case "arrayByAddingObject:":
            guard let object = arguments[0].object else { return nil }
            return temporary(.object(ObjCArray(array.items + [object])))
        case "copy": return temporary(.object(ObjCArray(array.items)))
        case "mutableCopy": return temporary(.object(ObjCArray(array.items, mutable: true)))
        case "enumerateObjectsUsingBlock:":
            let block = try blockArgument(arguments[0], 0, context)!
            // NSArray enumerates a snapshot; the block sees each object, its index and `stop`.
            let items = array.items
            try enumerate(items.count, with: block, at: context.range) { [.object(items[$0]), .integer(Int64($0), Value.unsignedLong)] }
            return .void
        case "addObject:":
            try mutating()
            guard let object = arguments[0].object else {
                throw RuntimeFailure.exception("NSInvalidArgumentException",
                                               reason: "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil",
                                               message: "cannot add nil to an array", at: context.argumentRange(0))
            }
            array.append(object)
            return .void
        case "addObjectsFromArray:":
            try mutating()
            for item in (arguments[0].object as? ObjCArray)?.items ?? [] { array.append(item) }
            return .void
        case "insertObject:atIndex:":
            try mutating()
            guard let object = arguments[0].object else { return nil }
            let position = Int(try integer(arguments[1], context, 1))
            guard position >= 0 && position <= array.count else { _ = try index(1, limit: array.count + 1); return .void }
            array.insert(object, at: position)
            return .void
        case "removeObjectAtIndex:":
            try mutating()
            array.remove(at: try index(0, limit: array.count))
            return .void
        case "removeLastObject":
            try mutating()
            if array.count > 0 { array.remove(at: array.count - 1) }
            return .void
        case "removeObject:":
            try mutating()
            while let position = array.items.firstIndex(where: { objcEqual($0, arguments[0].object) }) { array.remove(at: position) }
            return .void
        case "removeAllObjects":
            try mutating()
            array.removeAll()
            return .void
        case "setObject:atIndexedSubscript:":
            try mutating()
            guard let object = arguments[0].object else { return nil }
            let position = Int(try integer(arguments[1], context, 1))
            if position == array.count { array.append(object) } else { array.replace(at: try index(1, limit: array.count), with: object) }
            return .void
        default: return nil
        }
    }

    private func sendToDictionary(_ dictionary: ObjCDictionary, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "count": return .integer(Int64(dictionary.count), Value.unsignedLong)
        case "objectForKey:", "objectForKeyedSubscript:":
            guard let key = arguments[0].object else { return .null }
            return dictionary.value(for: key).map(Value.object) ?? .null
        case "allKeys": return temporary(.object(ObjCArray(dictionary.entries.map(\.key))))
        case "allValues": return temporary(.object(ObjCArray(dictionary.entries.map(\.value))))
        case "enumerateKeysAndObjectsUsingBlock:":
            let block = try blockArgument(arguments[0], 0, context)!
            let entries = dictionary.entries
            try enumerate(entries.count, with: block, at: context.range) { [.object(entries[$0].key), .object(entries[$0].value)] }
            return .void
        case "copy": return temporary(.object(ObjCDictionary(dictionary.entries)))
        case "mutableCopy": return temporary(.object(ObjCDictionary(dictionary.entries, mutable: true)))
        case "setObject:forKey:", "setObject:forKeyedSubscript:":
            guard dictionary.isMutable else { return nil }
            guard let key = arguments[1].object else {
                throw RuntimeFailure.exception("NSInvalidArgumentException",
                                               reason: "*** -[__NSDictionaryM setObject:forKey:]: key cannot be nil",
                                               message: "dictionary key cannot be nil", at: context.argumentRange(1))
            }
            if let value = arguments[0].object { dictionary.set(value, for: key) } else { dictionary.removeValue(for: key) }
            return .void
        case "removeObjectForKey:":
            guard dictionary.isMutable else { return nil }
            if let key = arguments[0].object { dictionary.removeValue(for: key) }
            return .void
        default: return nil
        }
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
