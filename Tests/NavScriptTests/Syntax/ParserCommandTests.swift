import Testing

@testable import NavScript

@Suite struct ParserCommandTests {
    @Test(arguments: [
        ("route pushTest", "route pushTest"),
        ("route .pushTest", "route pushTest"),
        ("route nil", "route nil"),
        ("set route a", "set route tag(a)"),
        ("set Detail.showInfo true", "set Detail.showInfo true"),
        ("set showInfo false", "set showInfo false"),
        ("set route nil", "set route nil"),
        ("set route .a", "set route tag(a)"),
        ("tap \"Push\"", "tap 'Push'"),
        ("tap Push", "tap 'Push'"),
        ("tap outside", "tap outside"),
        ("tap \"outside\"", "tap 'outside'"),
        ("dismiss", "dismiss"),
        ("back", "back"),
        ("swipe back", "swipe back"),
        ("swipe down", "swipe down"),
        ("sizeclass compact", "sizeclass horizontal compact"),
        ("sizeclass vertical regular", "sizeclass vertical regular"),
        ("sizeclass horizontal regular", "sizeclass horizontal regular"),
        ("device iphone", "device iphone"),
        ("device iphone-max-landscape", "device iphone-max-landscape"),
        ("device ipad-slideover", "device ipad-slideover"),
        ("device \"iphone-landscape\"", "device iphone-landscape"),
        ("ios 14", "ios 14.-"),
        ("ios 14.5", "ios 14.5"),
        ("ios 16.4", "ios 16.4"),
        ("ios 26", "ios 26.-"),
        ("stack", "stack tree"),
        ("stack --path", "stack path"),
        ("stack --json", "stack json"),
        ("stack --dot", "stack dot"),
        ("routes", "routes"),
        ("explain", "explain"),
        ("views", "views"),
        ("undo", "undo"),
        ("reset", "reset"),
        ("source other.nav", "source other.nav"),
        ("source ../lib/app-1_b.nav", "source ../lib/app-1_b.nav"),
        ("source \"with space.nav\"", "source with space.nav"),
        ("record /tmp/session.nav", "record /tmp/session.nav"),
        ("history", "history"),
        ("help", "help"),
        ("help route", "help route"),
        ("quit", "quit"),
        ("exit", "quit"),
        ("check", "check"),
        ("reach PushWelcome", "reach PushWelcome"),
        ("reach PushWelcome --programmatic", "reach PushWelcome programmatic"),
        ("open Detail", "open Detail"),
        ("explore", "explore depth=- max=-"),
        ("explore --depth 3", "explore depth=3 max=-"),
        ("explore --max-states 500 --depth 4", "explore depth=4 max=500"),
        ("graph", "graph format=- output=-"),
        ("graph --format mermaid", "graph format=mermaid output=-"),
        ("graph --format svg --output out/app.svg", "graph format=svg output=out/app.svg"),
    ])
    func commands(source: String, sketch: String) {
        #expect(command(source).map(Sketch.of) == sketch)
    }

    @Test(arguments: [
        ("expect stack MixedSegueTest", "expect stack MixedSegueTest"),
        ("expect stack MixedSegueTest > push PushWelcome", "expect stack MixedSegueTest > push PushWelcome"),
        (
            "expect stack   A>sheet B  >  popover \"Leaf \\\"x\\\"\"",
            "expect stack A > sheet B > popover \"Leaf \\\"x\\\"\""
        ),
        ("expect stack R > detail D > modal M", "expect stack R > detail D > modal M"),
        ("expect top PushWelcome", "expect top PushWelcome"),
        ("expect top \"A\"", "expect top text 'A'"),
        ("expect depth 2", "expect depth 2"),
        ("expect route pushTest", "expect route tag(pushTest)"),
        ("expect Detail.showInfo true", "expect Detail.showInfo true"),
        ("expect route nil", "expect route nil"),
        ("expect sizeclass compact", "expect sizeclass horizontal compact"),
        ("expect sizeclass vertical regular", "expect sizeclass vertical regular"),
        ("expect error", "expect error"),
        ("expect error \"no segue\"", "expect error 'no segue'"),
        ("expect warning", "expect warning"),
        ("expect warning \"inert\"", "expect warning 'inert'"),
        ("expect View.stack a", "expect View.stack tag(a)"),
    ])
    func expectations(source: String, sketch: String) {
        #expect(command(source).map(Sketch.of) == sketch)
    }

    @Test func argumentsCarryTheirRanges() {
        guard case .set(let state, let value) = command("set Detail.showInfo  true") else { return }
        #expect(position(state.range.start) == [1, 5])
        #expect(position(state.range.end) == [1, 20])
        #expect(position(state.view?.range.start ?? state.range.end) == [1, 5])
        #expect(position(state.state.range.start) == [1, 12])
        #expect(position(value.range.start) == [1, 22])
        guard case .device(let name) = command("device iphone-max-landscape") else { return }
        #expect(position(name.range.start) == [1, 8])
        #expect(position(name.range.end) == [1, 28])
    }

    @Test func spacedDotIsNotAQualifier() {
        #expect(command("set route .a").map(Sketch.of) == "set route tag(a)")
        #expect(parse("set route . a").hasErrors)
    }

    @Test func separatorsAndBlankLines() {
        let parsed = statements("\n\nback;;dismiss ;\n\n  swipe down  \n")
        #expect(
            parsed.compactMap { if case .command(let c) = $0.kind { Sketch.of(c) } else { nil } } == [
                "back", "dismiss", "swipe down",
            ])
        #expect(parsed.map { position($0.range.start) } == [[3, 1], [3, 7], [5, 3]])
    }

    @Test func hugeNumbersAreRangeErrorsNotCrashes() {
        let version = parse("ios 99999999999999999999")
        #expect(version.errors.map(\.message) == ["number '99999999999999999999' is out of range"])
        let depth = parse("expect depth 99999999999999999999")
        #expect(depth.errors.count == 1)
        #expect(
            parse("ios 14.5.1").errors.map(\.message) == [
                "'14.5.1' is not an iOS version; write MAJOR or MAJOR.MINOR, like '16.4'"
            ])
    }

    @Test func versionParsingForTheCommandLine() {
        #expect(VersionSyntax.parse("16.4") == .success(VersionSyntax(major: 16, minor: 4, text: "16.4")))
        #expect(VersionSyntax.parse("14") == .success(VersionSyntax(major: 14, minor: nil, text: "14")))
        #expect(VersionSyntax.parse("x") == .failure(.malformed))
        #expect(VersionSyntax.parse("1.") == .failure(.malformed))
        #expect(VersionSyntax.parse("99999999999999999999") == .failure(.outOfRange))
    }
}
