import Testing
@testable import ObjCInterpreter

/// NSString methods snippets use beside RAC: trimming with an NSCharacterSet, -compare:
/// and the NSComparisonResult constants, and `%@` with a width.
@Suite struct FoundationStringMethodsTests {
    @Test func trimsTheSetsCharactersOffBothEnds() {
        let output = Snippet.output("""
            NSLog(@"[%@]", [@"  hi there \\n" stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]]);
            NSLog(@"[%@]", [@" \\nhi\\n" stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]]);
            NSLog(@"[%@]", [@"--a-b--" stringByTrimmingCharactersInSet:[NSCharacterSet characterSetWithCharactersInString:@"-"]]);
            """)
        // whitespaceCharacterSet has no newlines, so they stay (NSCharacterSet.h).
        #expect(output == ["[hi there]", "[\nhi\n]", "[a-b]"])
    }

    @Test func compareAnswersNSComparisonResult() {
        // NSOrderedAscending = -1, NSOrderedSame = 0, NSOrderedDescending = 1 (NSObjCRuntime.h).
        let output = Snippet.output("""
            NSLog(@"%ld %ld %ld", (long)[@"apple" compare:@"banana"], (long)[@"b" compare:@"b"], (long)[@"b" compare:@"a"]);
            NSLog(@"%d %d", [@3 compare:@5] == NSOrderedAscending, [@5 compare:@3] == NSOrderedDescending);
            """)
        #expect(output == ["-1 0 1", "1 1"])
    }

    @Test func widthAndPrecisionOnAnObjectApplyAsToAString() {
        // Recorded from a real run: NSLog(@"[%-6@]", @"ab") printed `[ab    ]`, so Apple's
        // Foundation pads a description as printf pads a string (open-source CFString.c, whose
        // CFFormatCFType case appends it bare, is not what Apple ships); precision truncates.
        #expect(Snippet.output("NSLog(@\"[%-6@] [%10@] [%.1@]\", @\"ab\", @\"cd\", @\"ef\");") == ["[ab    ] [        cd] [e]"])
    }
}
