import Testing

@testable import navsh

/// $NAVSH_HISTORY, then $XDG_STATE_HOME/navsh/history, then ~/.local/state/navsh/history.
@Suite struct HistoryLocationTests {
    @Test(arguments: [
        (["NAVSH_HISTORY": "/h/file", "XDG_STATE_HOME": "/x", "HOME": "/home/u"], "/h/file", "/h"),
        (["XDG_STATE_HOME": "/x", "HOME": "/home/u"], "/x/navsh/history", "/x/navsh"),
        (["XDG_STATE_HOME": "/x/", "HOME": "/home/u"], "/x/navsh/history", "/x/navsh"),
        (
            ["XDG_STATE_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/state/navsh/history",
            "/home/u/.local/state/navsh"
        ),
        (
            ["NAVSH_HISTORY": "", "XDG_STATE_HOME": "", "HOME": "/home/u"],
            "/home/u/.local/state/navsh/history", "/home/u/.local/state/navsh"
        ),
        (["NAVSH_HISTORY": "here"], "here", "."),
    ])
    func resolves(_ environment: [String: String], file: String, directory: String) {
        #expect(HistoryLocation.resolve(environment: environment) == HistoryLocation(file: file))
        #expect(HistoryLocation(file: file).directory == directory)
    }

    @Test func noHomeMeansNoHistory() {
        #expect(HistoryLocation.resolve(environment: [:]) == nil)
        #expect(HistoryLocation.resolve(environment: ["HOME": ""]) == nil)
    }
}
