import Foundation
import Testing

/// navsh(5)'s JSON schema, version 1: one test per key, on real output.
@Suite struct JSONOutputTests {
    /// The objects printed for a script, one per line.
    func objects(_ script: String) throws -> [[String: Any]] {
        let result = try runNavsh(["--json", "-c", script])
        return try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func command() throws {
        let object = try #require(try objects("route pushTest").first)
        #expect(object["command"] as? String == "route pushTest")
    }

    @Test func eventKeys() throws {
        let object = try #require(try objects("route pushTest").first)
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.count == 1)
        #expect(events[0]["kind"] as? String == "pushed")
        #expect(events[0]["rule"] as? String == "N4")
        #expect(events[0]["view"] as? String == "PushWelcome")
        #expect((events[0]["message"] as? String)?.hasPrefix("pushed PushWelcome") == true)
    }

    @Test func stackKeys() throws {
        let object = try #require(try objects("route pushTest").first)
        let stack = try #require(object["stack"] as? [String: Any])
        #expect(stack["path"] as? String == "MixedSegueTest > push PushWelcome")
        #expect(stack["depth"] as? Int == 2)
        let layers = try #require(stack["layers"] as? [[String: Any]])
        #expect(layers.count == 1)
        #expect(layers[0]["kind"] as? String == "root")
        let views = try #require(layers[0]["views"] as? [[String: Any]])
        #expect(views.map { $0["view"] as? String } == ["MixedSegueTest", "PushWelcome"])
        #expect(views.map { $0["title"] as? String } == ["SwiftUI Segues", "Welcome to Push"])
        #expect(views.map { $0["how"] as? String } == ["root", "push"])
        let states = try #require(views[0]["states"] as? [String: Any])
        #expect(states["route"] as? String == "pushTest")
    }

    @Test func presentedLayerKindAndNullValues() throws {
        let object = try #require(try objects("route modalTest").first)
        let stack = try #require(object["stack"] as? [String: Any])
        let layers = try #require(stack["layers"] as? [[String: Any]])
        #expect(layers.map { $0["kind"] as? String } == ["root", "modal"])
        let modal = try #require((layers[1]["views"] as? [[String: Any]])?.first)
        #expect(modal["title"] is NSNull)
        #expect(modal["how"] as? String == "root")
    }

    @Test func outputCarriesListings() throws {
        let object = try #require(try objects("stack --path").first)
        #expect(object["output"] as? String == "MixedSegueTest")
        let change = try #require(try objects("route pushTest").first)
        #expect(change["output"] is NSNull)
    }

    @Test func errorIsNullOnSuccess() throws {
        let object = try #require(try objects("route pushTest").first)
        #expect(object["error"] is NSNull)
    }
}

extension JSONOutputTests {
    @Test func errorKeys() throws {
        let result = try runNavsh(["--json", "-c", "stack --path\nroute nowhere"])
        #expect(result.status == 1)
        let last = try #require(result.output.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["message"] as? String == "no segue is tagged 'nowhere'")
        #expect(error["line"] as? Int == 2)
        #expect(error["column"] as? Int == 7)
        #expect((object["stack"] as? [String: Any])?["path"] as? String == "MixedSegueTest")
    }
}
