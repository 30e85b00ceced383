import RACTrace
import Testing
@testable import ObjCInterpreter

/// The order in which `+zip:`, `+zip:reduce:` and `+combineLatest:` of three signals enter
/// RAC's blocks, derived by reading ReactiveObjC at 1af6617 (the paths `LibraryBlockOrderTests`
/// states hold here too). `+join:block:` (RACStream.m:193) folds the signals: the first is
/// `-map:`ped into one-tuples (:202), each further one is combined by the block the caller
/// passed (RACStream.m:232 for `+zip:`, RACSignal+Operations.m:451 for `+combineLatest:`),
/// called as the loop reaches it (:209), and the fold is `-map:`ped flat (:214).
@Suite struct ZipBlockOrderTests {
    typealias Block = LibraryBlockOrderTests.Block
    static func block(_ name: String, _ rac: String) -> Block { Block(name: name, rac: rac) }

    static let subscriberCompletes = LibraryBlockOrderTests.subscriberCompletes
    static let dynamicSignalSubscribed = LibraryBlockOrderTests.dynamicSignalSubscribed

    /// Three cold signals, each sending one value, then completing.
    static let signals = """
        RACSignal *a = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@1];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *b = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@2];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *c = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@3];
            [subscriber sendCompleted];
            return nil;
        }];
        """

    /// `-map:` (RACStream.m:92), which calls `-flattenMap:` (`flattenMapCreated`).
    static let mapCreated = [block("map", "RACStream.m:92")] + LibraryBlockOrderTests.flattenMapCreated

    /// `+join:block:` of a, b, c with `combine` (the caller's block) making `combined`: a's
    /// `-map:` (:202), then per further signal the block (:209), then the last `-map:` (:214).
    static func joinCreated(_ combine: Block, _ combined: Block) -> [Block] {
        mapCreated + [combine, combined, combine, combined] + mapCreated
    }

    static let zipJoin = block("zip.join", "RACStream.m:232")
    static let zipWith = block("zipWith", "RACSignal.m:196")

    /// A `-map:`'s -bind: subscribed (`flattenMapSubscribed` without its source's subscription).
    static let mapSubscribed = LibraryBlockOrderTests.bindSubscribed + [block("flattenMap.bindBlock", "RACStream.m:76")]

    /// A value reaches a `-map:`'s -bind: and its map block (RACStream.m:97) calls `block`.
    static func mapValue(_ block: Block) -> [Block] {
        LibraryBlockOrderTests.flattenMapValue + [Self.block("map.block", "RACStream.m:97"), block]
    }

    /// The `+return:` a map block made is subscribed (RACSignal.m:156, :124; RACReturnSignal.m:84)
    /// and its value reaches addSignal's next block (RACSignal.m:130), which sends it on.
    static let returnedValue = Array(LibraryBlockOrderTests.returnedSignalDelivers.prefix(3))
    /// That `+return:` completes (RACReturnSignal.m:86): its subscriber's blocks are cleared
    /// (no passthrough, no purge block), then addSignal's completed block (RACSignal.m:135)
    /// calls completeSignal (:137, :115), which only removes its disposable.
    static let returnedCompletes = Array(LibraryBlockOrderTests.returnedSignalDelivers.dropFirst(3))

    /// `+zip:`'s path through the three zipped values, `downstream` being what the flat tuple
    /// goes through before the last `-map:`'s -bind: (or the reader's subscriber behind it)
    /// completes, `downstreamCompletes` how that completion ends.
    ///
    /// Z2 = `[[a' zipWith:b] zipWith:c]`, Z1 = `[a' zipWith:b]`, a' = `[a map:…]` (RACStream.m:202).
    /// Subscribing to Z2 subscribes Z1 (RACSignal.m:228), which subscribes a' (its -bind:
    /// subscribed, `mapSubscribed`), which subscribes a. a sends 1: a''s map block wraps it
    /// (`mapValue`, :202); the `+return:` delivers it to Z1's self next block (RACSignal.m:228),
    /// whose sendNext (:231, :214) finds no value of b, and completes. a completes: its
    /// subscriber (`subscriberCompletes`) then -bind:'s completed block (RACSignal.m:165) and
    /// completeSignal (:167), whose count reaches 0, complete Z1's self subscriber
    /// (`subscriberCompletes`: a''s didSubscribe has not returned, so its subscription holds only
    /// the purge block); Z1's self completed block (:235) finds 1 waiting
    /// (sendCompletedIfNecessary, :238, :206). Then b (:242): 2 reaches Z1's other next block,
    /// whose sendNext sends ((1), 2) on to Z2's self next block (:228) and sendNext (nothing of c
    /// yet), then completes Z2's self subscriber (:224, :206-210, `subscriberCompletes`), whose
    /// completed block (:235) finds ((1), 2) waiting. b completes: its subscriber, then Z1's
    /// other completed block (:249) completes Z1's disposed passthrough, which drops it; Z1's
    /// didSubscribe returns its disposable to a disposed compound, which disposes it at once
    /// (RACDynamicSignal.m:45, :256). Then c: 3 reaches Z2's other next block and sendNext
    /// sends (((1), 2), 3) to the last `-map:` (`mapValue`, :214) and `downstream`; then
    /// completes Z2's subscriber (`downstreamCompletes`). c completes, as b did.
    static func zipPath(downstream: [Block], downstreamCompletes: [Block]) -> [Block] {
        dynamicSignalSubscribed + [block("zipWith.didSubscribe", "RACSignal.m:199")]
            + dynamicSignalSubscribed + [block("zipWith.didSubscribe", "RACSignal.m:199")]
            + mapSubscribed + dynamicSignalSubscribed
            + mapValue(block("join.wrap", "RACStream.m:202")) + returnedValue + [
                block("zipWith.self.next", "RACSignal.m:228"),
                block("zipWith.sendNext", "RACSignal.m:214"),
            ] + returnedCompletes
            + subscriberCompletes + [
                block("bind.source.completed", "RACSignal.m:165"),
                block("bind.completeSignal", "RACSignal.m:115"),
            ] + subscriberCompletes + [
                block("zipWith.self.completed", "RACSignal.m:235"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + dynamicSignalSubscribed + [
                block("zipWith.other.next", "RACSignal.m:242"),
                block("zipWith.sendNext", "RACSignal.m:214"),
                block("zipWith.self.next", "RACSignal.m:228"),
                block("zipWith.sendNext", "RACSignal.m:214"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + subscriberCompletes + [
                block("zipWith.self.completed", "RACSignal.m:235"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + subscriberCompletes + [
                block("zipWith.other.completed", "RACSignal.m:249"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
                block("zipWith.dispose", "RACSignal.m:256"),
            ] + dynamicSignalSubscribed + [
                block("zipWith.other.next", "RACSignal.m:242"),
                block("zipWith.sendNext", "RACSignal.m:214"),
            ] + mapValue(block("join.unwrap", "RACStream.m:214")) + returnedValue + downstream + returnedCompletes + [
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + downstreamCompletes + subscriberCompletes + [
                block("zipWith.other.completed", "RACSignal.m:249"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
                block("zipWith.dispose", "RACSignal.m:256"),
            ]
    }

    /// A `-bind:` whose source completes and whose count reaches 0 completes its subscriber
    /// (`sourceCompletesBind`, the subscriber a RACSubscriber behind a passthrough).
    static let bindSourceCompletes = LibraryBlockOrderTests.sourceCompletesBind

    static let subscription = """
        [result subscribeNext:^(id x) {
            NSLog(@"%@", x);
        }];
        """

    @Test func zipOfThree() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: Self.signals + """
            RACSignal *result = [RACSignal zip:@[ a, b, c ]];
            """ + Self.subscription)
        // +zip: (RACStream.m:231) folds with `[left zipWith:right]` (:232-233). Subscribing to
        // the last -map: subscribes Z2 (`mapSubscribed`, RACSignal.m:148); the flat tuple goes
        // straight to the reader; Z2's completion completes the -map:'s -bind: and the reader.
        LibraryBlockOrderTests.expectEntered(steps, Self.joinCreated(Self.zipJoin, Self.zipWith)
            + Self.mapSubscribed + Self.zipPath(downstream: [], downstreamCompletes: Self.bindSourceCompletes))
    }

    @Test func zipReduceOfThree() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: Self.signals + """
            RACSignal *result = [RACSignal zip:@[ a, b, c ] reduce:^id(NSNumber *x, NSNumber *y, NSNumber *z) {
                return @(x.integerValue + y.integerValue + z.integerValue);
            }];
            """ + Self.subscription)
        // +zip:reduce: (RACStream.m:237) is +zip: (:240), then -reduceEach: (:245, :142), a
        // -map: (:146) of it. Subscribing to that -map: subscribes the last -map: of +zip:
        // (`mapSubscribed` twice, RACSignal.m:148); the flat tuple reaches reduceEach's map
        // block (:146), whose `+return:` of the reader's result is delivered and completes
        // before the outer one does. Z2's completion completes +zip:'s -map:'s -bind:, whose
        // completion completes reduceEach's and the reader.
        LibraryBlockOrderTests.expectEntered(steps, Self.joinCreated(Self.zipJoin, Self.zipWith)
            + [Self.block("reduceEach", "RACStream.m:142")] + Self.mapCreated
            + Self.mapSubscribed + Self.mapSubscribed
            + Self.zipPath(downstream: Self.mapValue(Self.block("reduceEach.block", "RACStream.m:146"))
                                + Self.returnedValue + Self.returnedCompletes,
                           downstreamCompletes: Self.subscriberCompletes + [
                               Self.block("bind.source.completed", "RACSignal.m:165"),
                               Self.block("bind.completeSignal", "RACSignal.m:115"),
                           ] + Self.bindSourceCompletes))
    }

    @Test func combineLatestOfThreeFoldsWithItsBlock() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: Self.signals + """
            RACSignal *result = [RACSignal combineLatest:@[ a, b, c ]];
            """)
        // +combineLatest: (ops:450) folds with `[left combineLatestWith:right]` (ops:451-452,
        // ops:395); nothing is subscribed.
        LibraryBlockOrderTests.expectEntered(steps, Self.joinCreated(
            Self.block("combineLatest.join", "RACSignal+Operations.m:451"),
            Self.block("combineLatestWith", "RACSignal+Operations.m:395")))
    }
}
