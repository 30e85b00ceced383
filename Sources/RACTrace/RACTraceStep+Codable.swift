/// A step as one flat JSON object — `racstep trace --format json`, the player's data — with
/// the flat view's fields, absent ones left out. Decoding rebuilds the event from its `event`
/// kind and those fields.
extension RACTraceStep: Codable {
    private enum Key: String, CodingKey {
        case step, depth, line, event, block, name, signal, value, text, object, target, flag, user, rac, engine, caller
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(step, forKey: .step)
        try container.encode(depth, forKey: .depth)
        try container.encode(kind.rawValue, forKey: .event)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encodeIfPresent(block, forKey: .block)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(signal, forKey: .signal)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(object, forKey: .object)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encodeIfPresent(flag, forKey: .flag)
        try container.encodeIfPresent(user, forKey: .user)
        try container.encodeIfPresent(rac, forKey: .rac)
        try container.encodeIfPresent(engine, forKey: .engine)
        try container.encodeIfPresent(caller, forKey: .caller)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func string(_ key: Key) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }
        func required(_ key: Key) throws -> String {
            guard let value = try string(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: container.codingPath, debugDescription: "a \(key.rawValue) step needs it"))
            }
            return value
        }
        let kindName = try container.decode(String.self, forKey: .event)
        guard let kind = Kind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(forKey: .event, in: container, debugDescription: "unknown event '\(kindName)'")
        }
        let flag = try container.decodeIfPresent(Bool.self, forKey: .flag)
        func delivery() throws -> Delivery {
            Delivery(receiver: try required(.target), receiverClass: try required(.name), signal: try string(.signal), dropped: flag == true)
        }
        func block() throws -> Block {
            Block(name: try required(.name), number: try container.decodeIfPresent(Int.self, forKey: .block),
                  signal: try string(.signal), isUser: try container.decodeIfPresent(Bool.self, forKey: .user) == true,
                  rac: try string(.rac), engine: try string(.engine), caller: try string(.caller))
        }
        let event: Event
        switch kind {
        case .create:
            if try string(.name) == "RACPassthroughSubscriber", let subscriber = try string(.target) {
                event = .passthrough(object: try required(.object), signal: try required(.signal), subscriber: subscriber)
            } else {
                event = .create(object: try required(.object), className: try required(.name), signal: try string(.signal))
            }
        case .subscribe:
            event = .subscribe(signal: try required(.signal), signalObject: try required(.object),
                               subscriber: try required(.target), subscriberClass: try required(.name))
        case .enter: event = .enter(try block())
        case .exit: event = .exit(try block())
        case .next: event = .next(try delivery(), value: try required(.value))
        case .error: event = .error(try delivery(), error: try required(.value))
        case .completed: event = .completed(try delivery())
        case .dispose:
            event = .dispose(object: try required(.object), className: try required(.name), parent: try string(.target), ranBlock: flag == true)
        case .dealloc:
            event = .dealloc(object: try required(.object), className: try required(.name), signal: try string(.signal))
        case .log: event = .log(try required(.text))
        }
        self.init(step: try container.decode(Int.self, forKey: .step), depth: try container.decode(Int.self, forKey: .depth),
                  line: try container.decodeIfPresent(Int.self, forKey: .line), event: event)
    }
}
