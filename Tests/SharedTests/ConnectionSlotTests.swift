import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Database

/// Under a burst of spawned functions the server can run out of connection slots for a moment;
/// a request then waits for one instead of answering 503.
@Suite("Connection slots")
struct ConnectionSlotTests {
    @Test("a connection refused for want of a slot is tried again while one frees up; without retries it is refused at once")
    func waitsForASlot() throws {
        let database = try TestCluster.shared.makeDatabase("slots")
        let admin = try database.admin()
        let role = "slots_" + UUID().uuidString.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(12)
        // A role with one slot stands in for a server with none left (the same SQLSTATE, 53300).
        try admin.executeScript("create role \(role) login connection limit 1")
        let conninfo = database.conninfo(user: role)
        let held = Mutex<PostgresConnection?>(try PostgresConnection(conninfo: conninfo))
        do {
            _ = try Database.connect(conninfo, attempts: 1)
            Issue.record("a second connection was accepted")
        } catch {
            #expect(error.isOutOfConnectionSlots, "\(error)")
            #expect(error.isUnavailable)
        }
        // Released from a thread of its own: the wait below blocks the test's.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.15)
            held.withLock { $0 = nil }
        }
        let connection = try Database.connect(conninfo)
        #expect(try connection.query("select 1 as one").count == 1)
        // Any other refusal is not waited for.
        let started = Date()
        #expect(throws: PostgresError.self) { try Database.connect("host=/nonexistent-socket-dir port=1 connect_timeout=1") }
        #expect(Date().timeIntervalSince(started) < 0.5)
        #expect(!PostgresError(kind: .connection, message: "could not connect to server").isOutOfConnectionSlots)
        _ = consume connection
        try admin.executeScript("drop role \(role)")
    }
}
