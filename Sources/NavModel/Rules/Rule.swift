/// A rule of semantics.md: the contract between navsh and SwiftUI.
public enum Rule: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// One state, one active segue; changing it tears down, then activates.
    case n1 = 1
    /// A push is inert outside a navigation container.
    case n2
    /// A presented layer has no container of its own.
    case n3
    /// Pushes stack on the nearest container; pops write `nil` back.
    case n4
    /// One presentation per layer: later requests are queued (14.5+) or dropped.
    case n5
    /// Stacked presentation modifiers: only the outermost works before 14.5.
    case n6
    /// Dismissing a layer tears down everything above it; staged before iOS 17.
    case n7
    /// Availability: `fullScreenCover` needs iOS 14; newer modifiers are ignored.
    case n8
    /// Popover and sheet adaptation to compact environments.
    case n9
    /// `PopoverLink`: sheet in compact width, popover in regular; swaps on change.
    case n10
    /// Dismissal gestures act on what is on screen.
    case n11
    /// `dismiss` pops or dismisses; ignored on the root.
    case n12
    /// One push or presentation per update with `NavigationView`.
    case n13
    /// Size classes of devices.
    case n14
    /// `NavigationView` columns in a regular width.
    case n15
    /// Popover content is horizontally compact.
    case n16

    /// How sure the team is of a rule.
    public enum Confidence: String, Hashable, Sendable {
        /// Documented by Apple or observed and reported.
        case documented
        /// The team's reading of indirect evidence; said so in `explain` and the man page.
        case inferred
        /// A boundary nobody has confirmed; said so as well.
        case unconfirmed
    }

    /// `N1` … `N16`.
    public var description: String { "N\(rawValue)" }

    /// Orders rules by id.
    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How sure the team is (semantics.md marks these in italics).
    public var confidence: Confidence {
        switch self {
        case .n5, .n6: return .unconfirmed
        case .n7, .n9, .n10: return .inferred
        case .n1, .n2, .n3, .n4, .n8, .n11, .n12, .n13, .n14, .n15, .n16: return .documented
        }
    }

    /// What in the rule is inferred or unconfirmed, when something is.
    public var caveat: String? {
        switch self {
        case .n5: return "the iOS 14.5 boundary between dropping and queueing is unconfirmed"
        case .n6:
            return "whether popovers and sheets on one view also interfere is unconfirmed; navsh treats them"
                + " as independent"
        case .n7: return "the one-per-update staging before iOS 17 is inferred from FlowStacks's workaround"
        case .n9:
            return "in-place adaptation of a presented popover is inferred from UIKit; so are a sheet that"
                + " presentationCompactAdaptation(popover) keeps a sheet in a compact height, and a sheet that"
                + " presentationCompactAdaptation(fullScreenCover) covers the screen in a compact width alone"
        case .n10: return "the swap on a size-class change is inferred from view identity"
        case .n1, .n2, .n3, .n4, .n8, .n11, .n12, .n13, .n14, .n15, .n16: return nil
        }
    }

    /// The rule in one sentence.
    public var summary: String {
        switch self {
        case .n1:
            return "A state holds one value, so at most one of its segues is active; setting another tag"
                + " tears the active one down, then activates the new one."
        case .n2: return "A push activates only inside a navigation container in the same layer."
        case .n3: return "A presented layer has no container of its own; it needs its own navigation."
        case .n4:
            return "Pushed views stack on the nearest container; a pop removes everything above and writes"
                + " nil back into the binding."
        case .n5:
            return "A layer presents one presentation at a time; a second request is queued (iOS 14.5+) or"
                + " dropped (earlier)."
        case .n6:
            return "Before iOS 14.5 only the outermost sheet/fullScreenCover modifier and the outermost"
                + " popover modifier of a view work."
        case .n7:
            return "Dismissing a layer tears down everything above it and discards their state; before"
                + " iOS 17 one presented layer closes per update."
        case .n8:
            return "fullScreenCover needs iOS 14; interactiveDismissDisabled needs 15 and"
                + " presentationCompactAdaptation 16.4, and are ignored before."
        case .n9:
            return "A popover over a compact environment shows as a sheet, a sheet over a vertically compact"
                + " one as a full-screen cover, unless presentationCompactAdaptation (iOS 16.4+) asks for"
                + " another appearance for the compact axis (the vertical one when both are)."
        case .n10: return "A PopoverLink presents a sheet in a compact width and a popover in a regular one."
        case .n11:
            return
                "Gestures act on what is on screen; a full-screen cover has none; interactiveDismissDisabled"
                + " blocks them."
        case .n12:
            return "dismiss pops a pushed view, else dismisses its presentation; on the root it does nothing."
        case .n13: return "With NavigationView one push or presentation happens per update."
        case .n14: return "Devices set the size classes."
        case .n15: return "NavigationView shows columns in a regular width and one stack in a compact one."
        case .n16: return "Content shown as a popover has a compact horizontal size class."
        }
    }

    /// Where the rule comes from.
    public var sources: String {
        switch self {
        case .n1: return "the recipe; Apple sheet(item:) docs"
        case .n2: return "Apple NavigationLink docs; FlowStacks RouteStyle.push; FlowStacks#34"
        case .n3: return "FlowStacks docs; FlowStacks#69"
        case .n4: return "NavigationLink(tag:selection:) docs; FlowStacks isActive setter"
        case .n5: return "UIKit warnings; bitchat#834; swift-navigation README; Transmission#69"
        case .n6: return "FB7367599; stinsen#17; FlowStacks#12, #13 (iOS 14.5 note 74246633)"
        case .n7: return "UIKit dismiss docs; FlowStacks calculateSteps; FlowStacks#44"
        case .n8: return "Apple availability annotations"
        case .n9:
            return "Apple UIModalPresentationStyle.popover, presentationCompactAdaptation(_:),"
                + " presentationCompactAdaptation(horizontal:vertical:) and PresentationAdaptation docs"
        case .n10: return "the PopoverLink article"
        case .n11: return "Apple docs; swift-navigation PR#238"
        case .n12: return "Apple DismissAction docs"
        case .n13: return "FlowStacks README; NavigationBackport README"
        case .n14: return "UIKit trait docs; firefox-ios#22196"
        case .n15: return "Apple NavigationView and DoubleColumnNavigationViewStyle docs"
        case .n16: return "duckduckgo/apple-browsers#6420; HIG"
        }
    }
}
