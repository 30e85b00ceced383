import Testing
@testable import ObjCInterpreter

@Suite struct ObjCInterpreterPlaceholderTests {
    @Test func versionIsSet() { #expect(ObjCInterpreterVersion.string == "0.1.0") }
}
