import Foundation
import Testing
@testable import RACStepServer

/// A build's name: the same files give the same name in any instance, any change another.
@Suite struct SiteFingerprintTests {
    /// FNV-1a 64 against the test vectors its authors publish (draft-eastlake-fnv, and
    /// www.isthe.com/chongo/tech/comp/fnv: "" is the offset basis, "a" and "foobar" theirs).
    @Test func filesAreHashedWithFNV1a() {
        #expect(SiteFingerprint.hash(Data()) == 0xcbf2_9ce4_8422_2325)
        #expect(SiteFingerprint.hash(Data("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(SiteFingerprint.hash(Data("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    static let site = ["index.html": Data("<p>index</p>".utf8), "06-bind.html": Data("<p>bind</p>".utf8),
                       "zh/06-bind.html": Data("<p>绑定</p>".utf8)]

    @Test func twoInstancesNameTheSameFilesAlike() {
        var one = SiteFingerprint(), other = SiteFingerprint()
        // The other instance built something else first: what it served before does not count.
        _ = other.name(of: ["index.html": Data("older".utf8)])
        let name = one.name(of: Self.site)
        #expect(name.count == 16 && name.allSatisfy(\.isHexDigit))
        #expect(other.name(of: Self.site) == name)
        // A rebuild to the same bytes is the same build.
        #expect(one.name(of: Self.site) == name)
    }

    @Test func anyChangeIsAnotherBuild() {
        var fingerprint = SiteFingerprint()
        let name = fingerprint.name(of: Self.site)
        var edited = Self.site
        // One letter, the same size: the file is hashed again, not taken for the one before.
        edited["06-bind.html"] = Data("<p>bond</p>".utf8)
        #expect(fingerprint.name(of: edited) != name)
        // Back to the first bytes: the first name (the edited file's hash is not kept).
        #expect(fingerprint.name(of: Self.site) == name)
        var renamed = Self.site
        renamed["07-bind.html"] = renamed.removeValue(forKey: "06-bind.html")
        #expect(fingerprint.name(of: renamed) != name)
        // A byte moved from one file to the next: each file's bytes are hashed apart.
        var moved = Self.site
        moved["06-bind.html"] = Data("<p>bind</p".utf8)
        moved["index.html"] = Data("><p>index</p>".utf8)
        #expect(fingerprint.name(of: moved) != name)
        var fewer = Self.site
        fewer["index.html"] = nil
        #expect(fingerprint.name(of: fewer) != name)
    }

    /// A rebuild passes on the files an edit left as they were, the very buffers (`same`);
    /// a file with other bytes in a buffer of its own is still told apart, however alike.
    @Test func aFileKeptFromTheLastBuildAndAnEditedCopyOfIt() {
        var fingerprint = SiteFingerprint()
        var site = Self.site
        site["06-bind.steps/1.js"] = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        let name = fingerprint.name(of: site)
        #expect(fingerprint.name(of: site) == name)
        var edited = site
        edited["06-bind.steps/1.js"]![(1 << 20) - 1] = UInt8(ascii: "b")
        #expect(fingerprint.name(of: edited) != name)
        var copied = site
        copied["06-bind.steps/1.js"] = Data(Array(site["06-bind.steps/1.js"]!))
        #expect(fingerprint.name(of: copied) == name)
    }
}
