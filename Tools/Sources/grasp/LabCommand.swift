// Why this file exists: `grasp lab` is how a person starts the lab. It turns flags into a
// `LabConfiguration`, warns when the lab is opened to the network, and runs the server.

import ArgumentParser
import Foundation
import GraspLab
@_spi(GraspInternal) import GraspLabSession
import Logging

/// `grasp lab`: serves the page where a mouse, a trackpad or a phone drives the engine live.
struct LabCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "Serve the Grasp Lab page, where real fingers drive the engine.",
        discussion: """
            Open the printed address in a browser. To use a phone on the same network, pass \
            --host 0.0.0.0 and open http://<this machine's address>:<port> on the phone.

            The page runs the engine itself, compiled to WebAssembly (scripts/build-wasm builds it; \
            scripts/lab builds it and starts the lab). Where that file is missing, or the page is \
            opened with ?engine=server, the page runs its session on this server over a WebSocket.
            """)

    @Option(help: "The address to listen on. 127.0.0.1 keeps the lab on this machine; 0.0.0.0 opens it to the network.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port (0 picks a free one).")
    var port = 8080

    @Option(help: "The most sessions open at once.")
    var maxSessions = LabLimits().maxSessions

    @Option(help: "Seconds without a message before a session is closed.")
    var idleTimeout = LabLimits().idleTimeout

    @Option(help: "The log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(help: ArgumentHelp(
        "The engine compiled to WebAssembly, served to the page as /grasp.wasm (default: $GRASP_WASM, else \(LabConfiguration.defaultWasmPath)).",
        valueName: "path"))
    var wasm: String?

    /// The WebAssembly path: `--wasm`, else the environment's `GRASP_WASM`, else the default.
    var wasmPath: String {
        if let wasm { return wasm }
        if let path = ProcessInfo.processInfo.environment["GRASP_WASM"], !path.isEmpty { return path }
        return LabConfiguration.defaultWasmPath
    }

    @Flag(help: "Serve nothing: run one lab session on standard input and output. Each line in is a message, after the server time in milliseconds and a tab; each answer goes out on a line of its own. (scripts/wasm-differential compares this with the session in grasp.wasm.)")
    var stdio = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535; it is \(port)") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1; it is \(maxSessions)") }
        guard idleTimeout > 0, idleTimeout.isFinite else { throw ValidationError("--idle-timeout must be a positive number of seconds") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level \(logLevel) is not a level; use trace, debug, info, notice, warning, error or critical") }
        guard wasm?.isEmpty != true else { throw ValidationError("--wasm needs a path to grasp.wasm") }
    }

    func run() async throws {
        if stdio {
            runOnStandardInput()
            return
        }
        var limits = LabLimits()
        limits.maxSessions = maxSessions
        limits.idleTimeout = idleTimeout
        let configuration = LabConfiguration(host: host, port: port, limits: limits, wasmPath: wasmPath)
        var logger = Logger(label: "grasp.lab")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        if !configuration.isLoopbackOnly {
            logger.warning("the lab is listening on \(host): anyone on your network can open it and drive its sessions. Use it on a network you trust, and stop it when you are done.")
        }
        let server = LabServer(configuration: configuration, catalog: .standard, logger: logger)
        let shownHost = configuration.isLoopbackOnly ? host : "<this machine's address>"
        let engine = FileManager.default.fileExists(atPath: wasmPath)
            ? "the page runs the engine itself (\(wasmPath)); ?engine=server runs it here"
            : "no \(wasmPath) (scripts/build-wasm builds it): pages run their sessions here"
        let docs = FileManager.default.fileExists(atPath: configuration.docsPath + "/index.html")
            ? "/docs (\(configuration.docsPath))"
            : "/docs says how to build them (scripts/docs)"
        try await server.run { port in
            let line = "Grasp Lab is running at http://\(shownHost):\(port)/  (Ctrl-C to stop)\n  engine: \(engine)\n  documentation: \(docs)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }

    /// Runs one session (number 1, the standard catalog, the default limits) on standard input and output.
    private func runOnStandardInput() {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        var output = ""
        while let line = readLine(strippingNewline: true) {
            guard let tab = line.firstIndex(of: "\t"), let now = Double(line[..<tab]) else {
                FileHandle.standardError.write(Data("grasp lab --stdio: a line must be the time in milliseconds, a tab and a message\n".utf8))
                continue
            }
            for answer in session.receive(String(line[line.index(after: tab)...]), at: now / 1000) {
                output += answer
                output += "\n"
            }
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
