import Testing

@testable import NavModel

/// The app's indexes answer as before they were made cheaper to fill: a tag's declarers in
/// the order they gained it (the first kept inline), the one-element trigger lists a view
/// shares, and the root.
@Suite struct AppModelIndexTests {
    @Test func aTagsDeclarersComeInTheOrderTheyGainedIt() throws {
        var app = AppModel()
        let (a, b, c) = (app.declare("A"), app.declare("B"), app.declare("C"))
        let d = app.reference("D")
        try app.addSegue(on: b, kind: .push, tag: "go", destination: d)
        try app.addSegue(on: a, kind: .push, tag: "go", destination: d)
        try app.addSegue(on: b, kind: .sheet, tag: "go", destination: d, state: "other")
        try app.addSegue(on: c, kind: .push, tag: "only", destination: d)
        #expect(app.views(declaringTag: "go") == [b, a])
        #expect(app.views(declaringTag: "only") == [c])
        #expect(app.views(declaringTag: "none") == [])
        #expect(app.allTags.sorted() == ["go", "only"])
    }

    /// Both sides of the shared lists' end: index 15 is shared, 16 made anew; both hold one.
    @Test(arguments: [0, 1, 15, 16, 100])
    func aOneElementListHoldsItsIndex(index: Int) {
        #expect(ViewDeclaration.list(of: index) == [index])
    }

    /// A view with more triggers than the shared lists hold, each tag and Bool state with one
    /// or two, finds each as it was declared.
    @Test func triggersPastTheSharedListsAreFound() throws {
        var app = AppModel()
        let view = app.declare("V")
        let leaf = app.reference("Leaf")
        for number in 0..<20 {
            try app.addSegue(on: view, kind: .push, tag: "t\(number)", destination: leaf)
            try app.addPopoverLink(on: view, label: "P\(number)", destination: leaf)
        }
        try app.addSegue(on: view, kind: .sheet, tag: "t3", destination: leaf, state: "second")
        try app.addPopoverLink(on: view, label: "P3", destination: leaf)
        let declaration = app[view]
        for number in 0..<20 {
            let tagged = declaration.triggerIndices(tagged: "t\(number)")
            #expect(tagged.first == 2 * number)
            #expect(tagged.count == (number == 3 ? 2 : 1))
        }
        let hidden = try #require(declaration.stateIndex(named: "$popoverlink P3"))
        #expect(declaration.triggers(activatedBy: .bool(true), inState: hidden) == [7, 41])
    }

    @Test func theRootIsTheFirstDeclaredUntilOneIsChosen() {
        var app = AppModel()
        #expect(app.root == nil)
        #expect(app.explicitRoot == nil)
        _ = app.reference("Later")
        let first = app.declare("First")
        _ = app.declare("Second")
        #expect(app.root == first)
        let chosen = app.declare("Chosen")
        app.setRoot(chosen)
        #expect(app.root == chosen)
        #expect(app.explicitRoot == chosen)
    }

    /// Index 0 is a view like any other (the indexes are stored with -1 for none).
    @Test func theViewAtIndexZeroCanBeTheRoot() {
        var app = AppModel()
        let zero = app.declare("Zero")
        #expect(zero.index == 0)
        #expect(app.root == zero)
        #expect(app.explicitRoot == nil)
        let other = app.declare("Other")
        app.setRoot(other)
        #expect(app.root == other)
        app.setRoot(zero)
        #expect(app.root == zero)
        #expect(app.explicitRoot == zero)
    }
}
