/// File name completion for `source` and `record`.
enum PathCompletion {
    /// The paths that complete `partial`: entries of its directory whose names start with
    /// its last component; directories end in `/`. Hidden files appear only when the
    /// component starts with `.`. A path that needs it is quoted (`"my file.nav"`), and
    /// so is every result when `partial` starts with `"`.
    ///
    /// - Parameter list: lists a directory (`""` is the current one), as
    ///   ``Platform/directoryEntries(_:)`` does; injected so this stays testable.
    static func candidates(
        for partial: String,
        home: String?,
        list: (String) -> [Platform.DirectoryEntry]?
    ) -> [String] {
        let quoted = partial.hasPrefix("\"")
        let path = quoted ? String(partial.dropFirst()) : partial
        let directoryPart: String
        let namePrefix: String
        if let slash = path.lastIndex(of: "/") {
            directoryPart = String(path[...slash])
            namePrefix = String(path[path.index(after: slash)...])
        } else {
            directoryPart = ""
            namePrefix = path
        }
        var directoryToList = directoryPart
        if let home, directoryPart.hasPrefix("~/") {
            directoryToList = home + "/" + directoryPart.dropFirst(2)
        }
        guard let entries = list(directoryToList) else { return [] }
        return
            entries
            .filter {
                $0.name.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.name.hasPrefix("."))
            }
            .map { directoryPart + $0.name + ($0.isDirectory ? "/" : "") }
            .sorted()
            .map { quoted || needsQuotes($0) ? quote($0) : $0 }
    }

    /// Whether a path must be written as a string: it has a space, quote, `#`, `;`,
    /// brace or backslash that would end or change a bare word.
    static func needsQuotes(_ path: String) -> Bool {
        path.contains { " \t\"#;{}\\".contains($0) }
    }

    /// `path` as a string literal of the language.
    static func quote(_ path: String) -> String {
        var result = "\""
        for character in path {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        // A directory stays open so the path can go on; a file is a finished string.
        return path.hasSuffix("/") ? result : result + "\""
    }
}
