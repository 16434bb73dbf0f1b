import NavModel

extension Parser {
    /// command = route | set | tap | dismiss | back | swipe | sizeclass | device | ios | open
    ///         | stack | routes | explain | views | check | reach | explore | graph | expect
    ///         | undo | reset | source | record | history | help | quit
    mutating func command() throws(SyntaxError) -> CommandSyntax {
        guard case .word(let word) = current.kind else { throw unexpected("a command") }
        let at = current.range.start
        _ = next()
        switch word {
        case "route":
            if current.word == "nil" {
                _ = next()
                return .action(.routeNil, arguments: [])
            }
            let tag = try name("a route tag or nil")
            return .action(.route(tag.value), arguments: [tag.range])
        case "set":
            let (view, state) = try stateReference()
            let value = try valueLiteral()
            return .action(
                .set(view: view?.value, state: state.value, value: value.value),
                arguments: [view.map { $0.range.joined(state.range) } ?? state.range, value.range])
        case "tap":
            if current.word == "outside" {
                _ = next()
                return .action(.tapOutside, arguments: [])
            }
            let label = try self.label()
            return .action(.tap(label.value), arguments: [label.range])
        case "dismiss": return .action(.dismiss, arguments: [])
        case "back": return .action(.back, arguments: [])
        case "swipe":
            let direction = try name("back or down")
            switch direction.value {
            case "back": return .action(.swipeBack, arguments: [])
            case "down": return .action(.swipeDown, arguments: [])
            default:
                throw .invalidValue(
                    direction.value, direction.range.start, what: "a swipe", allowed: ["back", "down"],
                    suggestion: EditDistance.closest(to: direction.value, in: ["back", "down"]))
            }
        case "sizeclass":
            let (axis, sizeClass) = try sizeClassArguments()
            return .action(.sizeClass(axis, sizeClass.value), arguments: [sizeClass.range])
        case "device":
            let device = try self.device()
            return .action(.device(device.value), arguments: [device.range])
        case "ios":
            let version = try iosVersion()
            return .action(.ios(version.value), arguments: [version.range])
        case "open": return .open(try name("a view name"))
        case "stack":
            guard let flag = current.word, flag.hasPrefix("--") else { return .stack(.tree) }
            let formats: [String: StackFormat] = ["--path": .path, "--json": .json, "--dot": .dot]
            guard let format = formats[flag] else {
                throw .invalidValue(
                    flag, current.range.start, what: "an option of stack",
                    allowed: ["--path", "--json", "--dot"],
                    suggestion: EditDistance.closest(to: flag, in: ["--path", "--json", "--dot"]))
            }
            _ = next()
            return .stack(format)
        case "routes": return .routes
        case "explain": return .explain
        case "views": return .views
        case "check": return .check
        case "reach":
            let view = try name("a view name")
            var programmatic = false
            if current.word == "--programmatic" {
                _ = next()
                programmatic = true
            }
            return .reach(view, programmatic: programmatic)
        case "explore":
            var depth: Int?
            var maxStates: Int?
            while let flag = current.word, flag.hasPrefix("--") {
                let flagAt = current.range.start
                _ = next()
                switch flag {
                case "--depth": depth = try number("a depth").value
                case "--max-states": maxStates = try number("a number of states").value
                default:
                    throw .invalidValue(
                        flag, flagAt, what: "an option of explore", allowed: ["--depth", "--max-states"],
                        suggestion: EditDistance.closest(to: flag, in: ["--depth", "--max-states"]))
                }
            }
            return .explore(depth: depth, maxStates: maxStates)
        case "graph":
            var format: Located<String>?
            var output: Located<String>?
            while let flag = current.word, flag.hasPrefix("--") {
                let flagAt = current.range.start
                _ = next()
                switch flag {
                case "--format": format = try path()
                case "--output": output = try path()
                default:
                    throw .invalidValue(
                        flag, flagAt, what: "an option of graph", allowed: ["--format", "--output"],
                        suggestion: EditDistance.closest(to: flag, in: ["--format", "--output"]))
                }
            }
            return .graph(format: format, output: output)
        case "expect": return .expect(try expectation())
        case "undo": return .undo
        case "reset": return .reset
        case "source": return .source(try path())
        case "record": return .record(try path())
        case "history": return .history
        case "help":
            if case .word(let topic) = current.kind { return .help(Located(topic, next().range)) }
            return .help(nil)
        case "quit", "exit": return .quit
        default:
            throw .unknownCommand(
                word, at, suggestion: EditDistance.closest(to: word, in: CommandCatalog.names))
        }
    }

    /// [VIEW "."] STATE
    private mutating func stateReference() throws(SyntaxError) -> (Located<String>?, Located<String>) {
        guard case .word(let word) = current.kind else { throw unexpected("a state name") }
        let range = current.range
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (parts.count == 1 || parts.count == 2), parts.allSatisfy(Parser.isIdentifier) else {
            throw unexpected("a state name or VIEW.STATE")
        }
        _ = next()
        guard parts.count == 2 else { return (nil, Located(word, range)) }
        var split = range.start
        split.column += parts[0].unicodeScalars.count + 1
        split.offset += parts[0].utf8.count + 1
        var viewEnd = range.start
        viewEnd.column += parts[0].unicodeScalars.count
        viewEnd.offset += parts[0].utf8.count
        return (
            Located(parts[0], SourceRange(range.start, viewEnd)),
            Located(parts[1], SourceRange(split, range.end))
        )
    }

    /// value = "nil" | "true" | "false" | TAG
    private mutating func valueLiteral() throws(SyntaxError) -> Located<ValueLiteral> {
        let word = try name("a value: a tag, nil, true or false")
        switch word.value {
        case "nil": return Located(.none, word.range)
        case "true": return Located(.bool(true), word.range)
        case "false": return Located(.bool(false), word.range)
        default: return Located(.tag(word.value), word.range)
        }
    }

    /// [ "vertical" | "horizontal" ] ( "compact" | "regular" )
    private mutating func sizeClassArguments() throws(SyntaxError) -> (SizeClassAxis, Located<SizeClass>) {
        var axis = SizeClassAxis.horizontal
        if let word = current.word, let parsed = SizeClassAxis(rawValue: word) {
            axis = parsed
            _ = next()
        }
        let word = try name("compact or regular")
        guard let sizeClass = SizeClass(rawValue: word.value) else {
            throw .invalidValue(
                word.value, word.range.start, what: "a size class", allowed: ["compact", "regular"],
                suggestion: EditDistance.closest(to: word.value, in: ["compact", "regular"]))
        }
        return (axis, Located(sizeClass, word.range))
    }

    /// DEVICE, one of `Device`'s names.
    private mutating func device() throws(SyntaxError) -> Located<Device> {
        let names = Device.allCases.map(\.rawValue)
        guard case .word(let word) = current.kind else {
            throw unexpected("a device (\(names.joined(separator: ", ")))")
        }
        let range = next().range
        guard let device = Device(rawValue: word) else {
            throw .invalidValue(
                word, range.start, what: "a device", allowed: names,
                suggestion: EditDistance.closest(to: word, in: names))
        }
        return Located(device, range)
    }

    /// MAJOR ["." MINOR], a version that shipped.
    private mutating func iosVersion() throws(SyntaxError) -> Located<IOSVersion> {
        guard case .word(let word) = current.kind else {
            throw unexpected("an iOS version such as 17 or 14.5")
        }
        let range = next().range
        if let version = Parser.version(word) { return Located(version, range) }
        throw .invalidValue(
            word, range.start, what: "an iOS version that shipped",
            allowed: IOSVersion.shippedMajors.map(String.init),
            suggestion: nil)
    }

    /// Parses `MAJOR[.MINOR]` into a shipped version, without overflowing on huge numbers.
    public static func version(_ word: String) -> IOSVersion? {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isDigitASCII) }),
            let major = Int(parts[0])
        else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) ?? -1 : 0
        return IOSVersion(major: major, minor: minor)
    }

    /// A non-negative decimal number up to 10^12.
    private mutating func number(_ what: String) throws(SyntaxError) -> Located<Int> {
        guard case .word(let word) = current.kind, !word.isEmpty, word.count <= 12,
            word.allSatisfy(\.isDigitASCII),
            let value = Int(word)
        else { throw unexpected(what) }
        return Located(value, next().range)
    }

    /// expectation = "stack" PATH | "top" VIEW | "depth" N | [VIEW "."] STATE VALUE
    ///             | "sizeclass" [AXIS] CLASS | "error" [STRING] | "warning" [STRING]
    private mutating func expectation() throws(SyntaxError) -> ExpectationSyntax {
        guard case .word(let word) = current.kind else { throw unexpected("what to expect") }
        switch word {
        case "stack":
            _ = next()
            let start = current.range.start
            var end = start
            while !current.isSeparator {
                if case .rightBrace = current.kind { break }
                end = next().range.end
            }
            guard end.offset > start.offset else {
                throw unexpected("a stack path such as Root > push Detail")
            }
            let text = source.text(SourceRange(start, end))
            return .stack(Located(Parser.normalizedPath(text), SourceRange(start, end)))
        case "top":
            _ = next()
            if case .string(let text) = current.kind {
                return .top(Located(ValueText.quoted(text), next().range))
            }
            return .top(try name("a view name"))
        case "depth":
            _ = next()
            return .depth(try number("a number of views"))
        case "sizeclass":
            _ = next()
            let (axis, sizeClass) = try sizeClassArguments()
            return .sizeClass(axis, sizeClass)
        case "error", "warning":
            _ = next()
            var text: String?
            if case .string(let quoted) = current.kind {
                text = quoted
                _ = next()
            }
            return word == "error" ? .error(text) : .warning(text)
        default:
            let (view, state) = try stateReference()
            let value = try valueLiteral()
            return .state(view: view, state: state, value: value)
        }
    }

    /// A path with its spaces normalised: one space around each `>`, none at the ends.
    static func normalizedPath(_ text: String) -> String {
        text.split(separator: ">", omittingEmptySubsequences: false)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
            .joined(separator: " > ")
    }
}

extension Character {
    /// Whether it is one of `0` … `9`.
    var isDigitASCII: Bool { isASCII && isNumber }
}
