import NavModel

extension IOSVersion {
    /// Parses `MAJOR[.MINOR]` as written on the command line (`--ios 14.5`): a version that
    /// shipped, or nil. Huge numbers are refused, not overflowed.
    public init?(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2,
            parts.allSatisfy({ part in
                !part.isEmpty && part.count <= 4 && part.allSatisfy { $0.isASCII && $0.isNumber }
            }),
            let major = Int(parts[0])
        else { return nil }
        self.init(major: major, minor: parts.count == 2 ? Int(parts[1]) ?? -1 : 0)
    }
}
