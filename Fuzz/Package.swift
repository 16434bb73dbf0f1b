// swift-tools-version:6.0
import PackageDescription

/// navsh's libFuzzer harness, a package of its own so that `swift build` and `swift test` of
/// the main package never build it, never need `-sanitize=fuzzer` and never link libFuzzer.
///
/// It depends on the main package by path and fuzzes NavScript's whole pipeline: bytes →
/// lexer → parser → interpreter → model → rendering. `Scripts/fuzz` builds it with
/// `-sanitize=fuzzer,address` and runs it on a corpus seeded with every `.nav` in the repo.
let package = Package(
    name: "NavFuzz",
    dependencies: [.package(name: "navsh", path: "..")],
    targets: [
        .executableTarget(
            name: "NavFuzz",
            dependencies: [.product(name: "NavScript", package: "navsh")]
        )
    ]
)
