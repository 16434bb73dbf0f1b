/// The window's root hierarchy, or one presentation's content, with everything pushed in it.
public struct Layer: Hashable, Sendable {
    /// Where a presented layer comes from.
    public struct Origin: Hashable, Sendable {
        /// The presenting frame's index in the layer below.
        public var frame: Int
        /// The presenting trigger on that frame.
        public var trigger: Int
        /// The modifier in effect: for a `PopoverLink`, `.sheet` or `.popover` (rule N10).
        public var modifier: PresentationModifier
        /// How it appears on screen after adaptation (rules N9, N16).
        public var screen: ScreenKind
    }

    /// A presentation some frame of this layer asked for and is waiting for (rule N5).
    public struct Request: Hashable, Sendable {
        /// The asking frame's index in this layer.
        public var frame: Int
        /// Its trigger.
        public var trigger: Int
    }

    /// The frames, root first; pushes follow.
    public var frames: [Frame]
    /// For a presented layer, what presents it; nil for the window's root layer.
    public var origin: Origin?
    /// Requests waiting for the current presentation to end (iOS 14.5 and later).
    public var queue: [Request] = []
    /// Requests UIKit refused while another presentation was up (before iOS 14.5); their states
    /// stay set but they never present until the state is cleared and set again.
    public var dropped: [Request] = []
}

extension Layer {
    /// Creates a layer.
    ///
    /// In an extension, so that the memberwise initializer stays synthesized: delegating to
    /// it lets `present` move the new layer into the hierarchy, where an initializer assigning
    /// the fields itself made the compiler copy the layer and destroy the original.
    public init(frames: [Frame], origin: Origin? = nil) {
        self.init(frames: frames, origin: origin, queue: [], dropped: [])
    }
}
