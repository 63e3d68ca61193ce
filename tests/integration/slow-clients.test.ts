import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS } from "~server/start.server";
import { startListeningServer } from "../support/listening-server";

interface Closed {
  /** What the server wrote before it closed the connection. */
  answer: string;
  /** Milliseconds from the first byte sent to the close. */
  afterMs: number;
}

/**
 * Opens a raw connection, sends `start`, then one byte of `drip` every `everyMs` (a slow client),
 * and waits for the server to close it.
 */
function slowClient(port: number, start: string, drip = "", everyMs = 100): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const began = performance.now();
    let answer = "";
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on("connect", () => {
      socket.write(start);
      timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
      }, everyMs);
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined); // a reset is a close too
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, afterMs: performance.now() - began });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open (${answer || "no answer"})`));
    }, 15_000).unref();
  });
}

describe("slow clients on the listening server", () => {
  // Short timeouts so the test is quick; the defaults are checked below.
  const timeouts = { headersMs: 1_000, requestMs: 2_000, keepAliveMs: 500, checkIntervalMs: 100 };
  let server: Awaited<ReturnType<typeof startListeningServer>>;
  beforeAll(async () => {
    server = await startListeningServer({}, { httpTimeouts: timeouts });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("uses seconds, not minutes, by default", () => {
    expect(HTTP_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 });
  });

  it("drops a client that sends its headers a byte at a time", async () => {
    const closed = await slowClient(server.port, "G", `ET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(200)}`);
    expect(closed.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closed.afterMs).toBeGreaterThan(timeouts.headersMs - 100);
    expect(closed.afterMs).toBeLessThan(timeouts.headersMs + 1_000);
  });

  it("drops a client that announces a body and does not send it", async () => {
    const closed = await slowClient(
      server.port,
      "POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
    );
    expect(closed.afterMs).toBeGreaterThan(timeouts.requestMs - 100);
    expect(closed.afterMs).toBeLessThan(timeouts.requestMs + 1_000);
  });

  it("closes an idle keep-alive connection after its answer", async () => {
    const closed = await slowClient(server.port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(closed.answer).toMatch(/^HTTP\/1\.1 200/);
    // Node waits a second more than keepAliveTimeout on the socket, against races with clients.
    expect(closed.afterMs).toBeLessThan(timeouts.keepAliveMs + 1_500);
  });
});

describe("the production defaults on a real server", () => {
  it("applies HTTP_TIMEOUTS when no others are given", async () => {
    const server = await startListeningServer();
    try {
      expect(server.httpServer.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(server.httpServer.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(server.httpServer.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    } finally {
      await server.close();
    }
  });
});
