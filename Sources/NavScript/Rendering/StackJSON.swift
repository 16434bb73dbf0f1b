import NavModel

/// The `stack` and `events` members of navsh(5)'s JSON schema, version 1.
public enum StackJSON {
    /// The stack object: `path`, `depth`, `layers`.
    public static func stack(_ session: Session) -> JSONValue {
        let stack = session.stack
        let layers: [JSONValue] = stack.layers.map { layer in
            let views: [JSONValue] = layer.views.map { view in
                .object([
                    ("view", .string(view.isText ? ValueText.quoted(view.name) : view.name)),
                    ("title", view.title.map(JSONValue.string) ?? .null),
                    ("how", .string(view.placement.rawValue)),
                    ("states", .object(view.states.map { ($0.name, value($0.value)) })),
                ])
            }
            return .object([("kind", .string(layer.screen?.rawValue ?? "root")), ("views", .array(views))])
        }
        return .object([
            ("path", .string(StackText.path(session))), ("depth", .int(stack.depth)),
            ("layers", .array(layers)),
        ])
    }

    /// The events array.
    public static func events(_ events: [NavEvent], app: AppModel) -> JSONValue {
        .array(
            events.map { event in
                .object([
                    ("kind", .string(EventText.kind(event.kind))),
                    ("rule", event.rule.map { .string($0.description) } ?? .null),
                    (
                        "view",
                        EventText.subject(event.kind).map { .string(ValueText.view($0, in: app)) } ?? .null
                    ),
                    ("message", .string(EventText.line(event, app: app))),
                ])
            })
    }

    /// A state value: a tag string, a Bool, or null.
    static func value(_ value: StateValue) -> JSONValue {
        switch value {
        case .none: return .null
        case .tag(let tag): return .string(tag)
        case .bool(let flag): return .bool(flag)
        }
    }
}
