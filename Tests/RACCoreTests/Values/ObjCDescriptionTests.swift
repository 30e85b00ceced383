import Testing
@testable import RACCore

// Expected values are Apple output, cited per case:
// - ground truth: Tests/Fixtures/ground-truth/07-formats.out, printed by Apple's Foundation;
// - Apple docs: developer.apple.com NSNumber `description(withLocale:)` and NSDictionary
//   `description(withLocale:indent:)`;
// - logs: real NSLog / po output from Apple platforms quoted in public pages and repositories
//   (named per case) — the only public record of Apple's quoting, since Foundation's own
//   NSArray/NSDictionary code is closed and swift-corelibs-foundation quotes differently.

@Suite struct ObjCDescriptionNumberTests {
    @Test(arguments: [
        // ground truth: NSLog(@"%@", @2.5) → "2.5".
        (2.5, "2.5"),
        // Apple docs: doubles print with %0.16g, so whole numbers lose ".0" —
        // a log of @[@1.0, @1.2] prints `1,` (ios-ruby-on-rails.developreference.com/article/24407124).
        (1.0, "1"),
        (2.0 / 3.0, "0.6666666666666666"),
        (0.1, "0.1"),
        (1e20, "1e+20"),
        // %0.16g, not shortest round-trip: @0.07 logs "0.07000000000000001"
        // (stackoverflow.com/questions/16864099), @(M_PI) "3.141592653589793" (stackoverflow.com/questions/5729004).
        (0.07, "0.07000000000000001"),
        (3.141592653589793, "3.141592653589793"),
        // logs: a JSON-decoded 105.99999237060547 prints price = "105.9999923706055" (example-a.com/answer/50230033).
        (105.99999237060547, "105.9999923706055"),
    ])
    func doubles(value: Double, expected: String) {
        #expect(ObjCDescription.number(value) == expected)
    }

    @Test func floatsUseSevenDigits() {
        // Apple docs: floats print with %0.7g — the same log shows @(1.06f * 100) as price = 106.
        #expect(ObjCDescription.number(Float(1.06) * 100) == "106")
        #expect(ObjCDescription.number(Float(2.5)) == "2.5")
    }
}

@Suite struct ObjCDescriptionCollectionTests {
    @Test func nestedArrayFrom07Formats() {
        // ground truth: NSLog(@"%@", @[@1, @"two", @[@3]]).
        let node = ObjCDescriptionNode.array([.atom("1"), .string("two"), .array([.atom("3")])])
        #expect(ObjCDescription.render(node) == "(\n    1,\n    two,\n        (\n        3\n    )\n)")
    }

    @Test func dictionaryFrom07Formats() {
        // ground truth: NSLog(@"%@", @{@"key": @"value"}).
        #expect(ObjCDescription.render(.dictionary([(.string("key"), .string("value"))])) == "{\n    key = value;\n}")
    }

    @Test func tupleDescriptionFrom07Formats() {
        // ground truth: RACTuplePack(@1, @"b") prints "<RACTwoTuple: 0x…> " and its allObjects array.
        let description = "<RACTwoTuple: \(ObjCDescription.address(0))> " + ObjCDescription.render(.array([.atom("1"), .string("b")]))
        #expect(description == "<RACTwoTuple: 0x600000c0a1f0> (\n    1,\n    b\n)")
    }

    @Test func topLevelLeavesPrintRaw() {
        // ground truth: NSLog(@"%@", @"text") and [RACUnit defaultUnit] print without quotes.
        #expect(ObjCDescription.render(.string("a b")) == "a b")
        #expect(ObjCDescription.render(.atom("<RACUnit: 0x600000c0a1f0>")) == "<RACUnit: 0x600000c0a1f0>")
    }

    @Test func setsAreAnArrayBetweenBracesAndParentheses() {
        // Apple's -[NSOrderedSet descriptionWithLocale:indent:] (CoreFoundation, as decompiled;
        // NSSet's prints alike): the level's indentation, `{(`, each element on its own line one
        // level deeper (a string by the same quoting as an array's), `,` between, then the
        // indentation and `)}`; a nested set is asked at the next level, so inside a dictionary
        // it starts with its own indentation, as an array does.
        #expect(ObjCDescription.render(.set([.atom("1"), .string("a b")])) == "{(\n    1,\n    \"a b\"\n)}")
        #expect(ObjCDescription.render(.set([])) == "{(\n)}")
        let nested = ObjCDescriptionNode.dictionary([(.string("k"), .set([.atom("1")]))])
        #expect(ObjCDescription.render(nested) == "{\n    k =     {(\n        1\n    )};\n}")
    }

    @Test func emptyCollectionsKeepTwoLines() {
        // logs: an iOS 26.5 simulator app-info dump prints `GroupContainers =     {\n    };` and
        // `SBAppTags =     (\n    );`, so an empty collection is its brackets on two lines.
        #expect(ObjCDescription.render(.array([])) == "(\n)")
        #expect(ObjCDescription.render(.dictionary([])) == "{\n}")
        let appInfo = ObjCDescriptionNode.dictionary([
            (.string("SBAppTags"), .array([])),
            (.string("GroupContainers"), .dictionary([])),
        ])
        #expect(ObjCDescription.render(appInfo) == "{\n    GroupContainers =     {\n    };\n    SBAppTags =     (\n    );\n}")
    }

    @Test func collectionsInDictionariesAndSortedKeys() {
        // logs: the same simulator log's IXPlaceholderAttributes, verbatim. Keys arrive unsorted here;
        // Apple docs: all-NSString keys are listed in ascending order.
        let attributes = ObjCDescriptionNode.dictionary([
            (.string("UIRequiredDeviceCapabilities"), .dictionary([(.string("metal"), .atom("1")), (.string("arm64"), .atom("1"))])),
            (.string("MinimumOSVersion"), .string("13.0")),
            (.string("UIDeviceFamily"), .array([.atom("1"), .atom("2")])),
            (.string("CFBundleVersion"), .string("0")),
            (.string("LSRequiresIPhoneOS"), .atom("1")),
            (.string("CFBundleSupportedPlatforms"), .array([.string("iPhoneSimulator")])),
            (.string("DTPlatformName"), .string("iphonesimulator")),
            (.string("CFBundleShortVersionString"), .string("1.0")),
        ])
        #expect(ObjCDescription.render(attributes) == """
            {
                CFBundleShortVersionString = "1.0";
                CFBundleSupportedPlatforms =     (
                    iPhoneSimulator
                );
                CFBundleVersion = 0;
                DTPlatformName = iphonesimulator;
                LSRequiresIPhoneOS = 1;
                MinimumOSVersion = "13.0";
                UIDeviceFamily =     (
                    1,
                    2
                );
                UIRequiredDeviceCapabilities =     {
                    arm64 = 1;
                    metal = 1;
                };
            }
            """)
    }

    @Test func dictionaryInsideArray() {
        // swift-corelibs-foundation NSArray.description(withLocale:indent:), whose layout matches the
        // ground truth's nested array: an element collection renders one level deeper, after the
        // element's own indentation.
        let node = ObjCDescriptionNode.array([.dictionary([(.string("a"), .atom("1"))]), .atom("2")])
        #expect(ObjCDescription.render(node) == "(\n        {\n        a = 1;\n    },\n    2\n)")
    }

    @Test func headerFieldsQuoteAndSort() {
        // logs: NSLog of -[NSHTTPURLResponse allHeaderFields] (2016), verbatim: keys with `-` are quoted,
        // values with spaces, `/`, `.`, `=` or `,` are quoted, bare ASCII words and digits are not.
        let headers = ObjCDescriptionNode.dictionary([
            (.string("X-Powered-By"), .string("PHP/5.5.38")),
            (.string("Server"), .string("Apache/2.4.23 (Unix) PHP/5.5.38")),
            (.string("Keep-Alive"), .string("timeout=5, max=100")),
            (.string("Date"), .string("Thu, 22 Dec 2016 14:42:25 GMT")),
            (.string("Content-Type"), .string("text/html")),
            (.string("Content-Length"), .string("42")),
            (.string("Connection"), .string("Keep-Alive")),
        ])
        #expect(ObjCDescription.render(headers) == """
            {
                Connection = "Keep-Alive";
                "Content-Length" = 42;
                "Content-Type" = "text/html";
                Date = "Thu, 22 Dec 2016 14:42:25 GMT";
                "Keep-Alive" = "timeout=5, max=100";
                Server = "Apache/2.4.23 (Unix) PHP/5.5.38";
                "X-Powered-By" = "PHP/5.5.38";
            }
            """)
    }

    @Test func sortingIsCaseSensitive() {
        // Apple docs: keys are ordered with compare:, which is case-sensitive, so uppercase
        // (U+0041…) precedes lowercase (U+0061…); a prefix sorts first (DTXcode before DTXcodeBuild
        // in a logged infoDictionary, see quotingRule).
        let node = ObjCDescriptionNode.dictionary([(.string("alpha"), .atom("1")), (.string("Zeta"), .atom("2")), (.string("Z"), .atom("3"))])
        #expect(ObjCDescription.render(node) == "{\n    Z = 3;\n    Zeta = 2;\n    alpha = 1;\n}")
    }

    @Test func nonStringKeysKeepTheGivenOrder() {
        // Our contract: the caller orders non-NSString keys (Apple sorts NSNumber keys with compare:).
        let node = ObjCDescriptionNode.dictionary([(.atom("2"), .string("b")), (.atom("1"), .string("a"))])
        #expect(ObjCDescription.render(node) == "{\n    2 = b;\n    1 = a;\n}")
    }
}

@Suite struct ObjCDescriptionQuotingTests {
    @Test(arguments: [
        // logs: infoDictionary NSLog (a public iOS sample, 2017): `CFBundleExecutable = GetAppName;`,
        // `DTSDKBuild = 14C89;`, `CFBundleIdentifier = "com.cai.GetAppName";`, `DTPlatformBuild = "";`,
        // `DTCompiler = "com.apple.compilers.llvm.clang.1_0";`.
        ("GetAppName", "GetAppName"),
        ("14C89", "14C89"),
        ("0821", "0821"),
        ("com.cai.GetAppName", #""com.cai.GetAppName""#),
        ("", #""""#),
        ("com.apple.compilers.llvm.clang.1_0", #""com.apple.compilers.llvm.clang.1_0""#),
        // logs: JSON dictionaries print `"error_code" = 0;` and `"device_id" = "<null>";` — `_` and NSNull's
        // `<null>` are quoted; `"Content-Length"` quotes `-`; `Path = "/Users/…"` quotes `/`.
        ("error_code", #""error_code""#),
        ("<null>", #""<null>""#),
        ("Content-Length", #""Content-Length""#),
        ("/Users", #""/Users""#),
        // logs: `@[@1.0, @1.2]` prints `"1.2"`: number descriptions are quoted by the same rule.
        ("1.2", #""1.2""#),
        ("-1", #""-1""#),
        // logs: a JSON string value prints `data2 = "{\"materialId\":3885}";` — `"` is escaped.
        (#"{"materialId":3885}"#, #""{\"materialId\":3885}""#),
        // logs: `po @{@"我": @"哈哈"}` prints `"\U6211" = "\U54c8\U54c8";` (e-com-net.com/article/1389266918812241920.htm).
        ("我", #""\U6211""#),
        ("中文", #""\U4e2d\U6587""#),
        // Inferred from the old-style plist syntax Apple's description follows (CoreFoundation
        // CFOldStylePList.c reads `\\`, `\n`, `\t`, `\r` and `\U` + 4 hex digits in quoted strings);
        // a non-BMP character is two UTF-16 units.
        (#"a\b"#, #""a\\b""#),
        ("a\nb", #""a\nb""#),
        ("a\tb\r", #""a\tb\r""#),
        ("😀", #""\Ud83d\Ude00""#),
    ])
    func quotingRule(description: String, expected: String) {
        #expect(ObjCDescription.render(.array([.string(description)])) == "(\n    \(expected)\n)")
        #expect(ObjCDescription.render(.array([.atom(description)])) == "(\n    \(expected)\n)")
    }

    @Test func numbersInArrays() {
        // logs: NSLog of @[@1.0, @1.2] prints "(\n1,\n\"1.2\"\n)" (developreference.com article 24407124).
        let node = ObjCDescriptionNode.array([.atom(ObjCDescription.number(1.0)), .atom(ObjCDescription.number(1.2))])
        #expect(ObjCDescription.render(node) == "(\n    1,\n    \"1.2\"\n)")
    }
}

@Suite struct ObjCDescriptionErrorTests {
    @Test func withoutUserInfo() {
        // ground truth: [NSError errorWithDomain:NSURLErrorDomain code:-1009 userInfo:nil].
        let description = ObjCDescription.error(domain: "NSURLErrorDomain", code: -1009, userInfo: nil, localizedDescription: nil)
        #expect(description == #"Error Domain=NSURLErrorDomain Code=-1009 "(null)""#)
    }

    @Test func withUserInfo() {
        // Project spec: these two lines are what the lessons' snippets print.
        let download = ObjCDescription.error(domain: "Download", code: -1, userInfo: [("reason", .string("timeout"))], localizedDescription: nil)
        #expect(download == #"Error Domain=Download Code=-1 "(null)" UserInfo={reason=timeout}"#)
        let url = ObjCDescription.error(
            domain: "NSURLErrorDomain", code: 1001,
            userInfo: [("errorMsg", .string("this is a error message"))], localizedDescription: nil
        )
        #expect(url == #"Error Domain=NSURLErrorDomain Code=1001 "(null)" UserInfo={errorMsg=this is a error message}"#)
    }

    @Test func entriesAreCommaSeparatedInTheGivenOrder() {
        // logs: a URLSession failure (2019, quoted in a public test file) prints, unsorted,
        // `NSUnderlyingError=0x100a692f0 {Error Domain=kCFErrorDomainCFNetwork Code=-1009 "(null)"
        // UserInfo={_kCFStreamErrorCodeKey=50, _kCFStreamErrorDomainKey=1}}, NSErrorFailingURLStringKey=…`,
        // and the quotes hold NSLocalizedDescription's value.
        let underlying = ObjCDescription.error(
            domain: "kCFErrorDomainCFNetwork", code: -1009,
            userInfo: [("_kCFStreamErrorCodeKey", .atom("50")), ("_kCFStreamErrorDomainKey", .atom("1"))],
            localizedDescription: nil
        )
        let offline = "The Internet connection appears to be offline."
        let url = "https://itunes.apple.com/lookup?id=803453959"
        let description = ObjCDescription.error(
            domain: "NSURLErrorDomain", code: -1009,
            userInfo: [
                ("NSUnderlyingError", .atom("0x100a692f0 {\(underlying)}")),
                ("NSErrorFailingURLStringKey", .string(url)),
                ("NSErrorFailingURLKey", .atom(url)),
                ("_kCFStreamErrorDomainKey", .atom("1")),
                ("_kCFStreamErrorCodeKey", .atom("50")),
                ("NSLocalizedDescription", .string(offline)),
            ],
            localizedDescription: offline
        )
        #expect(description == """
            Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline." \
            UserInfo={NSUnderlyingError=0x100a692f0 {Error Domain=kCFErrorDomainCFNetwork Code=-1009 "(null)" \
            UserInfo={_kCFStreamErrorCodeKey=50, _kCFStreamErrorDomainKey=1}}, \
            NSErrorFailingURLStringKey=https://itunes.apple.com/lookup?id=803453959, \
            NSErrorFailingURLKey=https://itunes.apple.com/lookup?id=803453959, _kCFStreamErrorDomainKey=1, \
            _kCFStreamErrorCodeKey=50, NSLocalizedDescription=The Internet connection appears to be offline.}
            """)
    }

    @Test func collectionValuesPrintTheirDescription() {
        // logs: a URLSession error prints `_NSURLErrorRelatedURLSessionTaskErrorKey=(\n    "LocalDataTask <…>.<1>"\n)`.
        let task = "LocalDataTask <3CF7F1F3-BC7B-4E3C-ACE7-194925EE1208>.<1>"
        let description = ObjCDescription.error(
            domain: "NSURLErrorDomain", code: -1009,
            userInfo: [("_NSURLErrorRelatedURLSessionTaskErrorKey", .array([.string(task)]))],
            localizedDescription: nil
        )
        #expect(description.hasSuffix("UserInfo={_NSURLErrorRelatedURLSessionTaskErrorKey=(\n    \"\(task)\"\n)}"))
    }
}

@Suite struct ObjCDescriptionAddressTests {
    @Test func addressesLookLikeHeapPointers() {
        // ground truth: 07-formats.out shows objects at 0x600000c0a1f0; id 0 reuses it.
        #expect(ObjCDescription.address(0) == "0x600000c0a1f0")
        #expect(ObjCDescription.address(1) == "0x600000c0a200")
    }

    @Test func distinctIdsGiveDistinctAlignedAddresses() {
        // malloc returns 16-byte-aligned blocks, so the last hex digit stays 0.
        let addresses = (0..<1000).map(ObjCDescription.address)
        #expect(Set(addresses).count == addresses.count)
        #expect(addresses.allSatisfy { $0.hasSuffix("0") })
    }
}
