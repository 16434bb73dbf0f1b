import NavModel
import NavScript
import Testing

/// `explore`, `reach`, `open` and `check` print the same, byte for byte, however their search
/// is spread: on one worker, on several threads, or in pieces run out of order. The workers
/// expand a few states each a batch, so that a level spans many batches (a layer one batch's
/// merge numbers is read by the next batch's workers, a state reached twice in a level is found
/// among the recent ones, the memo grows between batches), and the models meet warnings,
/// refusals, traps and the limits.
@Suite struct ParallelSearchTests {
    /// The bench's explore model at depth 3: levels L0…L3, each view with navigation and six
    /// exits to the next level (push, sheet, modal and popover segues behind buttons, a popover
    /// link, a link), the last level but one with two; 460 states.
    private static let levels = """
        view L0 { navigation; segue push push0 -> L1; button "Push0" { route push0 }; \
        segue sheet sheet0 -> L1; button "Sheet0" { route sheet0 }; segue modal modal0 -> L1; \
        button "Modal0" { route modal0 }; segue popover popover0 -> L1; button "Popover0" { route popover0 }; \
        popoverlink "Info0" -> L1; link "More0" -> L1 }
        view L1 { navigation; segue push push1 -> L2; button "Push1" { route push1 }; \
        segue sheet sheet1 -> L2; button "Sheet1" { route sheet1 }; segue modal modal1 -> L2; \
        button "Modal1" { route modal1 }; segue popover popover1 -> L2; button "Popover1" { route popover1 }; \
        popoverlink "Info1" -> L2; link "More1" -> L2 }
        view L2 { navigation; segue push push2 -> L3; button "Push2" { route push2 }; \
        segue sheet sheet2 -> L3; button "Sheet2" { route sheet2 } }
        view L3 { navigation }
        root L0

        """

    /// A model with an inert push (a warning), a button routing to a tag nothing declares (a
    /// refusal), a locked sheet (a trap) and a cover with no way back (a dead end).
    private static let troubles = """
        view Home { button "Go" { route go }; segue push go -> Next; button "Nowhere" { route missing }
          button "Lock" { route locked }; segue sheet locked -> Locked interactiveDismissDisabled
          button "Cover" { route cover }; segue modal cover -> Stuck }
        view Next { button "Back" { dismiss } }
        view Locked
        view Stuck
        root Home

        """

    private static let runs: [(model: String, commands: String)] = [
        (levels, "explore"),
        (levels, "explore --max-states 300"),
        (levels, "explore --depth 2"),
        (levels, "reach L3"),
        (levels, "open L3\nstack"),
        (levels, "check"),
        (troubles, "explore"),
        (troubles, "check"),
        (troubles, "reach Stuck"),
    ]

    /// What `commands` print after `model` is declared, the search spread as `parallelism` says.
    private func output(_ model: String, _ commands: String, _ parallelism: Parallelism) -> [String] {
        let sink = CollectingSink()
        let interpreter = Interpreter(host: TestHost(parallelism: parallelism), sink: sink)
        _ = interpreter.run(SourceFile(name: "<model>", text: model))
        sink.clear()
        _ = interpreter.run(SourceFile(name: "<test>", text: commands))
        return sink.texts
    }

    @Test(arguments: 0..<runs.count)
    func spreadingTheSearchChangesNothing(_ run: Int) {
        let (model, commands) = Self.runs[run]
        let serial = output(model, commands, .serial)
        #expect(!serial.isEmpty, "\(commands) printed too little to compare: \(serial)")
        for parallelism in [
            Parallelism.dispatch(workers: 2), .dispatch(workers: 2, statesPerWorker: 8),
            Parallelism(workers: 1, statesPerWorker: 2) { count, body in
                for index in 0..<count { body(index, 0) }
            },
            .dispatch(workers: 7, statesPerWorker: 1), .backwards(workers: 4, statesPerWorker: 3),
            .mergingLast(workers: 2, statesPerWorker: 5), .mergingAmidst(workers: 3, statesPerWorker: 2),
        ] {
            let spread = output(model, commands, parallelism)
            #expect(spread == serial, "\(commands) on \(parallelism.workers) workers")
        }
    }

    /// The models are what the tests above rely on: 460 states, many batches a level with few
    /// states a worker; and
    /// a warning, a refusal, a trap and a dead end.
    @Test func modelsAreWorthComparing() {
        let levels = output(Self.levels, "explore", .serial)
        #expect(levels.contains { $0.contains("explored 460 states") }, "\(levels)")
        let troubles = output(Self.troubles, "explore", .serial).joined(separator: "\n")
        for finding in [
            "trap:", "dead end:", "warning: the push to Next is inert", "error: no segue is tagged",
        ] {
            #expect(troubles.contains(finding), "\(troubles)")
        }
    }
}
