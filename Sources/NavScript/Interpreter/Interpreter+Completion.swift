import NavModel

/// What Tab offers at a cursor.
public struct Completion: Hashable, Sendable {
    /// Where the word being completed starts, in Unicode scalars.
    public var start: Int
    /// The words that fit, already quoted where the language needs it.
    public var candidates: [String]
    /// Whether the word is a file path, which the shell completes from the file system.
    public var wantsPath: Bool
    /// The path typed so far, when `wantsPath`.
    public var partial: String
}

extension Interpreter {
    /// The completions at `cursor` (in Unicode scalars) of `line`, from the live state: tags
    /// reachable from the stack after `route`, labels on the top view after `tap`, and so on.
    /// Costs the depth of the stack plus the top view's size, never the model's.
    public func completions(line: String, cursor: Int) -> Completion {
        let scalars = Array(line.unicodeScalars.prefix(cursor))
        // Split what is before the cursor into words; the last (possibly empty) is completed.
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var start = 0
        var inString = false
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\"" { inString.toggle() }
            if !inString && (scalar == " " || scalar == "\t" || scalar == ";" || scalar == "{") {
                if scalar == ";" || scalar == "{" {
                    words.removeAll()
                } else if !current.isEmpty {
                    words.append(String(current))
                }
                current = String.UnicodeScalarView()
                start = index + 1
            } else {
                current.append(scalar)
            }
        }
        let partial = String(current)
        func offer(_ candidates: [String]) -> Completion {
            // A quoted candidate also fits the same text typed without its opening quote.
            let fitting = candidates.filter { candidate in
                candidate.hasPrefix(partial)
                    || (candidate.hasPrefix("\"") && candidate.dropFirst().hasPrefix(partial))
            }
            var seen = Set<String>()
            return Completion(
                start: start, candidates: fitting.filter { seen.insert($0).inserted }, wantsPath: false,
                partial: partial)
        }
        guard let command = words.first else {
            return offer(
                CommandCatalog.names.filter {
                    $0 != "navigation" && $0 != "segue" && $0 != "segues" && $0 != "button" && $0 != "link"
                        && $0 != "popoverlink"
                })
        }
        let app = session.app
        let argument = words.count
        switch (command, argument) {
        case ("route", 1):
            return offer(session.isRunning ? session.reachableTags.map(\.tag) + ["nil"] : ["nil"])
        case ("set", 1), ("expect", 1):
            var names: [String] =
                command == "expect" ? ["stack", "top", "depth", "sizeclass", "error", "warning"] : []
            guard session.isRunning else { return offer(names) }
            for (view, state) in session.settableStates {
                names.append(state)
                names.append(app[view].name + "." + state)
            }
            return offer(names)
        case ("set", 2), ("expect", 2):
            guard session.isRunning else { return offer([]) }
            if command == "expect" {
                switch words[1] {
                case "top", "stack": return offer(session.path.map { ValueText.view($0.view, in: app) })
                case "sizeclass": return offer(["compact", "regular", "vertical"])
                default: break
                }
            }
            let parts = words[1].split(separator: ".").map(String.init)
            let named = parts.count == 2 ? parts[0] : nil
            let state = parts.last ?? ""
            guard
                let (position, slot) = try? session.resolveState(state, view: named, from: session.state.top)
            else {
                return offer([])
            }
            return offer(session.allowedValues(slot, of: session.state[position].view))
        case ("tap", 1):
            guard session.isRunning else { return offer([]) }
            return offer(session.labelsOnTop.map(ValueText.quoted) + ["outside"])
        case ("sizeclass", 1):
            return offer(["compact", "regular", "vertical"])
        case ("sizeclass", 2) where words[1] == "vertical":
            return offer(["compact", "regular"])
        case ("device", 1):
            return offer(Device.allCases.map(\.rawValue))
        case ("ios", 1):
            return offer(["13", "14", "14.5", "15", "16", "16.4", "17", "18", "26"])
        case ("swipe", 1):
            return offer(["back", "down"])
        case ("stack", 1):
            return offer(["--path", "--json", "--dot"])
        case ("help", 1):
            return offer(CommandCatalog.names)
        case ("root", 1), ("open", 1), ("reach", 1):
            return offer(app.declaredViewNames)
        case ("source", 1), ("record", 1):
            return Completion(start: start, candidates: [], wantsPath: true, partial: partial)
        default:
            return offer([])
        }
    }
}
