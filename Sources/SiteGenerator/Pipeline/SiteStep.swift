/// The steps a site is built in, in order (Publish's model): each is a value of its own
/// (`LoadStep`, `RunStep`, `VerifyStep`, `WeaveStep`, `RenderStep`, `WriteStep`) with its own
/// inputs and outputs, composed by `SitePipeline`; a failure names its step.
public enum SiteStep: String, Sendable, CaseIterable {
    /// Lesson files and the contents into `Lesson`s, their links to other lessons checked.
    case load
    /// Each distinct snippet run once (or found in the snippet cache).
    case run
    /// Each run against its lesson's expectation blocks.
    case verify
    /// Runs into players, prose into HTML, both into each lesson's page body.
    case weave
    /// Bodies into the theme's pages, with the sidebar, the index and the search index.
    case render
    /// The site into its directory, swapped in whole.
    case write

    /// A step's failure: the rendered diagnostics, each starting with the lesson's `file:line`.
    public struct Failure: Error, CustomStringConvertible {
        public var step: SiteStep
        public var message: String
        public var description: String {
            "\(message.hasSuffix("\n") ? String(message.dropLast()) : message)\nerror: site build failed at step '\(step.rawValue)'"
        }
    }

    /// `body`, with any error it throws as this step's failure (a failure already named keeps its step).
    func perform<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(step: self, message: "\(error)")
        }
    }
}
