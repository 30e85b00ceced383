import Foundation
import Testing
import Lessons
import LessonsTestSupport
@testable import SiteGenerator

/// The snippet cache's questions, written by hand, against the oracle they replaced: Foundation's
/// `JSONEncoder` over the types' own `Codable` conformances (`.sortedKeys`,
/// `.withoutEscapingSlashes`). The questions' texts are script-safe and their answer steps
/// (`RACTraceJSON`, checked against the encoder in RACTraceLogTests) are not, so both sides are
/// compared made script-safe (`HTML.scriptSafeJSON`, which leaves escaped text alone).
@Suite struct ScriptJSONExerciseTests {
    /// A run with texts JSON and `<script>` must escape: an error, a value with `</script>`,
    /// quotes, a slash and Chinese, a dispose block that logs them.
    static let escapes = """
    RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"</script> & \\"信号\\" a/b"];
        [subscriber sendError:[NSError errorWithDomain:@"a/b<c>" code:7 userInfo:nil]];
        return [RACDisposable disposableWithBlock:^{
            NSLog(@"销毁 <done>\\t");
        }];
    }];
    [[source map:^id(id value) {
        return value;
    }] subscribeNext:^(id x) {
        NSLog(@"%@", x);
    } error:^(NSError *error) {
        NSLog(@"%@", error);
    }];

    """

    static func runs() throws -> [SnippetRun] {
        try [ClassicBind.source, ClassicBind.stopped, escapes].map {
            try ClassicBind.runner.run(source: $0, fileName: "t.m", numbering: .classic)
        }
    }

    static func oracle(_ questions: [Exercise]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return HTML.scriptSafeJSON(String(decoding: try encoder.encode(questions), as: UTF8.self))
    }

    /// Each run's candidate questions in both languages (every kind of question, with and
    /// without a `why`), written as the encoder writes them, and read back equal.
    @Test func aRunsQuestionsAreWrittenAsJSONEncoderWritesThemAndReadBack() throws {
        var kinds: Set<Exercise.Kind> = [], withoutWhy = false
        for run in try Self.runs() {
            for locale in [SiteLocale.english, .chinese] {
                let questions = Exercise.candidates(steps: run.steps, treeChanges: run.treeChanges, locale: locale)
                var json = ScriptJSON()
                json.exercises(questions)
                #expect(HTML.scriptSafeJSON(String(decoding: json.bytes, as: UTF8.self)) == (try Self.oracle(questions)))
                #expect(try JSONDecoder().decode([Exercise].self, from: Data(json.bytes)) == questions)
                kinds.formUnion(questions.map(\.kind))
                withoutWhy = withoutWhy || questions.contains { $0.why == nil }
            }
        }
        #expect(kinds == Set(Exercise.Kind.allCases))
        #expect(withoutWhy)
    }
}
