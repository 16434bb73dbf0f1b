/// The views that declare a tag, in the order they gained it: the first held inline, as
/// nearly every tag has one, so that indexing it allocates no one-element array.
struct TagDeclarers: Hashable, Sendable {
    /// The first view to declare the tag.
    var first: ViewID
    /// The others, in order.
    var more: [ViewID] = []

    /// Every view, in order.
    var views: [ViewID] { [first] + more }
}
