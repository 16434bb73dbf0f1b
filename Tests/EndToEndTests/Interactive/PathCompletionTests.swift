import Testing

@testable import navsh

/// File names after `source` and `record`, from an injected directory listing.
@Suite struct PathCompletionTests {
    static let listing: [String: [Platform.DirectoryEntry]] = [
        "": [.init(name: "script.nav", isDirectory: false), .init(name: "scripts", isDirectory: true)],
        "dir/": [.init(name: ".hidden", isDirectory: false), .init(name: "my file.nav", isDirectory: false)],
        "/home/u/": [.init(name: "a.nav", isDirectory: false)],
    ]

    func complete(_ partial: String) -> [String] {
        PathCompletion.candidates(for: partial, home: "/home/u") { Self.listing[$0] }
    }

    @Test func filesAndDirectories() {
        #expect(complete("scr") == ["script.nav", "scripts/"])
    }

    @Test func namesThatNeedQuotesAreQuoted() {
        #expect(complete("dir/my") == ["\"dir/my file.nav\""])
    }

    @Test func hiddenFilesOnlyWhenAsked() {
        #expect(complete("dir/") == ["\"dir/my file.nav\""])
        #expect(complete("dir/.") == ["dir/.hidden"])
    }

    @Test func anOpenQuoteQuotesEverything() {
        #expect(complete("\"scr") == ["\"script.nav\"", "\"scripts/"])
    }

    @Test func tildeIsHome() {
        #expect(complete("~/a") == ["~/a.nav"])
    }

    @Test func anUnreadableDirectoryOffersNothing() {
        #expect(complete("nowhere/x").isEmpty)
    }
}
