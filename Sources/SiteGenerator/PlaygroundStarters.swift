import Foundation
import Lessons

/// The playground's menu of starting snippets: every snippet of an edition's lessons, grouped
/// by lesson title and named by the heading it sits under (the heading a reader of the lesson
/// saw above it), so a learner starts from a lesson's code in the lesson's own language.
/// The page carries the menu's names and, in one JSON array, the sources (about 50 KB for the
/// whole course); choosing one puts it in the editor.
struct PlaygroundStarters: Equatable {
    struct Group: Equatable {
        var title: String
        var snippets: [Starter]
    }

    /// A snippet in the menu: where its source is in `sources`, and its name.
    struct Starter: Equatable {
        var index: Int
        var label: String
    }

    var groups: [Group] = []
    var sources: [String] = []

    init(lessons: [Lesson]) {
        for lesson in lessons where !lesson.snippets.isEmpty {
            var group = Group(title: lesson.title, snippets: [])
            var heading = lesson.title
            var underHeading = 0
            for segment in lesson.segments {
                switch segment {
                case let .markdown(text, _):
                    // Lines are found by bytes: splitting every lesson into `Character`s was
                    // most of what a served site's rebuild after an edit spent here.
                    for line in text.utf8.split(separator: UInt8(ascii: "\n")) where line.first == UInt8(ascii: "#") {
                        heading = String(decoding: line, as: UTF8.self).drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                        underHeading = 0
                    }
                case let .snippet(index):
                    underHeading += 1
                    group.snippets.append(Starter(index: sources.count, label: underHeading == 1 ? heading : "\(heading) (\(underHeading))"))
                    sources.append(lesson.snippets[index].source)
                case .task:
                    break
                }
            }
            groups.append(group)
        }
    }

    /// Each of `parts` after the one before, as one menu: the menu `init(lessons:)` makes of
    /// their lessons together, from the menus it made of each (`IncrementalSite` keeps a
    /// lesson's menu until the lesson changes).
    init(joining parts: [PlaygroundStarters]) {
        for part in parts {
            let offset = sources.count
            groups += part.groups.map { group in
                Group(title: group.title, snippets: group.snippets.map { Starter(index: $0.index + offset, label: $0.label) })
            }
            sources += part.sources
        }
    }

    /// The template's `starters` (lesson groups of `index`/`label` options) and
    /// `startersJSON` (the sources, safe inside `<script>`).
    var context: [String: Any] {
        let json = (try? JSONEncoder().encode(sources)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return [
            "starters": groups.map { group in
                ["title": group.title, "snippets": group.snippets.map { ["index": $0.index, "label": $0.label] }] as [String: Any]
            },
            "startersJSON": HTML.scriptSafeJSON(json),
        ]
    }
}
