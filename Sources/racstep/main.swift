import RACStepCommands

RACStepCommand.main()
