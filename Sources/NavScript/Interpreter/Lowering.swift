import NavModel

/// Turns syntax into the model's terms: commands into actions, options into presentation
/// options, names into devices and versions. Checks what the parser leaves to the
/// interpreter (a device name, a version that shipped) and words its refusals.
enum Lowering {
    /// The model action a command stands for; nil for commands the interpreter handles itself.
    static func action(_ command: Command) throws(StatementFailure) -> Action? {
        try action(consuming: command)
    }

    /// `action(_:)`, the command consumed: its names are moved into the action, where reading
    /// them out of a borrowed command copied each located name whole through its type's
    /// metadata (`Located` is generic), eighty instructions a `route` or `tap`.
    ///
    /// Inlined into `Interpreter.run(_:at:)`, the rare arms that word a refusal kept apart
    /// (`device(_:)`, `version(_:)`): called, the command was passed and the action returned
    /// through memory, and the call's frame made and unmade, 25 instructions a command.
    @inline(__always)
    static func action(consuming command: consuming Command) throws(StatementFailure) -> Action? {
        switch consume command {
        case .route(let tag): return .route(tag.value)
        case .routeNil: return .routeNil
        case .set(let reference, let value):
            return .set(view: reference.view?.value, state: reference.state.value, value: literal(value))
        case .tap(let label): return .tap(label.value)
        case .tapOutside: return .tapOutside
        case .dismiss: return .dismiss
        case .back: return .back
        case .swipeBack: return .swipeBack
        case .swipeDown: return .swipeDown
        case .sizeClass(let axis, let sizeClass):
            return .sizeClass(self.axis(axis), self.sizeClass(sizeClass.value))
        case .device(let name):
            return .device(try device(name))
        case .ios(let version):
            return .ios(try self.version(version))
        case .open, .stack, .routes, .explain, .views, .expect, .undo, .reset, .source, .record, .history,
            .help,
            .quit, .check, .reach, .explore, .graph:
            return nil
        }
    }

    /// The device `name` names, or an error listing those there are.
    @inline(never)
    static func device(_ name: Located<String>) throws(StatementFailure) -> Device {
        guard let device = Device(rawValue: name.value) else {
            let names = Device.allCases.map(\.rawValue)
            throw .error(
                Diagnostic(
                    .error, at: name.range.start,
                    length: max(1, name.range.end.column - name.range.start.column),
                    message: "'\(name.value)' is not a device",
                    suggestion: EditDistance.closest(to: name.value, among: names),
                    notes: ["devices: " + names.joined(separator: ", ")]))
        }
        return device
    }

    /// Whether a command stands for a model action (`action(_:)` gives one or throws).
    static func isAction(_ command: borrowing Command) -> Bool {
        switch command {
        case .route, .routeNil, .set, .tap, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown, .sizeClass,
            .device, .ios:
            return true
        case .open, .stack, .routes, .explain, .views, .expect, .undo, .reset, .source, .record, .history,
            .help,
            .quit, .check, .reach, .explore, .graph:
            return false
        }
    }

    /// The ranges of a command's arguments, at most two, for the caret of a refusal: a plain
    /// value, read before the command is consumed, where an array cost an allocation.
    struct ArgumentRanges {
        var first: SourceRange?
        var second: SourceRange?

        /// At most one argument, at `first`.
        init(first: SourceRange?) {
            self.first = first
        }

        /// The ranges of `command`'s arguments.
        init(_ command: borrowing Command) {
            switch command {
            case .route(let tag): first = tag.range
            case .set(let reference, let value): (first, second) = (reference.range, value.range)
            case .tap(let label): first = label.range
            case .sizeClass(_, let sizeClass): first = sizeClass.range
            case .device(let name): first = name.range
            case .ios(let version): first = version.range
            case .routeNil, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown, .open, .stack, .routes,
                .explain,
                .views, .expect, .undo, .reset, .source, .record, .history, .help, .quit, .check, .reach,
                .explore,
                .graph:
                break
            }
        }

        /// The ranges, in order.
        var list: [SourceRange] { [first, second].compactMap { $0 } }
    }

    /// A shipped iOS version, or an error listing those that shipped.
    static func version(_ version: Located<VersionSyntax>) throws(StatementFailure) -> IOSVersion {
        if let shipped = IOSVersion(major: version.value.major, minor: version.value.minor ?? 0) {
            return shipped
        }
        let majors = IOSVersion.shippedMajors.map(String.init).joined(separator: ", ")
        throw .error(
            Diagnostic(
                .error, at: version.range.start,
                length: max(1, version.range.end.column - version.range.start.column),
                message: "iOS \(version.value.text) never shipped",
                notes: ["navsh knows iOS \(majors), with their minor releases (14.5, 16.4, …)"]))
    }

    /// A value as the model takes it.
    static func literal(_ value: ValueSyntax) -> ValueLiteral {
        switch value.kind {
        case .none: return .none
        case .bool(let flag): return .bool(flag)
        case .tag(let tag): return .tag(tag)
        }
    }

    /// A size-class axis.
    static func axis(_ axis: SizeClassAxisSyntax) -> SizeClassAxis {
        switch axis {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        }
    }

    /// A size class.
    static func sizeClass(_ sizeClass: SizeClassSyntax) -> SizeClass {
        switch sizeClass {
        case .compact: return .compact
        case .regular: return .regular
        }
    }

    /// A segue kind.
    static func segueKind(_ kind: SegueKindSyntax) -> SegueKind {
        switch kind {
        case .push: return .push
        case .modal: return .modal
        case .sheet: return .sheet
        case .popover(let anchor, let edge):
            return .popover(
                PopoverAttachment(
                    anchor: anchor?.value ?? PopoverAttachment.standard.anchor,
                    edge: edge?.value.rawValue ?? PopoverAttachment.standard.edge))
        }
    }

    /// Presentation options, the last of each kind winning.
    static func options(_ options: [Located<SegueOptionSyntax>]) -> PresentationOptions {
        var result = PresentationOptions.none
        for option in options {
            switch option.value {
            case .interactiveDismissDisabled(let disabled): result.interactiveDismissDisabled = disabled
            case .presentationCompactAdaptation(let adaptation):
                result.compactAdaptation = CompactAdaptation(Self.adaptation(adaptation.value))
            case .presentationCompactAdaptationPerAxis(let horizontal, let vertical):
                result.compactAdaptation = CompactAdaptation(
                    horizontal: Self.adaptation(horizontal.value), vertical: Self.adaptation(vertical.value))
            }
        }
        return result
    }

    /// A `PresentationAdaptation`.
    static func adaptation(_ adaptation: CompactAdaptationSyntax) -> PresentationAdaptation {
        switch adaptation {
        case .automatic: return .automatic
        case .none: return .none
        case .popover: return .popover
        case .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        }
    }

    /// A navigation style.
    static func style(_ style: NavigationStyleSyntax?) -> NavigationContainer.Style {
        switch style {
        case nil: return .automatic
        case .stack?: return .stack
        case .columns?: return .columns
        }
    }
}
