/// The language's explicit limits: reported as errors when hit, documented in navsh(1).
public enum Limits {
    /// The longest line, in bytes.
    public static let lineLength = 1 << 20
    /// The deepest `{ … }` nesting.
    public static let blockNesting = 256
    /// The deepest chain of `source` includes.
    public static let includeDepth = 64
}
