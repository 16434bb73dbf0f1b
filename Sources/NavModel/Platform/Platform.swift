/// The environment the app runs in: iOS version and size classes.
public struct Platform: Hashable, Sendable {
    /// The iOS version (default 26).
    public var ios: IOSVersion
    /// The window's size classes (default: an iPhone in portrait).
    public var sizeClasses: SizeClasses
    /// The device preset that set the size classes, or nil after a `sizeclass` change.
    public var device: Device?

    /// iOS 26 on an iPhone in portrait.
    public static let standard = Platform(ios: .latest, device: .iphone)

    /// Creates an environment from a device preset.
    public init(ios: IOSVersion, device: Device) {
        self.ios = ios
        self.sizeClasses = device.sizeClasses
        self.device = device
    }

    /// Creates an environment from explicit size classes.
    public init(ios: IOSVersion, sizeClasses: SizeClasses) {
        self.ios = ios
        self.sizeClasses = sizeClasses
        self.device = nil
    }
}
