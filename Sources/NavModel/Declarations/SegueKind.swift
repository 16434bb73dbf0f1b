/// The kind of a `segue` or `segues` declaration: the recipe's `SegueType` plus `sheet`.
public enum SegueKind: Hashable, Sendable {
    /// `.push`: a `NavigationLink(tag:selection:)`.
    case push
    /// `.modal`: a `fullScreenCover`.
    case modal
    /// `.sheet`.
    case sheet
    /// `.popover(anchor, arrowEdge)`.
    case popover(PopoverAttachment)

    /// The trigger kind it declares.
    var triggerKind: Trigger.Kind {
        switch self {
        case .push: return .push
        case .modal: return .present(.fullScreenCover)
        case .sheet: return .present(.sheet)
        case .popover(let attachment): return .present(.popover(attachment))
        }
    }
}
