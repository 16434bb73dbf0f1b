import Testing

@testable import NavScript

/// `nil`, `true` and `false` are the values a state holds, so no view, state or tag may be named
/// one of them (`route nil` clears, so a tag `nil` could never be routed to): each is a syntax
/// error at the word, naming what it cannot be.
@Suite struct ReservedNameTests {
    @Test(arguments: [
        ("view A { segue push nil -> B }", 21, "'nil' cannot be a tag"),
        ("view A { segue push .true -> B }", 22, "'true' cannot be a tag"),
        ("view A { segues sheet { a -> B; false -> C } }", 33, "'false' cannot be a tag"),
        ("view nil", 6, "'nil' cannot be a view name"),
        ("view A { segue push a -> true }", 26, "'true' cannot be a view name"),
        ("view A { link \"L\" -> false }", 22, "'false' cannot be a view name"),
        ("view A { segue sheet a -> B selection nil }", 39, "'nil' cannot be a state name"),
        ("view A { popoverlink \"P\" -> B active true }", 38, "'true' cannot be a state name"),
        ("root false", 6, "'false' cannot be a view name"),
        ("route true", 7, "'true' cannot be a tag"),
        ("set nil a", 5, "'nil' cannot be a state name"),
        ("set A.false a", 7, "'false' cannot be a state name"),
        ("set route .nil", 12, "'nil' cannot be a tag"),
        ("open nil", 6, "'nil' cannot be a view name"),
        ("reach true", 7, "'true' cannot be a view name"),
        ("expect top nil", 12, "'nil' cannot be a view name"),
        ("expect stack A > push false", 23, "'false' cannot be a view name"),
    ])
    func aValueCannotBeAName(text: String, column: Int, message: String) throws {
        let errors = parse(text).errors
        try #require(errors.count == 1, "\(errors.map(\.message))")
        #expect(errors[0].range.start.line == 1)
        #expect(errors[0].range.start.column == column)
        #expect(
            errors[0].range.end.column - errors[0].range.start.column
                == message.split(separator: "'")[0].count)
        #expect(errors[0].message.hasPrefix(message), "\(errors[0].message)")
        #expect(
            errors[0].message.hasSuffix(
                "nil, true and false are the values a state holds; choose another name"))
    }

    /// As values they stay what they were.
    @Test func theyAreStillValues() {
        #expect(parse("route nil; set showInfo true; set A.route nil; expect showInfo false").errors.isEmpty)
        #expect(parse("view A { button \"B\" { route nil; set flag false } }").errors.isEmpty)
    }
}
