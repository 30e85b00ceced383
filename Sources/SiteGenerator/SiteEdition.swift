import Foundation

/// One language's part of the site: its words (`locale`) and the lessons it is built from.
/// The editions share the theme's assets at the site's root; each has its own pages, index
/// and search index under `locale.directory`. A lesson's counterpart in another edition is
/// the lesson with the same file name, which the language switch links to.
public struct SiteEdition: Sendable, Equatable {
    public var locale: SiteLocale
    public var lessonPaths: [String]

    /// The editions a site built from `lessonPaths` has: English from the paths themselves, and
    /// Chinese when translations exist beside them — each directory's `zh/`, each file's
    /// counterpart in the `zh/` beside it (`lessons/06-bind.md` → `lessons/zh/06-bind.md`).
    public static func editions(for lessonPaths: [String]) -> [SiteEdition] {
        let fileManager = FileManager.default
        let translated = lessonPaths.compactMap { path -> String? in
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            let candidate = isDirectory.boolValue
                ? (path as NSString).appendingPathComponent("zh")
                : ((path as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent("zh/" + (path as NSString).lastPathComponent)
            var candidateIsDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: candidate, isDirectory: &candidateIsDirectory),
                  candidateIsDirectory.boolValue == isDirectory.boolValue else { return nil }
            return candidate
        }
        let english = SiteEdition(locale: .english, lessonPaths: lessonPaths)
        return translated.isEmpty ? [english] : [english, SiteEdition(locale: .chinese, lessonPaths: translated)]
    }
}
