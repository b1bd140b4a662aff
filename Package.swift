// swift-tools-version:6.1
import PackageDescription

/// Every serverless-style function: the directory under `Functions/`, the binary name the runner
/// spawns, and the shared modules it links. One list, so adding a function is one line here.
let functions: [(directory: String, target: String, dependencies: [Target.Dependency])] = [
    ("auth", "AuthFunction", ["FunctionRuntime", "Database", "Domain", "Tokens", "Providers"]),
    ("account", "AccountFunction", ["FunctionRuntime", "Database", "Domain"]),
    ("save-community-recipe", "SaveCommunityRecipeFunction", ["FunctionRuntime", "Database", "Domain"]),
    ("search", "SearchFunction", ["FunctionRuntime", "ChefStream"]),
    ("recipe", "RecipeFunction", ["FunctionRuntime", "ChefStream"]),
    ("extract", "ExtractFunction", ["FunctionRuntime", "ChefStream"]),
    (
        "get-or-transcribe", "GetOrTranscribeFunction",
        [
            "FunctionRuntime", "Database", "Domain", "Providers", "Transcription", "VideoImport",
            .product(name: "Crypto", package: "swift-crypto"),
        ]
    ),
    (
        "transcribe", "TranscribeFunction",
        [
            "FunctionRuntime", "Database", "Domain", "Providers", "Transcription", "VideoImport",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "MultipartKit", package: "multipart-kit"),
        ]
    ),
    (
        "generate-recipe", "GenerateRecipeFunction",
        [
            "FunctionRuntime", "Database", "Domain", "Kitchen", "Providers", "Extraction",
            .product(name: "Crypto", package: "swift-crypto"),
        ]
    ),
    ("generate-meal-plan", "GenerateMealPlanFunction", ["FunctionRuntime", "Database", "Domain", "Kitchen"]),
    ("generate-grocery-list", "GenerateGroceryListFunction", ["FunctionRuntime", "Database", "Domain", "Kitchen"]),
    ("saved-recipes", "SavedRecipesFunction", ["FunctionRuntime", "Database", "Domain", "Kitchen"]),
    ("sync", "SyncFunction", ["FunctionRuntime", "Database", "Domain", "Kitchen"]),
    ("app-data", "AppDataFunction", ["FunctionRuntime", "Database", "Domain", "Kitchen"]),
    ("library", "LibraryFunction", ["FunctionRuntime", "Database", "Library"]),
    (
        "library-recipe", "LibraryRecipeFunction",
        ["FunctionRuntime", "Database", "Domain", "Library", "VideoImport", "Transcription", "ChefStream", "Extraction", "Recipes"]
    ),
]

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

var targets: [Target] = [
    // MARK: Shared modules
    .systemLibrary(
        name: "CLibPQ",
        path: "Shared/CLibPQ",
        pkgConfig: "libpq",
        providers: [.apt(["libpq-dev"])]
    ),
    .target(
        name: "FunctionRuntime",
        dependencies: [.product(name: "Logging", package: "swift-log")],
        path: "Shared/FunctionRuntime",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Database",
        dependencies: ["CLibPQ", "FunctionRuntime"],
        path: "Shared/Database",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Domain",
        dependencies: ["FunctionRuntime"],
        path: "Shared/Domain",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Recipes",
        dependencies: ["FunctionRuntime"],
        path: "Shared/Recipes",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Extraction",
        dependencies: ["FunctionRuntime", "Recipes", "ProcessKit"],
        path: "Shared/Extraction",
        exclude: ["README.md"],
        // The ingredient tagger's weights (runner/tools/train_tagger.py writes them), compiled
        // into the binary so every function container has them without a resource bundle.
        resources: [.embedInCode("Resources/ingredient-tagger.crf")],
        swiftSettings: strictSettings
    ),
    .target(
        name: "Providers",
        dependencies: ["FunctionRuntime", "Recipes", "Extraction"],
        path: "Shared/Providers",
        swiftSettings: strictSettings
    ),
    .target(
        name: "ChefStream",
        dependencies: ["FunctionRuntime", "Database", "Domain", "Recipes", "Extraction", "Providers"],
        path: "Shared/ChefStream",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Transcription",
        dependencies: ["FunctionRuntime", "Providers", .product(name: "MultipartKit", package: "multipart-kit")],
        path: "Shared/Transcription",
        swiftSettings: strictSettings
    ),
    .target(
        name: "VideoImport",
        dependencies: [
            "FunctionRuntime", "Database", "Domain", "Transcription", "Providers", "ProcessKit",
            .product(name: "Crypto", package: "swift-crypto"),
        ],
        path: "Shared/VideoImport",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Kitchen",
        dependencies: ["FunctionRuntime", "Database", "Domain", "Extraction", "Providers"],
        path: "Shared/Kitchen",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Tokens",
        dependencies: [
            "FunctionRuntime", .product(name: "JWTKit", package: "jwt-kit"), .product(name: "Crypto", package: "swift-crypto"),
        ],
        path: "Shared/Tokens",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Library",
        dependencies: [
            "FunctionRuntime", "Database", "ProcessKit", .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Shared/Library",
        swiftSettings: strictSettings
    ),
    .target(name: "CProcessShims", path: "Shared/CProcessShims"),
    .target(
        name: "ProcessKit",
        dependencies: ["CProcessShims"],
        path: "Shared/ProcessKit",
        swiftSettings: strictSettings
    ),
    .target(
        name: "DatabaseAdmin",
        dependencies: ["Database", "ProcessKit", .product(name: "Logging", package: "swift-log")],
        path: "Shared/DatabaseAdmin",
        swiftSettings: strictSettings
    ),

    // MARK: Runner
    .target(
        name: "RunnerCore",
        dependencies: [
            "ProcessKit", "CProcessShims", "FunctionRuntime", "Database", "DatabaseAdmin", "Tokens", "Library",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "_NIOFileSystem", package: "swift-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "CoreMetrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ],
        path: "runner/Sources/RunnerCore",
        swiftSettings: strictSettings
    ),
    .executableTarget(
        name: "Runner",
        dependencies: ["RunnerCore", "FunctionRuntime", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "runner/Sources/Runner",
        swiftSettings: strictSettings
    ),

    .executableTarget(
        name: "Evaluate",
        dependencies: ["Extraction", "Recipes", "FunctionRuntime", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "runner/Sources/Evaluate",
        swiftSettings: strictSettings
    ),

    .executableTarget(
        name: "Bench",
        dependencies: [
            "RunnerCore", "DatabaseAdmin", "Database", "Extraction", "ChefStream", "Kitchen", "ProcessKit", "Tokens", "FunctionRuntime",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            // Measured against ProcessKit (`bench spawn`); the product's spawn path stays ProcessKit (see ProcessRunner).
            .product(name: "Subprocess", package: "swift-subprocess"),
            .product(name: "SystemPackage", package: "swift-system"),
        ],
        path: "runner/Sources/Bench",
        swiftSettings: strictSettings
    ),

    // MARK: Test support
    .executableTarget(
        name: "TestFunction",
        dependencies: ["FunctionRuntime"],
        path: "Tests/Support/TestFunction",
        swiftSettings: strictSettings
    ),
    .target(
        name: "TestSupport",
        dependencies: [
            "RunnerCore", "DatabaseAdmin", "Database", "Tokens", "FunctionRuntime", "ProcessKit", "Recipes", "Library",
            .product(name: "Hummingbird", package: "hummingbird"),
        ],
        path: "Tests/Support/TestSupport",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "HandlerTests",
        dependencies: [
            "FunctionRuntime", "Database", "Domain", "ChefStream", "VideoImport", "Transcription", "Kitchen", "Providers",
            "Extraction",
            "Recipes", "Tokens", .product(name: "Crypto", package: "swift-crypto"),
        ] + functions.map { .target(name: $0.target) },
        path: "Tests/HandlerTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "EvaluateTests",
        dependencies: ["Evaluate", "Extraction"],
        path: "Tests/EvaluateTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "SharedTests",
        dependencies: ["FunctionRuntime", "Domain", "Database", "DatabaseAdmin", "ProcessKit", "Tokens", "TestSupport"],
        path: "Tests/SharedTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "RunnerTests",
        dependencies: ["RunnerCore", "TestSupport", "TestFunction", "ProcessKit", "Database", "Tokens", "FunctionRuntime"],
        path: "Tests/RunnerTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ReliabilityTests",
        dependencies: ["RunnerCore", "TestSupport", "FunctionRuntime", "Database", "DatabaseAdmin", "ProcessKit", "Tokens", "VideoImport"],
        path: "Tests/ReliabilityTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "GoldenTests",
        dependencies: ["RunnerCore", "TestSupport", "Recipes", "FunctionRuntime", "Domain", "ChefStream", "Library"]
            + functions.map { .target(name: $0.target) },
        path: "Tests/GoldenTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "KitchenTests",
        dependencies: ["Kitchen", "Extraction", "Providers", "Database", "FunctionRuntime", "TestSupport", "Tokens"],
        path: "Tests/KitchenTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ExtractionTests",
        dependencies: ["Extraction", "Recipes", "FunctionRuntime"],
        path: "Tests/ExtractionTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ChefStreamTests",
        dependencies: ["ChefStream", "Providers", "Extraction", "Recipes", "Database", "FunctionRuntime", "TestSupport"],
        path: "Tests/ChefStreamTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "VideoImportTests",
        dependencies: ["VideoImport", "Transcription", "Domain", "Providers", "Database", "FunctionRuntime", "RunnerCore", "TestSupport"],
        path: "Tests/VideoImportTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "LibraryTests",
        dependencies: [
            "Library", "LibraryFunction", "TestSupport", "RunnerCore", "Database", "FunctionRuntime", "Tokens",
            .product(name: "Hummingbird", package: "hummingbird"),
        ],
        path: "Tests/LibraryTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "FunctionTests",
        dependencies: [
            "TestSupport", "Database", "FunctionRuntime", "Tokens", "Providers", .product(name: "JWTKit", package: "jwt-kit"),
            .product(name: "Crypto", package: "swift-crypto"), .product(name: "CryptoExtras", package: "swift-crypto"),
        ] + functions.map { .target(name: $0.target) },
        path: "Tests/FunctionTests",
        swiftSettings: strictSettings
    ),
]

targets += functions.map { function in
    .executableTarget(
        name: function.target,
        dependencies: function.dependencies,
        path: "Functions/\(function.directory)",
        swiftSettings: strictSettings
    )
}

let package = Package(
    name: "RecipeBackend",
    platforms: [.macOS(.v15)],
    products: functions.map { .executable(name: $0.directory, targets: [$0.target]) } + [
        .executable(name: "runner", targets: ["Runner"]),
        .executable(name: "test-function", targets: ["TestFunction"]),
        .executable(name: "evaluate", targets: ["Evaluate"]),
        .executable(name: "bench", targets: ["Bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
