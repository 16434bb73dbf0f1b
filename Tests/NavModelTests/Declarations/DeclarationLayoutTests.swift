import Testing

@testable import NavModel

/// A 10,000-view model keeps tens of thousands of triggers, controls and sites: their sizes
/// are part of what declaring it costs (every byte is a byte faulted in), so a field added or
/// reordered carelessly shows here first. A site keeps its line and column whole up to
/// `UInt32.max`, the most a source location holds, and saturates past it.
@Suite struct DeclarationLayoutTests {
    @Test func triggersControlsAndSitesStayCompact() {
        #expect(MemoryLayout<SourceSite?>.size == 24)
        #expect(MemoryLayout<Trigger>.stride <= 128)
        #expect(MemoryLayout<Control>.stride <= 56)
    }

    @Test(arguments: [0, 1, 80, Int(UInt32.max) - 1, Int(UInt32.max)])
    func aSiteKeepsItsLineAndColumn(value: Int) {
        var site = SourceSite(file: "a.nav", line: value, column: value)
        #expect(site.line == value && site.column == value)
        site.line = 7
        site.column = value
        #expect(site.line == 7 && site.column == value)
    }

    @Test(arguments: [Int(UInt32.max) + 1, Int.max])
    func aSitePastTheLimitSaturates(value: Int) {
        let site = SourceSite(file: "a.nav", line: value, column: value)
        #expect(site.line == Int(UInt32.max) && site.column == Int(UInt32.max))
    }

    /// A view's initial values are its states' in order, whatever their kinds; up to
    /// `sharedInitialValuesLimit` states, views whose states are of the same kinds share one
    /// array, and past it each view has its own.
    @Test(arguments: 1...5)
    func initialValuesFollowTheStatesAndAreSharedWhileFew(count: Int) throws {
        let limit = ViewDeclaration.sharedInitialValuesLimit
        for kinds in 0..<(1 << count) {
            var app = AppModel()
            let views = [app.declare("A"), app.declare("B")]
            let destination = app.reference("C")
            for view in views {
                for index in 0..<count {
                    if kinds & (1 << index) == 0 {
                        try app.addSegue(
                            on: view, kind: .sheet, tag: "t\(index)", destination: destination,
                            state: "s\(index)")
                    } else {
                        try app.addPopoverLink(on: view, label: "P\(index)", destination: destination)
                    }
                }
            }
            let first = app[views[0]], second = app[views[1]]
            #expect(first.initialValues == first.states.map(\.initialValue))
            #expect(first.initialValues.count == count)
            let shared = first.initialValues.withUnsafeBufferPointer { a in
                second.initialValues.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
            #expect(shared == (count <= limit), "kinds \(kinds)")
        }
    }

    /// A view with one to five triggers and states keeps each as declared, whether it fits the
    /// room reserved at the first or grows past it.
    @Test(arguments: 1...5)
    func aViewKeepsEveryTriggerAndStatePastItsFirstRoom(count: Int) throws {
        var app = AppModel()
        let view = app.declare("A")
        let destination = app.reference("B")
        for index in 0..<count {
            try app.addPopoverLink(on: view, label: "P\(index)", destination: destination)
        }
        #expect(app[view].triggers.map(\.state) == Array(0..<count))
        #expect(app[view].states.map(\.name) == (0..<count).map { "$popoverlink P\($0)" })
        #expect(app[view].initialValues == Array(repeating: .bool(false), count: count))
        for index in 0..<count {
            #expect(app[view].triggers(activatedBy: .bool(true), inState: index) == [index])
        }
    }
}
