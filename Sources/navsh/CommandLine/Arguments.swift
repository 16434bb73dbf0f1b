import NavModel
import NavScript

/// The command line, parsed by hand (no ArgumentParser here): options, then a mode.
struct Arguments: Equatable {
    /// What navsh was asked to do.
    enum Mode: Equatable {
        /// The shell, or standard input when it is not a terminal.
        case interactive
        /// Run a file (`-` is standard input).
        case file(String)
        /// Run `-c STATEMENTS`.
        case command(String)
        /// Run a file, then stay interactive.
        case fileThenInteractive(String)
        /// `navsh test [--update] PATH…`.
        case test(paths: [String], update: Bool)
        /// `navsh check FILE…`.
        case check([String])
        /// `--help`.
        case help
        /// `--version`.
        case version
    }

    var mode = Mode.interactive
    var quiet = false
    var json = false
    var color = ColorMode.auto
    var ios: IOSVersion?
    var device: Device?
    var sizeClass: SizeClass?
    var isPrivate = false
    var loadsExample = true

    /// A usage error: the message after `navsh: `.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Parses arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var index = 0
        var positional: [String] = []
        var update = false
        func value(_ option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else {
                throw UsageError(message: "option '\(option)' needs a value")
            }
            return arguments[index]
        }
        var optionsEnded = false
        // The first option given that `test` refuses, with its value as written, and the first
        // that `check` refuses: all either reports. Two optionals rather than a list of every
        // option: the runtime would build the metadata of an array of labelled tuples from its
        // mangled name the first time one grows, a fiftieth of a `-c` run.
        var refusedByTest: (name: String, value: String?)?
        var refusedByCheck: String?
        func given(_ name: String, _ value: String?) {
            if refusedByTest == nil, name != "--update" { refusedByTest = (name, value) }
            switch name {
            case "-c", "-i", "-P", "--private", "--no-example":
                if refusedByCheck == nil { refusedByCheck = name }
            default: break
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                if positional.count == 1, argument != "test", argument != "check" { optionsEnded = true }
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "-c", "-i", "-P", "--private", "--json", "--no-example", "--update":
                given(name, nil)
            case "--color", "--colour", "--ios", "--device", "--sizeclass":
                given(name, inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil))
            default: break
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help": result.mode = .help
            case "--version": result.mode = .version
            case "-q", "--quiet": result.quiet = true
            case "--json": result.json = true
            case "-P", "--private": result.isPrivate = true
            case "--no-example": result.loadsExample = false
            case "--update": update = true
            case "--color", "--colour":
                let text = try value(name, inline: inline)
                guard let choice = ColorMode(argument: text) else {
                    throw UsageError(message: "'\(text)' is not a colour choice; use auto, always or never")
                }
                result.color = choice
            case "--ios":
                let text = try value(name, inline: inline)
                guard let version = IOSVersion(text: text) else {
                    let shipped = IOSVersion.shippedMajors.map(String.init).joined(separator: ", ")
                    throw UsageError(
                        message: "'\(text)' is not an iOS version that shipped; use one of \(shipped)")
                }
                result.ios = version
            case "--device":
                let text = try value(name, inline: inline)
                guard let device = Device(rawValue: text) else {
                    let names = Device.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "'\(text)' is not a device; use one of \(names)")
                }
                result.device = device
            case "--sizeclass":
                let text = try value(name, inline: inline)
                guard let sizeClass = SizeClass(rawValue: text) else {
                    throw UsageError(message: "'\(text)' is not a size class; use compact or regular")
                }
                result.sizeClass = sizeClass
            case "-c":
                result.mode = .command(try value(name, inline: nil))
                optionsEnded = true
            case "-i":
                result.mode = .fileThenInteractive(try value(name, inline: nil))
                optionsEnded = true
            default:
                if !argument.hasPrefix("--"), argument.count > 2 {
                    // Grouped short flags: -qP.
                    for flag in argument.dropFirst() {
                        switch flag {
                        case "q": result.quiet = true
                        case "P":
                            result.isPrivate = true
                            given("-P", nil)
                        case "h": result.mode = .help
                        default: throw UsageError(message: "unknown option '-\(flag)' (see navsh --help)")
                        }
                    }
                } else {
                    throw UsageError(message: "unknown option '\(argument)' (see navsh --help)")
                }
            }
        }
        if result.mode == .help || result.mode == .version { return result }
        if let first = positional.first {
            switch first {
            case "test":
                if let refused = refusedByTest {
                    throw UsageError(message: notForTest(refused.name, value: refused.value))
                }
                let paths = Array(positional.dropFirst())
                guard !paths.isEmpty else {
                    throw UsageError(message: "'navsh test' needs a file or directory")
                }
                result.mode = .test(paths: paths, update: update)
            case "check":
                if let refused = refusedByCheck {
                    throw UsageError(message: notForCheck(refused))
                }
                let paths = Array(positional.dropFirst())
                guard !paths.isEmpty else { throw UsageError(message: "'navsh check' needs a file") }
                result.mode = .check(paths)
            default:
                guard case .interactive = result.mode else {
                    throw UsageError(message: "unexpected argument '\(first)'")
                }
                guard positional.count == 1 else {
                    throw UsageError(message: "unexpected argument '\(positional[1])': navsh runs one file")
                }
                result.mode = .file(first)
            }
        }
        if update {
            guard case .test = result.mode else {
                throw UsageError(
                    message: "'--update' goes with 'navsh test', as in 'navsh test --update PATH'")
            }
        }
        return result
    }

    /// Why an option given to `navsh test` is refused: each script sets its own environment.
    private static func notForTest(_ option: String, value: String?) -> String {
        let refused = "\(option) does not apply to 'test'"
        let start = "each script starts on iOS \(IOSVersion.latest), device \(Device.iphone.rawValue)"
        switch option {
        case "--ios", "--device", "--sizeclass":
            let statement = option.dropFirst(2) + (value.map { " " + $0 } ?? "")
            return "\(refused): \(start); write '\(statement)' in the script"
        case "--json": return "\(refused): it compares each statement's text output with its '#>' lines"
        case "--color", "--colour": return "\(refused): its output is never coloured"
        case "--no-example": return "\(refused): each script starts with an empty app"
        case "-P", "--private": return "\(refused): scripts never use the history"
        default: return "\(refused): it runs the scripts it is given"
        }
    }

    /// Why an option given to `navsh check` is refused.
    private static func notForCheck(_ option: String) -> String {
        let refused = "\(option) does not apply to 'check'"
        switch option {
        case "--no-example": return "\(refused): each file starts with an empty app"
        case "-P", "--private": return "\(refused): it never uses the history"
        default: return "\(refused): it checks the files it is given"
        }
    }

    /// The environment the session starts in.
    var platform: NavModel.Platform {
        var platform = NavModel.Platform(ios: ios ?? .latest, device: device ?? .iphone)
        if let sizeClass {
            platform.sizeClasses.horizontal = sizeClass
            platform.device = nil
        }
        return platform
    }

    /// The usage text of `--help`.
    static let usage = """
        usage: navsh [options]                  the shell, on the built-in example app
               navsh [options] FILE | -         run a .nav script (- is standard input)
               navsh [options] -c STATEMENTS    run statements
               navsh [options] -i FILE          run FILE, then stay in the shell
               navsh test [--update] PATH...    run self-checking scripts
               navsh check FILE...              lint the declared app

        options:
          -q, --quiet            print only errors and warnings after changes
              --json             one JSON object per command (navsh(5))
              --color=WHEN       auto, always or never (also spelt --colour)
              --ios VERSION      iOS 13 to 18 or 26, with a minor: 14.5, 16.4 (default 26)
              --device NAME      iphone, iphone-landscape, iphone-max-landscape, ipad, ipad-slideover
              --sizeclass C      the horizontal size class: compact or regular
          -P, --private          keep no history
              --no-example       start with an empty app
          -h, --help             this help
              --version          the version

        'test' takes only -q and --update: each script sets its own environment.
        'check' takes -q, --json, --color, --ios, --device and --sizeclass.

        Type 'help' in the shell for the commands; 'man navsh' for everything.
        """
}
