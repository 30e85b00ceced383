import Foundation
import PackagePlugin

/// Embeds RACCore's Swift source into the target it is applied to (RACEngineSource): one
/// generated file, rebuilt whenever an engine file changes, so the site and the stepper show
/// the engine's code without reading the repo at run time.
@main struct EmbedEngineSource: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let engine = try context.package.targets(named: ["RACCore"]).first as? SourceModuleTarget else {
            throw PluginError(description: "EmbedEngineSource: the package has no RACCore source target")
        }
        let files = engine.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedEngineSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding RACCore's source (\(files.count) files)",
                executable: try context.tool(named: "EngineSourceEmbedder").url,
                arguments: [context.package.directoryURL.path, output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
}
