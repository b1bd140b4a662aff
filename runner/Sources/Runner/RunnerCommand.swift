import ArgumentParser
import Foundation
import FunctionRuntime
import RunnerCore
import Tokens

@main
struct RunnerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runner",
        abstract: "Serves the recipe backend's functions over HTTP, one process per request.",
        subcommands: [Serve.self, Migrate.self, MintToken.self],
        defaultSubcommand: Serve.self)
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the HTTP runner (the default).")

    @Option(help: "Address to bind (env HOST, default 127.0.0.1).") var host: String?
    @Option(help: "Port to bind (env PORT, default 8080; 0 picks a free one).") var port: Int?
    @Option(help: "Route table (env RUNNER_ROUTES, default runner/routes.json).") var routes: String?
    @Option(help: "Folder holding the function binaries (env FUNCTIONS_DIR, default: next to this binary).") var functionsDir: String?
    @Option(help: "Folder for the embedded database and dev secret (env DATA_DIR, default ./.data).") var dataDir: String?
    @Option(help: "Comma-separated function names to serve (env RUNNER_FUNCTIONS; default all).") var only: String?
    @Option(help: "spawn (a process per request) or warm (long-lived workers) (env RUNNER_MODE, default spawn).") var mode: String?
    @Option(help: "none or pgbouncer: start PgBouncer in transaction mode for the functions (env DB_POOLER, default none).")
    var pooler: String?

    func run() async throws {
        let configuration = try RunnerConfiguration.fromEnvironment(
            host: host, port: port, routesPath: routes, functionsDirectory: functionsDir, dataDirectory: dataDir, only: only, mode: mode,
            pooler: pooler)
        Runner.bootstrapLogging(level: configuration.logLevel)
        try await Runner.run(configuration)
    }
}

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply pending migrations to DATABASE_URL (the owner role) and exit: the deployment's migration job.")

    @Flag(help: "Also apply supabase/seed.sql (development and staging data).") var seed = false

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["DATABASE_URL"], !url.isEmpty else { throw ValidationError("DATABASE_URL is required") }
        Runner.bootstrapLogging(level: environment["LOG_LEVEL"] ?? "info")
        let applied = try Runner.migrate(adminURL: url, supabaseDirectory: RunnerConfiguration.supabaseDirectory(), seed: seed)
        print(applied.isEmpty ? "database is up to date" : "applied: " + applied.joined(separator: ", "))
    }
}

struct MintToken: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mint-token",
        abstract: "Print a signed development token for any user, tier and role.")

    @Option(help: "User id (UUID). Default: the seeded test@example.com user.") var userId = "00000000-0000-4000-8000-000000000001"
    @Option(help: "Email claim.") var email = "test@example.com"
    @Option(help: "Tier claim: FREE, TESTFLIGHT, PRO or PREMIUM.") var tier = "FREE"
    @Option(help: "Role claim: authenticated or service_role.") var role = "authenticated"
    @Option(help: "Lifetime in seconds (default 30 days).") var ttl = Int(AccessTokens.lifetime)
    @Option(help: "Folder of the dev secret when JWT_SECRET is unset (env DATA_DIR, default ./.data).") var dataDir: String?

    func validate() throws {
        guard UUID(uuidString: userId) != nil else { throw ValidationError("--user-id must be a UUID") }
        guard Tier(rawValue: tier.uppercased()) != nil else { throw ValidationError("unknown --tier \(tier)") }
        guard [Identity.Role.authenticated, .serviceRole].contains(Identity.Role(rawValue: role)) else {
            throw ValidationError("--role must be authenticated or service_role")
        }
    }

    func run() async throws {
        let configuration = try RunnerConfiguration.fromEnvironment(dataDirectory: dataDir)
        let tokens = await AccessTokens(secret: try configuration.resolvedJWTSecret())
        let now = Date()
        let token = try await tokens.sign(
            AccessTokenClaims(
                userID: userId.lowercased(), email: email, tier: tier.uppercased(), role: role,
                issuedAt: now, expiresAt: now.addingTimeInterval(TimeInterval(ttl))))
        print(token)
    }
}
