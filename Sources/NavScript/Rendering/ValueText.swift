import NavModel

/// How values, bindings and kinds are written: the way a script would write them back.
enum ValueText {
    /// `pushTest`, `nil`, `true`.
    static func value(_ value: StateValue) -> String {
        switch value {
        case .none: return "nil"
        case .tag(let tag): return tag
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// A literal as written.
    static func literal(_ literal: ValueLiteral) -> String {
        switch literal {
        case .none: return "nil"
        case .tag(let tag): return tag
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// A view as the path writes it: the name, or a text leaf quoted.
    static func view(_ id: ViewID, in app: AppModel) -> String {
        let view = app[id]
        return view.isText ? quoted(view.name) : view.name
    }

    /// `MixedSegueTest.route = pushTest`; a hidden control state reads as the control:
    /// `Detail's link "More" = true`.
    static func binding(_ binding: BindingChange, in app: AppModel) -> String {
        let owner = view(binding.view, in: app)
        if binding.state.hasPrefix("$") {
            let control = binding.state.dropFirst()
            let space = control.firstIndex(of: " ") ?? control.endIndex
            let kind = control[..<space]
            let label = control[space...].drop { $0 == " " }
            return "\(owner)'s \(kind) \(quoted(String(label))) = \(value(binding.value))"
        }
        return "\(owner).\(binding.state) = \(value(binding.value))"
    }

    /// A string in double quotes with the language's escapes (the lexer's inverse).
    static func quoted(_ text: String) -> String { StringLiteral.quoted(text) }

    /// `modal`, `sheet`, `popover`.
    static func screen(_ screen: ScreenKind) -> String { screen.rawValue }

    /// The modifier as declared, from the screen it shows where nothing adapts it (how an event
    /// records it): `fullScreenCover`, `sheet`, `popover`.
    static func modifier(declaredAs screen: ScreenKind) -> String {
        switch screen {
        case .modal: return "fullScreenCover"
        case .sheet: return "sheet"
        case .popover: return "popover"
        }
    }

    /// `compact` or `regular`.
    static func sizeClass(_ sizeClass: SizeClass) -> String { sizeClass.rawValue }
}
