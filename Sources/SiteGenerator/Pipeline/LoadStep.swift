import Lessons

/// The first step: an edition's lessons from its files. Reads the edition's contents (the
/// order and parts, `LessonContents`), refuses two lessons on one page, and loads the lessons
/// asked for on every core, each one's links to other lessons checked as `racstep verify`
/// checks them: a link to a lesson the edition lacks stops the build.
struct LoadStep {
    /// An edition as loaded: every lesson file in reading order, its parts, and the lessons
    /// loaded this time (all of them, or those a rebuild asked for), in the files' order.
    struct Edition {
        var files: [String]
        var parts: [LessonContents.Part]
        var lessons: [Lesson]
    }

    /// `edition`'s contents, and the lessons among its files that `needsLoading` picks.
    func load(_ edition: SiteEdition, needsLoading: (String) -> Bool) throws -> Edition {
        let step = SiteStep.load
        let contents = try step.perform { try LessonContents.load(paths: edition.lessonPaths) }
        let files = contents.files
        // Two lessons on one page would leave one of them unread, written over.
        if let clash = edition.pageClash(files) { throw SiteStep.Failure(step: step, message: "\(clash)") }
        let slugs = Set(files.map(LessonLoader.slug(file:)))
        let checked = try step.perform {
            try files.filter(needsLoading).concurrentMap { file in
                Result { () throws -> (Lesson, [LessonVerifier.Problem]) in
                    let lesson = try LessonLoader.load(file: file)
                    return (lesson, LessonReferences.problems(lesson, lessonSlugs: slugs))
                }
            }.map { try $0.get() }
        }
        let problems = checked.flatMap(\.1)
        guard problems.isEmpty else { throw SiteStep.Failure(step: step, message: problems.map(\.description).joined()) }
        return Edition(files: files, parts: contents.parts, lessons: checked.map(\.0))
    }
}
