/// What the parser was looking for when it found something else; `SyntaxError+Message`
/// names each case in words.
public enum ExpectedSyntax: Hashable, Sendable {
    /// A command or declaration at the start of a statement.
    case statement
    /// A declaration inside a view's block (`navigation`, `segue`, `button`…).
    case viewMember
    /// A `TAG -> DEST` entry of a `segues` block.
    case segueEntry
    /// A view name (a Swift identifier).
    case viewName
    /// A view name or a quoted text leaf (`"A"`).
    case viewReference
    /// A quoted title.
    case title
    /// A quoted label, as a button, link or popover link shows it.
    case label
    /// A route tag.
    case tag
    /// A tag or `nil` after `route`.
    case tagOrNil
    /// A view name or `text "…"`.
    case destination
    /// A state name, optionally `VIEW.STATE`.
    case stateName
    /// A state value: a tag, `nil`, `true` or `false`.
    case value
    /// `push`, `modal`, `sheet` or `popover`.
    case segueKind
    /// A popover attachment anchor such as `rect(bounds)`.
    case popoverAnchor
    /// `top`, `bottom`, `leading` or `trailing`.
    case popoverEdge
    /// A segue option (`interactiveDismissDisabled`, `presentationCompactAdaptation(…)`).
    case segueOption
    /// The argument of `presentationCompactAdaptation`.
    case compactAdaptation
    /// `true` or `false`.
    case boolean
    /// `stack` or `columns`.
    case navigationStyle
    /// `compact` or `regular`.
    case sizeClass
    /// A device name such as `iphone-max-landscape`.
    case deviceName
    /// An iOS version, `MAJOR[.MINOR]`.
    case version
    /// A whole number.
    case number
    /// A file path, bare or quoted.
    case filePath
    /// A canonical stack path (`Root > push A`).
    case stackPath
    /// A path kind: `push`, `detail`, `modal`, `sheet`, `popover`.
    case pathKind
    /// What `expect` checks: `stack`, `top`, `depth`, `sizeclass`, `error`, `warning` or a state.
    case assertion
    /// A `--flag` the command accepts.
    case flag(command: String)
    /// `--format`'s argument: `dot`, `mermaid`, `svg` or `png`.
    case graphFormat
    /// A command name for `help`.
    case helpTopic
    /// A particular word, such as `back` or `down` after `swipe`.
    case word([String])
    /// A particular punctuation token, such as `->`, `(`, `)`, `,` or `{`.
    case token(TokenKind)
    /// A newline or `;` after a complete statement.
    case endOfStatement
}
