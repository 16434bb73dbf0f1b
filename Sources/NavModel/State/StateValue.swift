/// The value of one `@State` of a view instance: a route tag, `nil`, or a Bool.
public enum StateValue: Hashable, Sendable {
    /// `nil`: no route selected.
    case none
    /// A route enum case, by its tag.
    case tag(String)
    /// A Bool such as a `PopoverLink`'s `isActive`.
    case bool(Bool)
}
