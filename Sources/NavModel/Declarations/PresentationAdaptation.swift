/// SwiftUI's `PresentationAdaptation` (iOS 16.4+): how a presentation asks to appear when a
/// size class is compact, the argument of `presentationCompactAdaptation` (rule N9).
///
/// Apple documents each value as a preference: `none` is "Don't adapt for the size class, if
/// possible", the others "Prefer a … appearance when adapting for size classes".
public enum PresentationAdaptation: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: the default adaptation. A popover shows as a sheet, and a sheet over a
    /// vertically compact environment as a full-screen cover.
    case automatic
    /// `.none`: no adaptation; a popover stays a popover and a sheet a sheet.
    case none
    /// `.popover`: a popover stays a popover. A sheet has no anchor to show one from, so navsh
    /// keeps it a sheet (inferred).
    case popover
    /// `.sheet`: a sheet, also in a compact height where a sheet would otherwise cover the
    /// screen.
    case sheet
    /// `.fullScreenCover`: a full-screen cover. For a sheet in a compact width alone, where a
    /// sheet does not adapt by default, navsh applies it too (inferred: the single-argument
    /// form applies in "either a horizontally or vertically compact size class").
    case fullScreenCover
}

/// The adaptations a presentation asks for in compact size classes:
/// `presentationCompactAdaptation(_:)` asks one for both axes,
/// `presentationCompactAdaptation(horizontal:vertical:)` one per axis.
public struct CompactAdaptation: Hashable, Sendable {
    /// The adaptation in a horizontally compact size class.
    public var horizontal: PresentationAdaptation
    /// The adaptation in a vertically compact size class, and in one compact on both axes.
    public var vertical: PresentationAdaptation

    /// `presentationCompactAdaptation(adaptation)`: the same on both axes.
    public init(_ adaptation: PresentationAdaptation) {
        self.init(horizontal: adaptation, vertical: adaptation)
    }

    /// `presentationCompactAdaptation(horizontal:vertical:)`.
    public init(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Whether one adaptation stands for both axes, as the single-argument form writes it.
    public var isUniform: Bool { horizontal == vertical }

    /// The adaptation that applies in `classes`, or nil in a regular environment, where nothing
    /// adapts. "In a size class that is both horizontally and vertically compact, SwiftUI uses
    /// the `verticalAdaptation` value" (Apple's `presentationCompactAdaptation(horizontal:vertical:)`).
    public func adaptation(in classes: SizeClasses) -> PresentationAdaptation? {
        if classes.vertical == .compact { return vertical }
        if classes.horizontal == .compact { return horizontal }
        return nil
    }
}
