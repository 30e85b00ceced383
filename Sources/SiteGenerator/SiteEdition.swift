import Foundation
import Lessons
import ObjCFrontend

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
    /// A path that is another given path's translation (`racstep site lessons lessons/zh`, as
    /// `racstep verify` is given both) is that translation, not more English lessons: built as
    /// English, its pages would be written over their originals'.
    public static func editions(for lessonPaths: [String]) -> [SiteEdition] {
        let translations = lessonPaths.map(translation(of:))
        let given = Set(translations.compactMap { $0.map(standardized) })
        let english = zip(lessonPaths, translations).filter { !given.contains(standardized($0.0)) }
        let edition = SiteEdition(locale: .english, lessonPaths: english.map(\.0))
        let translated = english.compactMap(\.1)
        return translated.isEmpty ? [edition] : [edition, SiteEdition(locale: .chinese, lessonPaths: translated)]
    }

    /// The translation of the lessons at `path`, when it exists: a directory's `zh/`, a file's
    /// namesake in the `zh/` beside it.
    private static func translation(of path: String) -> String? {
        let fileManager = FileManager.default
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

    /// `path` as one spelling (`./lessons/zh/` and `lessons/zh` are one directory).
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The error for the first two of `files` (this edition's lessons, in reading order) that a
    /// site would write to one page — lessons are pages by file name, whatever directory they
    /// come from — at the second, naming the first and the page; nil when each has its own.
    func pageClash(_ files: [String]) -> DiagnosticError? {
        var pages: [String: String] = [:]
        for file in files {
            let page = locale.directory + RenderStep.url(slug: LessonLoader.slug(file: file))
            if let first = pages[page] { return LessonMessage.sharesPage(page: page, other: first).error(reading: file) }
            pages[page] = file
        }
        return nil
    }
}
