// The one file of the executable that imports Glibc: terminals, the environment, files
// and the process. Everything else calls these small functions, so the platform surface
// is visible in one place (swift-argument-parser's Platform.swift).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Operating-system calls used by the interactive shell.
enum Platform {
    /// One entry of a directory listing.
    struct DirectoryEntry: Equatable, Sendable {
        /// The entry's name, without its directory.
        var name: String
        /// Whether the entry is a directory (following symbolic links).
        var isDirectory: Bool
    }

    /// The value of the environment variable `name`, or nil when it is not set: for batch
    /// runs, which read only a few. Building the whole environment cost a tenth of their
    /// startup, and even a dictionary of the few made the runtime prove `String: Hashable`
    /// and build the dictionary's metadata on every run.
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The process environment as a dictionary, for the pure policies that take one.
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            cursor += 1
        }
        return result
    }

    /// The processors online, at least 1.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Whether standard input is a terminal.
    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Takes the locale from the environment (`LANG`, `LC_*`), so libedit decodes UTF-8.
    ///
    /// libedit works in wide characters and converts with `mbrtowc`, which reads the
    /// locale; the C default ("C", ASCII) would drop every non-ASCII key.
    static func adoptEnvironmentLocale() {
        _ = setlocale(LC_ALL, "")
    }

    /// Writes text to standard output through C's `stdout` (where `print` also goes, and
    /// the stream libedit draws on), then flushes, so the two never interleave out of order.
    static func writeStandardOutput(_ text: String) {
        print(text, terminator: "")
        // fflush(nil) flushes every stream; naming `stdout` is not concurrency-safe in Swift 6.
        _ = fflush(nil)
    }

    /// Writes text to standard error, unbuffered.
    static func writeStandardError(_ text: String) {
        _ = fflush(nil)
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Whether something exists at `path`.
    static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Creates `path` and any missing parents with the given permissions (`mkdir -p`).
    ///
    /// Returns true when the directory exists afterwards.
    @discardableResult
    static func makeDirectories(_ path: String, mode: UInt32) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, mode_t(mode)) != 0 && errno != EEXIST {
                return false
            }
            prefix += "/"
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Replaces the file at `path` so that a reader, or a crash, sees either the old
    /// content or the new, never a truncated file.
    ///
    /// `write` fills a temporary file next to `path`; it is then flushed, `fsync`ed and
    /// renamed over `path` (rename is atomic within a directory), and the directory is
    /// synced so the rename itself survives a power cut. Returns false, leaving `path`
    /// as it was, if any step fails.
    static func replaceFileAtomically(
        at path: String,
        permissions: UInt32,
        write: (UnsafeMutablePointer<FILE>) -> Bool
    ) -> Bool {
        var template = Array((path + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return false }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fchmod(descriptor, mode_t(permissions))
        guard let stream = fdopen(descriptor, "w") else {
            close(descriptor)
            unlink(temporary)
            return false
        }
        let written = write(stream)
        let flushed = fflush(stream) == 0 && fsync(fileno(stream)) == 0
        let closed = fclose(stream) == 0
        guard written, flushed, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        syncDirectory(containing: path)
        return true
    }

    /// `fsync`s the directory that holds `path`, making a rename in it durable.
    private static func syncDirectory(containing path: String) {
        let directory: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            directory = "."
        }
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The entries of a directory, without `.` and `..`, or nil if it cannot be read.
    static func directoryEntries(_ path: String) -> [DirectoryEntry]? {
        guard let directory = opendir(path.isEmpty ? "." : path) else { return nil }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let full = path.isEmpty ? name : (path.hasSuffix("/") ? path + name : path + "/" + name)
            var info = stat()
            let isDirectory = stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            entries.append(DirectoryEntry(name: name, isDirectory: isDirectory))
        }
        return entries
    }

    /// Sleeps for the given number of milliseconds (a signal may cut it short).
    static func sleep(milliseconds: Int) {
        _ = usleep(useconds_t(max(0, milliseconds) * 1000))
    }

    /// Ends the process with `status`, flushing C's output streams first.
    static func exit(_ status: Int32) -> Never {
        _ = fflush(nil)
        Glibc.exit(status)
    }
}
