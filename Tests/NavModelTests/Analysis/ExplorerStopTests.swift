import Synchronization
import Testing

@testable import NavModel

/// A search stopped in a merge (`progress` returned false, or the state limit) while the next
/// batch was expanded alongside: the pieces of that batch not started yet are skipped (see
/// `StopSignal`), and what the search reports is what it reports stopped at the same point on
/// one worker.
@Suite struct ExplorerStopTests {
    /// How many pieces a parallelism was asked to run.
    final class PiecesRun: Sendable {
        let count = Atomic<Int>(0)
    }

    /// Levels of views, each reaching the next by a push, a sheet and a popover: thousands of
    /// states, so that a search spans many batches.
    private static func levels() -> AppModel {
        var app = AppModel()
        for level in 0..<6 {
            app.view("L\(level)", navigation: .stack)
        }
        for level in 0..<5 {
            let (name, next) = ("L\(level)", "L\(level + 1)")
            app.segue(.push, "push\(level)", on: name, to: next)
            app.segue(.sheet, "sheet\(level)", on: name, to: next, selection: "sheet")
            app.segue(.popover(.standard), "pop\(level)", on: name, to: next, selection: "pop")
            app.button("Push\(level)", on: name, [.route("push\(level)")])
            app.button("Sheet\(level)", on: name, [.route("sheet\(level)")])
            app.button("Pop\(level)", on: name, [.route("pop\(level)")])
        }
        return app
    }

    /// Two workers' worth of pieces, run one after another, the merge alongside first: a
    /// search that stops in the merge finds every piece of the next batch not started. Counts
    /// the pieces run.
    private static func overlapping(_ ran: PiecesRun) -> Parallelism {
        Parallelism(
            workers: 2, statesPerWorker: 16,
            forEach: { count, body in
                for index in 0..<count { body(index, 0) }
            },
            alongside: { count, body, alongside in
                alongside()
                for index in 0..<count {
                    ran.count.add(1, ordering: .relaxed)
                    body(index, 0)
                }
            })
    }

    /// A search of `levels()` on `parallelism`, up to 100,000 states, whose `progress` answers
    /// `answer(states found so far)`.
    private static func search(
        on parallelism: Parallelism, deadEnds: Bool = false, answer: (Int) -> Bool
    ) -> Exploration {
        let explorer = Explorer(
            from: makeSession(levels()), moves: .person, limits: Explorer.Limits(maxStates: 100_000),
            parallelism: parallelism)
        return explorer.run(
            analyses: Explorer.Analyses(deadEnds: deadEnds, coverage: false),
            progress: { answer($0.states) })
    }

    @Test(arguments: [1, 2, 5])
    func anInterruptedSearchReportsWhatOneWorkerDoes(progressCalls: Int) throws {
        let ran = PiecesRun()
        var results: [String] = []
        for parallelism in [Parallelism.serial, Self.overlapping(ran)] {
            var calls = 0
            let result = Self.search(on: parallelism, deadEnds: true) { _ in
                calls += 1
                return calls < progressCalls
            }
            #expect(result.end == Exploration.End.interrupted)
            results.append("\(result.stateCount) \(result.transitionCount) \(result.depth)")
        }
        #expect(results[0] == results[1])
        #expect(ran.count.load(ordering: .relaxed) > 0)
    }

    /// A search of `levels()` on `parallelism` whose `progress` always answers `goesOn`, and
    /// the states it had found at each question.
    private static func search(on parallelism: Parallelism, goesOn: Bool) -> (Exploration, asked: [Int]) {
        var asked: [Int] = []
        let result = search(on: parallelism) { states in
            asked.append(states)
            return goesOn
        }
        return (result, asked)
    }

    /// Ctrl-C reaches a search only through `progress`, so how soon it stops is how often
    /// `progress` is asked: once every `progressInterval` states expanded, on one worker or
    /// two, not once a batch (asked once a batch of 4,096 states, a search took seconds to
    /// stop). Counted rather than timed, so that a loaded machine cannot fail it.
    @Test func progressIsAskedOnceEveryIntervalOfStatesExpanded() throws {
        for parallelism in [Parallelism.serial, Self.overlapping(PiecesRun())] {
            let (result, asked) = Self.search(on: parallelism, goesOn: true)
            #expect(result.end == Exploration.End.complete)
            // Every state of a complete search is expanded once.
            #expect(result.stateCount > 4 * Explorer.progressInterval)
            #expect(asked.count == result.stateCount / Explorer.progressInterval)
            #expect(asked == asked.sorted())
        }
    }

    /// Told to stop at its first question, a search reports the states it had then: nothing
    /// is numbered after the answer, even with the next batch expanded alongside.
    @Test func aSearchStopsWhereItWasToldTo() throws {
        for parallelism in [Parallelism.serial, Self.overlapping(PiecesRun())] {
            let (result, asked) = Self.search(on: parallelism, goesOn: false)
            #expect(result.end == Exploration.End.interrupted)
            #expect(asked == [result.stateCount])
        }
    }

    @Test func aSearchAtItsStateLimitReportsWhatOneWorkerDoes() throws {
        let start = makeSession(Self.levels())
        var results: [String] = []
        for parallelism in [Parallelism.serial, Self.overlapping(PiecesRun())] {
            let explorer = Explorer(
                from: start, moves: .person, limits: Explorer.Limits(maxStates: 700), parallelism: parallelism
            )
            let result = explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: false))
            #expect(result.end == Exploration.End.stateLimit(700))
            results.append(
                "\(result.stateCount) \(result.transitionCount) \(result.depth) \(result.deadEnds.count)")
        }
        #expect(results[0] == results[1])
    }
}
