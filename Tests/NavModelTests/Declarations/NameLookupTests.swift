import Testing

@testable import NavModel

/// A view's states, tags and control labels are searched one by one up to
/// `ViewDeclaration.linearSearchLimit` and through dictionaries built when it is first passed:
/// both must answer what walking the declaration answers, on either side of the limit.
@Suite struct NameLookupTests {
    /// A view with `count` states, tags and controls (each repeated once, so that a lookup must
    /// return the first), and the app declaring it.
    private static func app(count: Int) throws -> (AppModel, ViewID) {
        var app = AppModel()
        let view = app.declare("V")
        let target = app.declare("T")
        for index in 0..<count {
            try app.addSegue(
                on: view, kind: .sheet, tag: "t\(index)", destination: target, state: "s\(index % 3)")
            try app.addSegue(on: view, kind: .push, tag: "t\(index)", destination: target, state: "r\(index)")
            try app.addLink(on: view, label: "L\(index)", destination: target)
            try app.addButton(on: view, label: "L\(index)", actions: [])
        }
        return (app, view)
    }

    @Test(arguments: [0, 1, 4, 7, 8, 9, 10, 30])
    func lookupsFindWhatWalkingFinds(count: Int) throws {
        let (app, view) = try NameLookupTests.app(count: count)
        let declaration = app[view]
        let limit = ViewDeclaration.linearSearchLimit
        #expect(declaration.indexes.tags == (count > limit))
        #expect(declaration.indexes.states == (declaration.states.count > limit))
        #expect(declaration.indexes.labels == (declaration.controls.count > limit))
        for index in 0..<(count + 2) {
            for name in ["s\(index)", "r\(index)", "$link L\(index)", "x"] {
                #expect(
                    declaration.stateIndex(named: name) == declaration.states.firstIndex { $0.name == name })
            }
            let tag = "t\(index)"
            let tagged = declaration.triggers.indices.filter {
                declaration.triggers[$0].activeValue == .tag(tag)
            }
            #expect(declaration.triggerIndices(tagged: tag) == tagged)
            let label = "L\(index)"
            #expect(
                declaration.controlIndex(labelled: label)
                    == declaration.controls.firstIndex { $0.label == label })
        }
        #expect(declaration.distinctLabels == (0..<count).map { "L\($0)" })
        #expect(Set(declaration.tags) == Set((0..<count).map { "t\($0)" }))
        #expect(declaration.fewTags == (count > limit ? [] : (0..<count).map { "t\($0)" }))
    }

    @Test func aStateKeepsItsKindPastTheLimit() throws {
        var app = AppModel()
        let view = app.declare("V")
        for index in 0..<12 {
            try app.addPopoverLink(on: view, label: "P", destination: view, activeState: "b\(index)")
        }
        for index in [0, 5, 11] {
            #expect(throws: NavError.self) {
                try app.addSegue(on: view, kind: .sheet, tag: "a", destination: view, state: "b\(index)")
            }
        }
        #expect(app[view].states.count == 12)
    }

    /// Each label once, in the order first declared, is kept apart from the controls only once
    /// a label repeats: before and after the first repeat, on either side of the limit.
    @Test(arguments: [0, 1, 2, 8, 9, 12])
    func distinctLabelsAreEachLabelOnceInOrder(firstRepeat: Int) throws {
        var app = AppModel()
        let view = app.declare("V")
        let target = app.declare("T")
        var labels: [String] = []
        for index in 0..<(firstRepeat + 4) {
            // Distinct up to `firstRepeat`, then every other label is the first one again.
            let label = index >= firstRepeat && index % 2 == 0 ? "L0" : "L\(index)"
            try app.addLink(on: view, label: label, destination: target)
            labels.append(label)
            var expected: [String] = []
            for label in labels where !expected.contains(label) { expected.append(label) }
            let declaration = app[view]
            var visited: [String] = []
            declaration.forEachDistinctLabel { visited.append($0) }
            #expect(declaration.distinctLabels == expected)
            #expect(declaration.distinctLabelCount == expected.count)
            #expect(visited == expected)
        }
    }

    /// A control's own state is named `$link LABEL` or `$popoverlink LABEL`, a name made when
    /// asked for, and found by that name; nothing else starting with `$` names a state.
    @Test(arguments: [1, 9])
    func aControlsOwnStateIsFoundByItsHiddenName(count: Int) throws {
        var app = AppModel()
        let view = app.declare("V")
        let target = app.declare("T")
        for index in 0..<count {
            try app.addLink(on: view, label: "L\(index)", destination: target)
            try app.addPopoverLink(on: view, label: "L\(index)", destination: target)
        }
        let declaration = app[view]
        #expect(
            declaration.states.count == 2 * count, "a link and a popover link of one label own a state each")
        for index in 0..<count {
            let link = try #require(declaration.stateIndex(named: "$link L\(index)"))
            let popoverLink = try #require(declaration.stateIndex(named: "$popoverlink L\(index)"))
            #expect(declaration.states[link].name == "$link L\(index)" && declaration.states[link].isHidden)
            #expect(
                declaration.states[link].owner == .link
                    && declaration.states[popoverLink].owner == .popoverLink)
            #expect(declaration.states[popoverLink].name == "$popoverlink L\(index)")
        }
        for name in ["L0", "$link", "$link ", "$linkL0", "$popoverlink", "$other L0", "$"] {
            #expect(declaration.stateIndex(named: name) == nil, "\(name)")
        }
    }

    @Test func referenceCreatesOnceAndFindsAfter() {
        var app = AppModel()
        let first = app.reference("A")
        let second = app.reference("B")
        #expect(app.reference("A") == first)
        #expect(app.declare("B") == second)
        #expect(app.views.count == 2)
        #expect(app.id(named: "A") == first)
        #expect(app[first].name == "A" && !app[first].isDeclared)
        #expect(app[second].isDeclared)
    }
}
