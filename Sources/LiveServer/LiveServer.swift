// The only file that uses the HTTP server library (FlyingFox). Compiled to a stub without the
// LiveServer package trait, so the default build neither builds the library nor links
// Foundation, which it needs (README, "Live preview in a browser").
#if LiveServer
  internal import FlyingFox
  internal import FlyingSocks
  internal import Foundation
  import Synchronization
#endif

/// Why the live preview's server could not start.
public struct LiveServerError: Error, Sendable {
  /// What went wrong, for the user.
  public var message: String
}

/// The live preview's web server (`stackup watch FILE --serve`): on 127.0.0.1 only, `GET /`
/// answers the page and `GET /live` upgrades to a WebSocket on which every connected browser
/// is sent each message `publish` is given, starting with the latest one when it connects.
///
/// A browser that goes away is dropped from the list when its socket closes; nothing a client
/// does stops the server. The server runs on Swift concurrency's threads, so the caller's
/// thread (the watch loop, which blocks between polls) is free.
public final class LiveServer: Sendable {
  /// Whether this build can serve (it was built with the LiveServer trait).
  public static var isAvailable: Bool {
    #if LiveServer
      true
    #else
      false
    #endif
  }

  /// The port the server listens on (the one asked for, or the one the system chose for 0).
  public let port: UInt16

  #if LiveServer
    private let hub: Hub
    private let server: HTTPServer

    private init(port: UInt16, hub: Hub, server: HTTPServer) {
      self.port = port
      self.hub = hub
      self.server = server
    }
  #else
    private init(port: UInt16) { self.port = port }
  #endif

  /// Starts serving `page` on 127.0.0.1:`port` (0: any free port) and returns once the
  /// server listens, or throws why it cannot (the port is taken, the trait is missing).
  /// `wait` is called between checks (the caller's sleep; this module makes no system calls).
  public static func start(port: UInt16, page: String, wait: () -> Void) throws(LiveServerError)
    -> LiveServer
  {
    #if LiveServer
      let hub = Hub()
      let address: sockaddr_in
      do {
        address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
      } catch {
        throw LiveServerError(message: "cannot listen on 127.0.0.1:\(port): \(error)")
      }
      let server = HTTPServer(address: address, timeout: 3600, logger: .disabled)
      let outcome = StartOutcome()
      let pageData = Data(page.utf8)
      // Serving, and waiting for the socket to listen, race: whichever settles the outcome
      // first wins, so a port already taken fails at once rather than at the wait's timeout.
      Task {
        await server.appendRoute("GET /") { _ in
          HTTPResponse(
            statusCode: .ok,
            headers: [
              .contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store",
            ],
            body: pageData)
        }
        await server.appendRoute("GET /live", to: .webSocket(hub))
        do {
          try await server.run()
        } catch {
          outcome.state.withLock {
            if case .none = $0 {
              $0 = .failure(
                LiveServerError(message: "cannot listen on 127.0.0.1:\(port): \(error)"))
            }
          }
        }
      }
      Task {
        do {
          try await server.waitUntilListening(timeout: 10)
          var bound = port
          if case .ip4(_, let chosen)? = await server.listeningAddress { bound = chosen }
          outcome.state.withLock { if case .none = $0 { $0 = .success(bound) } }
        } catch {
          outcome.state.withLock {
            if case .none = $0 {
              $0 = .failure(LiveServerError(message: "the server did not start: \(error)"))
            }
          }
        }
      }
      while true {
        if let result = outcome.state.withLock({ $0 }) {
          switch result {
          case .success(let bound): return LiveServer(port: bound, hub: hub, server: server)
          case .failure(let error): throw error
          }
        }
        wait()
      }
    #else
      _ = wait
      throw LiveServerError(
        message:
          "this build of stackup lacks the LiveServer package trait, so it cannot serve a live preview; rebuild with `swift build --traits LiveServer`"
      )
    #endif
  }

  /// Sends `message` to every connected browser, and to each one that connects later until
  /// the next message.
  public func publish(_ message: String) {
    #if LiveServer
      hub.publish(message)
    #endif
  }

  /// How many browsers are connected now.
  public var clientCount: Int {
    #if LiveServer
      hub.clientCount
    #else
      0
    #endif
  }
}

#if LiveServer
  /// How starting ended, set once by whichever of serving and waiting settles first.
  private final class StartOutcome: Sendable {
    let state = Mutex<Result<UInt16, LiveServerError>?>(nil)
  }

  /// The connected browsers and the latest message, shared by the WebSocket handlers (one
  /// call of `makeMessages` per browser, on the server's tasks) and `publish` (the watch loop).
  private final class Hub: WSMessageHandler, Sendable {
    private struct State {
      var latest: String?
      var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
      var next = 0
    }
    private let state = Mutex(State())

    var clientCount: Int { state.withLock { $0.clients.count } }

    func publish(_ message: String) {
      let clients = state.withLock { state in
        state.latest = message
        return Array(state.clients.values)
      }
      for client in clients { client.yield(.text(message)) }
    }

    /// A browser connected: it gets the latest message now and every later one; what it sends
    /// is read and ignored until it closes, when it is dropped.
    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
      let (messages, continuation) = AsyncStream.makeStream(
        of: WSMessage.self, bufferingPolicy: .bufferingNewest(4))
      let key = state.withLock { state in
        state.next += 1
        state.clients[state.next] = continuation
        if let latest = state.latest { continuation.yield(.text(latest)) }
        return state.next
      }
      continuation.onTermination = { [weak self] _ in self?.drop(key) }
      Task { [weak self] in
        for await _ in client {}
        self?.drop(key)
        continuation.finish()
      }
      return messages
    }

    private func drop(_ key: Int) {
      _ = state.withLock { $0.clients.removeValue(forKey: key) }
    }
  }
#endif
