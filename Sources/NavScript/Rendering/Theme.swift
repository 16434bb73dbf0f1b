/// How text is decorated: ANSI colour on a terminal that wants it, nothing elsewhere.
///
/// Renderers call these for every styled fragment, so the choice is made once, by whoever
/// builds the interpreter (the colour policy lives in the executable).
public struct Theme: Sendable {
    /// Whether to emit ANSI escapes.
    public let isColored: Bool

    /// No decoration: files, pipes, tests, `NO_COLOR`.
    public static let plain = Theme(isColored: false)
    /// ANSI colour.
    public static let ansi = Theme(isColored: true)

    /// Creates a theme.
    public init(isColored: Bool) { self.isColored = isColored }

    private func wrap(_ text: String, _ code: String) -> String {
        isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// A view name.
    public func view(_ text: String) -> String { wrap(text, "1") }
    /// A kind of segue or layer.
    public func kind(_ text: String) -> String { wrap(text, "36") }
    /// Secondary text: titles, bindings, rule ids.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// `error:`.
    public func error(_ text: String) -> String { wrap(text, "1;31") }
    /// `warning:`.
    public func warning(_ text: String) -> String { wrap(text, "1;33") }
    /// `note:` and ignored events.
    public func note(_ text: String) -> String { wrap(text, "1;34") }
    /// A successful check.
    public func success(_ text: String) -> String { wrap(text, "32") }
}
