/// Something in a view body that shows another view while a state holds a given value:
/// a segue (`.segue`, one case of `.segues`), a `NavigationLink`, or a `PopoverLink`.
///
/// Every way of navigating is a trigger, so the hierarchy follows from the states by one rule:
/// a trigger is active while `values[state] == activeValue`.
public struct Trigger: Hashable, Sendable {
    /// What activating the trigger does.
    public enum Kind: Hashable, Sendable {
        /// Pushes onto the nearest navigation container (`NavigationLink`).
        case push
        /// Presents with a fixed modifier.
        case present(PresentationModifier)
        /// A `PopoverLink`: a sheet in a compact width, a popover in a regular one (rule N10).
        case popoverLink
    }

    /// Where it was declared, in the source language's terms.
    public enum Origin: Hashable, Sendable {
        /// `segue KIND TAG -> DEST`.
        case segue
        /// One entry of a `segues KIND { … }` group.
        case segues
        /// `link LABEL -> DEST`.
        case link(label: String)
        /// `popoverlink LABEL -> DEST [active STATE]`.
        case popoverLink(label: String)
    }

    // The stored fields are ordered to waste no padding (words first, then the two 17-byte
    // enums, then the 3-byte options): in declaration order a trigger took 144 bytes, now 128,
    // and a 10,000-view model keeps 20,000 of them.

    /// What it does.
    public var kind: Kind
    /// The view it shows.
    public var destination: ViewID
    /// The index of the state it reads, in the view's `states`.
    public var state: Int
    /// The modifier it belongs to, in declaration order; a `segues` group shares one. Rule N6
    /// compares these: the last declared is the outermost.
    public var modifier: Int
    /// Where it was declared.
    public var site: SourceSite?
    /// The value of that state that activates it.
    public var activeValue: StateValue
    /// How it was declared.
    public var origin: Origin
    /// Presentation options.
    public var options: PresentationOptions

    /// Creates a trigger.
    public init(
        kind: Kind, origin: Origin, destination: ViewID, state: Int, activeValue: StateValue,
        modifier: Int, options: PresentationOptions = .none, site: SourceSite? = nil
    ) {
        self.kind = kind
        self.origin = origin
        self.destination = destination
        self.state = state
        self.activeValue = activeValue
        self.modifier = modifier
        self.options = options
        self.site = site
    }

    /// The route tag, for segues.
    public var tag: String? {
        if case .tag(let tag) = activeValue { return tag }
        return nil
    }

    /// Whether it pushes.
    public var isPush: Bool {
        if case .push = kind { return true }
        return false
    }

    /// Whether it is a `PopoverLink`, whose modifier follows the width (rule N10).
    public var isPopoverLink: Bool {
        if case .popoverLink = kind { return true }
        return false
    }

    /// The value that turns it off: `nil` for a route, `false` for a Bool.
    public var inactiveValue: StateValue {
        switch activeValue {
        case .bool: return .bool(false)
        case .tag, .none: return .none
        }
    }
}
