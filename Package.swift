// swift-tools-version:6.0
import PackageDescription

/// navsh: a scriptable shell that models SwiftUI navigation.
///
/// The layout follows `architecture.md`: a pure model, a language library, a thin libedit
/// binding and a thin executable. Data flows one way, from text to the model and back to text.
let package = Package(
    name: "navsh",
    products: [
        .executable(name: "navsh", targets: ["navsh"]),
        .library(name: "NavModel", targets: ["NavModel"]),
        .library(name: "NavScript", targets: ["NavScript"]),
    ],
    targets: [
        // Pure: declarations, state and the rules of semantics.md. No I/O, no Foundation.
        .target(name: "NavModel", dependencies: ["CPrefetch"]),
        // A cache prefetch hint (`__builtin_prefetch`), header-only, which Swift lacks: the
        // explorer issues the reads of its state table's slots ahead of their use with it
        // (see include/CPrefetch.h). No I/O: the model stays pure.
        .target(name: "CPrefetch"),
        // The .nav language: lexer, parser, diagnostics, interpreter, rendering. No Foundation.
        .target(name: "NavScript", dependencies: ["NavModel"]),
        // BSD libedit as installed by Debian's libedit-dev: <histedit.h> in the system include
        // path. The module links nothing, and names no pkg-config package, whose '-ledit'
        // SwiftPM would link: libedit is loaded when the interactive shell starts (below).
        .systemLibrary(name: "CLibEdit", providers: [.apt(["libedit-dev"])]),
        // Non-variadic wrappers around el_set, el_get and history, which Swift cannot call.
        // They compile against CLibEdit's <histedit.h> but load libedit.so.2 with dlopen when
        // the interactive shell starts: nothing links it, so the batch modes never load it
        // or the terminal libraries it needs.
        .target(name: "CLibEditShim", dependencies: ["CLibEdit"]),
        // glibc's allocator setting <malloc.h> declares, which Swift's Glibc module leaves out:
        // the executable grows the heap ahead of a large script's model (include/CHeap.h).
        .target(name: "CHeap"),
        // The executable: options, batch runner, the REPL, platform glue, exit codes.
        .executableTarget(name: "navsh", dependencies: ["NavScript", "CLibEditShim", "CHeap"]),
        // Scripts/bench's probe of Tab completion on large models; not a product, not installed.
        .executableTarget(name: "navsh-bench-completion", dependencies: ["NavScript"]),
        .testTarget(name: "NavModelTests", dependencies: ["NavModel"]),
        .testTarget(name: "NavScriptTests", dependencies: ["NavScript"]),
        .testTarget(
            name: "TranscriptTests",
            dependencies: ["NavScript"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["navsh"], exclude: ["pty"]),
    ]
)
