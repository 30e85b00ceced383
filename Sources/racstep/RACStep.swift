import RACStepCommands

/// The executable: parsing and every command live in RACStepCommands.
@main struct RACStep {
    static func main() async {
        await RACStepCommand.main()
    }
}
