import Foundation

/// A woven snippet's section, open where its question and exercises go. The questions a
/// snippet asks depend on the page it is on — its own question is the lesson's prose, and no
/// exercise is put twice on one page — so the weaver gives the section in two parts with every
/// exercise the run could ask (`Exercise.candidates`), and the page fills the gap with the
/// prediction and the exercises once it knows what its earlier snippets asked.
public struct WovenParts: Equatable, Sendable {
    /// The section from its start to its player, inclusive.
    public var beforeExercises: String
    /// The section from its marble diagram to its console output.
    public var afterExercises: String
    /// The player's data (`SnippetWeaver.PlayerData`'s JSON, safe inside `<script>`), as UTF-8.
    public var playerData: [UInt8]
    /// The run's candidate questions, each kind's best first.
    public var questions: [Exercise]
    /// The run as a comparison reads it, kept from the weaving when a comparison (`compare=`)
    /// will read it; nil otherwise, and for a snippet from the cache, whose entry keeps only
    /// the player data (`recordingOrDecoded` reads it from there).
    public var recording: SnippetWeaver.Recording?

    public init(beforeExercises: String, afterExercises: String, playerData: [UInt8], questions: [Exercise],
                recording: SnippetWeaver.Recording? = nil) {
        self.beforeExercises = beforeExercises
        self.afterExercises = afterExercises
        self.playerData = playerData
        self.questions = questions
        self.recording = recording
    }

    /// The run's recording: the one kept from the weaving, or else decoded from the player
    /// data as the player decodes it (a round trip through JSON: a few milliseconds a run, so
    /// only for a snippet the cache answered).
    public func recordingOrDecoded() throws -> SnippetWeaver.Recording {
        if let recording { return recording }
        return SnippetWeaver.Recording(try JSONDecoder().decode(SnippetWeaver.PlayerData.self, from: Data(playerData)))
    }

    /// The whole section, with `exercises` (HTML: its prediction and exercises) in its place, and the player's data in the
    /// page, or, with `dataFile`, in that file (a path from the page) that the player loads
    /// when first used (`WeaveStep.body` chooses).
    public func html(_ exercises: String, dataFile: String? = nil) -> String {
        let data = dataFile.map { "<script type=\"application/json\" class=\"player-data\" data-src=\"\(HTML.escape($0))\"></script>" }
            ?? "<script type=\"application/json\" class=\"player-data\">\(String(decoding: playerData, as: UTF8.self))</script>"
        return beforeExercises + exercises + afterExercises + data + "\n</section>\n"
    }

    /// A data file's text: a script that hands the data to the player (`<script src>` loads
    /// it from `file://` too, where `fetch` cannot).
    public func dataScript(id: String) -> Data {
        var script = Data("RACStepPlayer.loaded(\(HTML.scriptSafeJSON(jsonString(id))), ".utf8)
        script.reserveCapacity(script.count + playerData.count + 3)
        script.append(contentsOf: playerData)
        script.append(contentsOf: ");\n".utf8)
        return script
    }

    private func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
