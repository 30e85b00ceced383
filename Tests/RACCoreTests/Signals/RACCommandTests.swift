import Testing
import RACCore

/// RACCommand (RACCommand.m): `executing`, `enabled`, `errors` and `-execute:` as its
/// composition of subjects, `-flattenMap:`, `-deliverOn:` and `-replayLast` gives them.
@Suite struct RACCommandTests {
    private func command(_ h: Harness, enabled: RACSignal? = nil, _ body: @escaping (RACObject?) -> RACSignal?) -> RACCommand {
        h.hold(RACCommand(enabled: enabled, signalBlock: RACCommandSignalBlock(named: "signal block") { body($0) }))
    }

    @Test func executingAndEnabledFollowAnExecutionOnTheMainThread() {
        var log: [String] = []
        Harness.run { h in
            let command = command(h) { input in RACSignal.return(input) }
            command.executing.subscribe(next: h.next { log.append("executing \($0!.description)") })
            command.enabled.subscribe(next: h.next { log.append("enabled \($0!.description)") })
            command.execute(num(1)).subscribe(next: h.next { log.append("value \($0!.description)") })
            log.append("end")
            // The command stays held through the run loop (a property in an app).
        }
        // At once: `executing` replays its -startWith:@NO (RACCommand.m:135), `enabled` the
        // YES its replayLast took from immediateEnabled (:157). -execute: sends the execution
        // to addedExecutionSignalsSubject (:194): immediateExecuting goes to YES and
        // immediateEnabled to NO synchronously, each queued by -deliverOn: (:133, :159); the
        // execution itself is subscribed on the main-thread scheduler after them (:191).
        // When it completes, -then: sends -1 (:119): executing NO, enabled YES again.
        #expect(log == ["executing 0", "enabled 1", "end", "executing 1", "enabled 0", "value 1", "executing 0", "enabled 1"])
    }

    @Test func releasingTheCommandEndsEnabledThroughItsWillDeallocSignal() {
        var log: [String] = []
        Harness.run { h in
            let command = command(h) { input in RACSignal.return(input) }
            command.executing.subscribe(next: h.next { log.append("executing \($0!.description)") },
                                        completed: h.completed { log.append("executing completed") })
            command.enabled.subscribe(next: h.next { log.append("enabled \($0!.description)") },
                                      completed: h.completed { log.append("enabled completed") })
            command.execute(num(1)).subscribe(next: h.next { log.append("value \($0!.description)") })
            h.releaseAll()
        }
        // Released at the end of the body, the command's swizzled -dealloc completes
        // rac_willDeallocSignal (NSObject+RACDeallocating.m:80), so immediateEnabled's
        // -takeUntil: (RACCommand.m:154) completes it; `enabled` queues its completion and
        // never sees the execution end. -dealloc then completes addedExecutionSignalsSubject
        // (:76): `executing` completes once the running execution has.
        #expect(log == ["executing 0", "enabled 1", "executing 1", "enabled 0", "value 1", "enabled completed",
                        "executing 0", "executing completed"])
    }

    @Test func errorsArriveOnTheMainThreadAfterTheExecutionsSubscriber() {
        var log: [String] = []
        Harness.run { h in
            let command = command(h) { _ in RACSignal.error(testError(7)) }
            command.errors.subscribe(next: h.next { log.append("errors \(($0 as! ObjCError).code)") })
            command.execute(nil).subscribe(error: h.error { log.append("execute error \(($0 as! ObjCError).code)") })
        }
        // The execution's replay subject reaches -execute:'s subscriber at once; `errors`
        // catches the error into a value and delivers it on the main thread (RACCommand.m:105, :109).
        #expect(log == ["execute error 7", "errors 7"])
    }

    @Test func aDisabledCommandAnswersWithRACCommandErrorNotEnabled() {
        var log: [String] = []
        Harness.run { h in
            let command = command(h, enabled: RACSignal.return(ObjCNumber(false))) { _ in
                log.append("signal block")
                return RACSignal.empty()
            }
            command.execute(num(1)).subscribe(error: h.error { error in
                let error = error as! ObjCError
                log.append("\(error.domain) \(error.code)")
            })
        }
        // immediateEnabled's -first is NO (RACCommand.m:172): the signal block is not called
        // and the result is +error: with RACCommandErrorNotEnabled (:174).
        #expect(log == ["RACCommandErrorDomain 1"])
    }

    @Test func allowingConcurrentExecutionReenablesARunningCommand() {
        var log: [String] = []
        Harness.run { h in
            let command = command(h) { _ in RACSignal.never() }
            command.execute(num(1))
            command.execute(num(2)).subscribe(error: h.error { log.append("second \(($0 as! ObjCError).code)") })
            // -setAllowsConcurrentExecution: sends on its subject (RACCommand.m:61): +if:then:else:
            // switches moreExecutionsAllowed to +return:@YES (:141), so immediateEnabled is YES.
            command.allowsConcurrentExecution = true
            command.execute(num(3)).subscribe(next: h.next { _ in }, error: h.error { _ in log.append("third failed") },
                                              completed: h.completed {})
            log.append("end")
        }
        #expect(log == ["second 1", "end"])
    }

    @Test func deallocLetsGoOfTheSignalBlockFirstAsCxxDestructDoes() {
        // ARC's `.cxx_destruct` releases the ivars the last declared first (clang's
        // emitCXXDestructMethod pushes one cleanup per ivar of all_declared_ivar_begin(), and
        // cleanups run in reverse). RACCommand's only explicit ivar is a uint32_t
        // (RACCommand.m:25-28); the synthesized ones follow the @property order, RACCommand.h's
        // (:42, :52, :66, :76) before the class extension's (RACCommand.m:31, :34, :39, :42), so
        // `_signalBlock` (:42) goes first, before `_immediateEnabled`, the two subjects,
        // `_errors`, `_enabled`, `_executing` and `_executionSignals`. All of it after -dealloc
        // (:75-78) completed the subjects. The signal block's capture tells when it goes; of
        // the other seven, `_immediateEnabled` and `_executionSignals` are held by nothing else
        // by then (the rest wait for work queued on the main thread), so they are gone once
        // the command is, and must not be gone before the signal block.
        var command: RACCommand!
        var ivarsAliveAtSignalBlockRelease: [String] = []
        func alive(_ command: RACCommand) -> [String] {
            let ivars: [(String, RACSignal?)] = [
                ("immediateEnabled", command.immediateEnabled),
                ("allowsConcurrentExecutionSubject", command.allowsConcurrentExecutionSubject),
                ("addedExecutionSignalsSubject", command.addedExecutionSignalsSubject),
                ("errors", command.errors), ("enabled", command.enabled), ("executing", command.executing),
                ("executionSignals", command.executionSignals),
            ]
            return ivars.filter { !$0.1!.isDeallocated }.map(\.0)
        }
        let h = Harness.run { h in
            let capture = RACScopedDisposable(block: RACVoidBlock(named: "signal block's capture") {
                ivarsAliveAtSignalBlockRelease = alive(command)
                h.log("signal block released")
            })
            let signalBlock = RACCommandSignalBlock(named: "signal block", captures: [capture]) { RACSignal.return($0) }
            command = RACCommand(enabled: nil, signalBlock: signalBlock)
            command.retain()
            command.addedExecutionSignalsSubject.subscribe(next: h.next { _ in },
                                                           completed: h.completed { h.log("addedExecutionSignalsSubject completed") })
            command.release()
            #expect(!alive(command).contains("immediateEnabled"))
            #expect(!alive(command).contains("executionSignals"))
        }
        #expect(h.output == ["addedExecutionSignalsSubject completed", "signal block released"])
        #expect(ivarsAliveAtSignalBlockRelease == [
            "immediateEnabled", "allowsConcurrentExecutionSubject", "addedExecutionSignalsSubject",
            "errors", "enabled", "executing", "executionSignals",
        ])
    }
}
