import Foundation

/// The package root: this file is `Tests/EndToEndTests/Support/PackageRoot.swift`.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
