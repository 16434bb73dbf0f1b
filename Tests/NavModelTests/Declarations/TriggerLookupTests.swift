import Testing

@testable import NavModel

/// The masks of states that reconciliation looks in (`pushStates`, `presentStates`) must find
/// exactly what walking every state finds: `activeTriggers(values)` in its order.
@Suite struct TriggerLookupTests {
    /// A view whose states mix pushes, presentations, links and popover links, some tags shared
    /// between states and between kinds, and more than 64 states, so that the walk past the
    /// masks' 64 bits is exercised too.
    private static func app(states: Int) throws -> (AppModel, ViewID) {
        var app = AppModel()
        let view = app.declare("V")
        app.setNavigation(NavigationContainer(), on: view)
        let target = app.declare("T")
        let undeclared = app.reference("U")
        for index in 0..<states {
            let state = "s\(index)"
            switch index % 5 {
            case 0:
                try app.addSegue(on: view, kind: .push, tag: "a", destination: target, state: state)
                try app.addSegue(on: view, kind: .sheet, tag: "b", destination: target, state: state)
            case 1:
                try app.addSegue(on: view, kind: .sheet, tag: "a", destination: target, state: state)
            case 2:
                try app.addSegue(on: view, kind: .push, tag: "b", destination: undeclared, state: state)
                try app.addSegue(on: view, kind: .push, tag: "c", destination: target, state: state)
            case 3:
                try app.addLink(on: view, label: "L\(index)", destination: target)
                try app.addPopoverLink(
                    on: view, label: "P\(index)", destination: target, activeState: "b\(index)")
            default:
                break  // a state no trigger reads
            }
        }
        return (app, view)
    }

    /// Random values for every state of `view`: nil, a tag or a Bool as the state's kind allows.
    private static func randomValues(
        _ app: AppModel, _ view: ViewID, _ generator: inout some RandomNumberGenerator
    )
        -> [StateValue]
    {
        app[view].states.map { slot in
            switch slot.kind {
            case .route:
                return [StateValue.none, .tag("a"), .tag("b"), .tag("c"), .tag("z")].randomElement(
                    using: &generator)!
            case .bool: return .bool(Bool.random(using: &generator))
            }
        }
    }

    @Test(arguments: [3, 20, 70, 140])
    func masksFindWhatEveryStateFinds(states: Int) throws {
        let (app, view) = try TriggerLookupTests.app(states: states)
        var generator = SplitMix64(seed: UInt64(states))
        for _ in 0..<300 {
            let values = TriggerLookupTests.randomValues(app, view, &generator)
            let active = app[view].activeTriggers(values)
            let expectedPush = active.first {
                app[view].triggers[$0].isPush && app[app[view].triggers[$0].destination].isDeclared
            }
            #expect(app.firstPush(of: view, values: values) == expectedPush)

            var presenting: [Int] = []
            try ViewDeclaration.forEachState(in: app[view].presentStates, below: values.count) { slot in
                for index in app[view].triggerCandidates(activatedBy: values[slot], inState: slot)
                where app[view].triggers[index].state == slot && !app[view].triggers[index].isPush {
                    presenting.append(index)
                }
            }
            #expect(presenting == active.filter { !app[view].triggers[$0].isPush })
        }
    }

    @Test func masksHoldTheStatesTriggersRead() throws {
        let (app, view) = try TriggerLookupTests.app(states: 10)
        for slot in 0..<app[view].states.count {
            let triggers = app[view].triggers.filter { $0.state == slot }
            #expect((app[view].pushStates >> UInt64(slot)) & 1 == (triggers.contains { $0.isPush } ? 1 : 0))
            #expect(
                (app[view].presentStates >> UInt64(slot)) & 1 == (triggers.contains { !$0.isPush } ? 1 : 0))
        }
    }
}

/// `ViewDeclaration.firstCandidate` finds what the first of the candidates returned
/// (`triggerCandidates`, `triggerIndices(tagged:)`) that matches finds, for views with a few
/// tags (searched one by one) and past `linearSearchLimit` (the dictionary), and for Bool states.
@Suite struct FirstCandidateTests {
    private static func app(tags: Int) throws -> (AppModel, ViewID) {
        var app = AppModel()
        let view = app.declare("V")
        app.setNavigation(NavigationContainer(), on: view)
        let target = app.declare("T")
        for index in 0..<tags {
            // Two states share every tag, and every third tag has a third state.
            try app.addSegue(on: view, kind: .push, tag: "t\(index)", destination: target, state: "r")
            try app.addSegue(on: view, kind: .sheet, tag: "t\(index)", destination: target, state: "q")
            if index % 3 == 0 {
                try app.addSegue(on: view, kind: .modal, tag: "t\(index)", destination: target, state: "p")
            }
        }
        try app.addPopoverLink(on: view, label: "P", destination: target, activeState: "b")
        try app.addPopoverLink(on: view, label: "Q", destination: target, activeState: "b")
        return (app, view)
    }

    @Test(arguments: [3, 8, 9, 20])
    func findsWhatTheListFinds(tags: Int) throws {
        let (app, view) = try FirstCandidateTests.app(tags: tags)
        let declaration = app[view]
        var values: [StateValue] = [.none, .bool(false), .bool(true)]
        values += (0...tags).map { StateValue.tag("t\($0)") }
        for value in values {
            for slot in 0..<declaration.states.count {
                let list = declaration.triggerCandidates(activatedBy: value, inState: slot)
                let predicates: [(Int) -> Bool] = [
                    { _ in true }, { _ in false }, { declaration.triggers[$0].state == slot },
                    { declaration.triggers[$0].isPush }, { !declaration.triggers[$0].isPush },
                ]
                for matches in predicates {
                    #expect(
                        declaration.firstCandidate(activatedBy: value, inState: slot, where: matches)
                            == list.first(where: matches))
                }
                var visited: [Int] = []
                let none = declaration.firstCandidate(activatedBy: value, inState: slot) {
                    visited.append($0)
                    return false
                }
                #expect(none == nil)
                #expect(visited == list)
            }
            if case .tag(let tag) = value {
                #expect(
                    declaration.firstCandidate(tagged: tag) { _ in true }
                        == declaration.triggerIndices(tagged: tag).first)
            }
        }
        #expect(declaration.indexes.tags == (tags > ViewDeclaration.linearSearchLimit))
    }
}
