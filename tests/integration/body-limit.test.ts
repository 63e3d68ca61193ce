import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, spawnServer, type ServerProcess } from "../support/server-process";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the request went out on a connection an earlier request had used. */
  reusedSocket: boolean;
}

interface Sending {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  /** Written in order; the request is ended after them unless `keepOpen`. */
  chunks?: Buffer[];
  /** Leave the body unfinished (a client still uploading, or stalled). */
  keepOpen?: boolean;
}

/** One request through a given agent; answers when the response has been read. */
function send(agent: http.Agent, base: string, sending: Sending): Promise<Answer> {
  const url = new URL(sending.path, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: sending.method ?? "GET", agent, headers: sending.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            reusedSocket: request.reusedSocket,
          });
          if (sending.keepOpen) request.destroy();
        });
      },
    );
    request.on("error", reject);
    for (const chunk of sending.chunks ?? []) request.write(chunk);
    if (!sending.keepOpen) request.end();
  });
}

const KB = 1024;
const jsonBody = (bytes: number) => Buffer.from(JSON.stringify({ kind: "loan_enquiry", message: "x".repeat(bytes) }));
const tooLarge = {
  error: { code: "payload_too_large", message: "The request body is larger than 100 KB" },
};

/**
 * A body over the API's 100 KB limit, on a real keep-alive connection to the production server:
 * the client gets its 413, and the next request on the same agent works (it used to meet a reset
 * socket: ECONNRESET, a 502 behind a proxy).
 */
describe("oversized request bodies on a keep-alive connection", () => {
  let server: ServerProcess;
  let url: string;
  let dataDir: string;
  const agents: http.Agent[] = [];
  const newAgent = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    assertBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-body-limit-"));
    server = spawnServer({ DATA_DIR: dataDir });
    url = await server.ready;
  });
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const postLead = (body: Buffer, chunked: boolean, extra: Partial<Sending> = {}): Sending => ({
    method: "POST",
    path: "/api/leads",
    headers: {
      "Content-Type": "application/json",
      ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": body.length }),
    },
    // Several writes, as a client streaming its body does.
    chunks: Array.from({ length: Math.ceil(body.length / (64 * KB)) }, (_, i) =>
      body.subarray(i * 64 * KB, (i + 1) * 64 * KB),
    ),
    ...extra,
  });

  it.each([
    ["with a Content-Length", false],
    ["chunked", true],
  ])("answers 413 JSON to a 600 KB body %s and serves the next request on the same connection", async (_, chunked) => {
    const agent = newAgent();
    const refused = await send(agent, url, postLead(jsonBody(600 * KB), chunked));
    expect(refused.status).toBe(413);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual(tooLarge);
    expect(refused.headers.connection).toBe("keep-alive");

    const next = await send(agent, url, { path: "/api/loan-services" });
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
    expect(JSON.parse(next.body)).toHaveLength(8);
  });

  it("answers a body too big to read at once, closing that connection; the next request gets a new one", async () => {
    const agent = newAgent();
    // 50 MB announced; the client has sent the first 200 KB when the answer comes.
    const announced = postLead(jsonBody(200 * KB), false, { keepOpen: true });
    announced.headers = { ...announced.headers, "Content-Length": 50 * KB * KB };
    const refused = await send(agent, url, announced);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual(tooLarge);
    expect(refused.headers.connection).toBe("close");

    const next = await send(agent, url, { path: "/api/loan-services" });
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(false);
  });

  it("answers a stalled oversized upload within seconds, closing that connection", async () => {
    const agent = newAgent();
    const started = performance.now();
    const refused = await send(agent, url, postLead(jsonBody(300 * KB), true, { keepOpen: true }));
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe("close");
    expect(performance.now() - started).toBeLessThan(10_000);

    const next = await send(agent, url, { path: "/api/loan-services" });
    expect(next.status).toBe(200);
  });
});
