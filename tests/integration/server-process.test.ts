import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../support/postgres-server";
import { startSmtpTestServer } from "../support/smtp-test-server";
import { assertBuilt, spawnServer, type ServerProcess } from "../support/server-process";

/** The runtime contract (docs/architecture.md), checked on the real production server process. */
describe("production server process", () => {
  const started: ServerProcess[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-proc-"));
    dirs.push(dir);
    return dir;
  };
  const start = (env: Record<string, string>) => {
    const server = spawnServer(env);
    started.push(server);
    return server;
  };

  beforeAll(() => assertBuilt());
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    }
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves the home page with the six services in the first HTML, and /healthz", async () => {
    const server = start({ DATA_DIR: tempDir() });
    const url = await server.ready;
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const html = await (await fetch(`${url}/`)).text();
    for (const name of [
      "Home Loans",
      "Personal Loan",
      "Business Loans",
      "Gold Loan",
      "Two-Wheeler Loans",
      "Loan Against Property",
    ]) {
      expect(html).toContain(name);
    }
    // Counted in the rendered markup: the page's data after it carries the messages' own texts.
    const markup = html.slice(0, html.indexOf("__reactRouterContext"));
    expect(markup.match(/Explore Details/g)).toHaveLength(6);
  });

  it("tells the person who ran npm start where the site, the staff sign-in and the data are", async () => {
    const dataDir = tempDir();
    // npm sets npm_lifecycle_event for `npm start` (scripts/start.mjs imports the same server).
    const server = start({ DATA_DIR: dataDir, npm_lifecycle_event: "start" });
    const url = await server.ready;
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("Stop it with Ctrl+C.");
    const summary = server.output().slice(server.output().indexOf("The site is running."));
    expect(summary).toContain(`Site:          ${url}\n`);
    expect(summary).toContain(`Staff area:    ${url}/admin\n`);
    expect(summary).toMatch(/First sign-in: owner@example\.com with the one-time password \S+ \(shown only now/);
    expect(summary).toContain(`the embedded database in ${path.join(dataDir, "pgdata")}`);
    expect(summary).toContain("E-mail alerts: off");
    expect(server.output()).not.toMatch(/Future Flag Warning|deprecated/);
  });

  it("prints only JSON log lines under a service manager (no npm, no terminal)", async () => {
    const server = start({ DATA_DIR: tempDir() });
    await server.ready;
    server.child.kill("SIGTERM");
    await server.exited;
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it("refuses a second process on the same embedded database directory", async () => {
    const dataDir = tempDir();
    const first = start({ DATA_DIR: dataDir });
    await first.ready;
    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("in use by another running process");
    // The first one is unharmed.
    const url = await first.ready;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("stops cleanly on SIGTERM and releases the data directory", async () => {
    const dataDir = tempDir();
    const server = start({ DATA_DIR: dataDir });
    const url = await server.ready;
    expect((await fetch(`${url}/api/loan-services`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutdown complete");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("shuts down cleanly when told to stop while it is still starting", async () => {
    const server = start({ DATA_DIR: tempDir() });
    // A fresh DATA_DIR makes the start say first that it made a data-encryption key, a few hundred
    // milliseconds before it migrates, seeds and listens (the seed's own line came too close to
    // "server listening" to be sure the signal arrived before it): a supervisor that stops the
    // server now must get a clean shutdown, not a process killed by the signal.
    await expect
      .poll(() => server.output(), { timeout: 60_000, interval: 10 })
      .toContain("DATA_ENCRYPTION_KEY is not set");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopping once the start has finished");
    expect(server.output()).toContain("shutdown complete");
  });

  it("starts again on the same data after kill -9, without duplicating the seed", async () => {
    const dataDir = tempDir();
    const first = start({ DATA_DIR: dataDir });
    await first.ready;
    first.child.kill("SIGKILL");
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);
    const second = start({ DATA_DIR: dataDir });
    const url = await second.ready;
    const services = (await (await fetch(`${url}/api/loan-services`)).json()) as unknown[];
    expect(services).toHaveLength(8);
    expect(second.output()).not.toContain("seeded demo content");
  });

  it("uses a PostgreSQL server when DATABASE_URL is set, migrating and seeding it", async () => {
    const databaseUrl = await createTestDatabase(inject("postgresUrl"), `proc_${process.pid}_${Date.now()}`);
    const server = start({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl });
    const url = await server.ready;
    expect(server.output()).toContain('"database":"postgres"');
    const services = (await (await fetch(`${url}/api/loan-services`)).json()) as { slug: string }[];
    expect(services[0]?.slug).toBe("home-loans");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("e-mails staff about a new lead right after it is stored", async () => {
    const smtp = await startSmtpTestServer();
    try {
      const server = start({ DATA_DIR: tempDir(), SMTP_URL: smtp.url(), LEAD_NOTIFY_EMAIL: "leads@example.in" });
      const url = await server.ready;
      const res = await fetch(`${url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          kind: "loan_enquiry",
          serviceSlug: "gold-loan",
          name: "Lakshmi Pillai",
          mobile: "94470 12345",
          city: "Kollam",
          pincode: "691001",
          loanAmount: "2 lakh",
          consent: { accepted: true, noticeVersion: "2026-11-22", language: "en" },
        }),
      });
      expect(res.status).toBe(201);
      const { reference } = (await res.json()) as { reference: string };
      const [mail] = await smtp.waitForMessages(1, 10_000);
      expect(mail!.to).toEqual(["leads@example.in"]);
      expect(mail!.subject).toContain(reference);
      expect(mail!.text).toContain("Lakshmi Pillai");
      expect(mail!.text).toContain("₹2,00,000");
    } finally {
      await smtp.stop();
    }
  });

  it("stops promptly on SIGTERM while a staff tab's event stream of new leads is open", async () => {
    const dataDir = tempDir();
    const server = start({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "owner@example.in",
      ADMIN_PASSWORD: "kappa-vellam-chaaya-42",
    });
    const url = await server.ready;
    // Without DATA_ENCRYPTION_KEY the first start makes a key only this server's user can read.
    expect(fs.statSync(path.join(dataDir, "data-encryption.key")).mode & 0o777).toBe(0o600);
    expect(server.output()).toContain("DATA_ENCRYPTION_KEY is not set");
    const login = await fetch(`${url}/api/admin/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "owner@example.in", password: "kappa-vellam-chaaya-42" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const stream = await fetch(`${url}/api/admin/leads/arrivals`, {
      headers: { Cookie: cookie, Accept: "text/event-stream", "Accept-Encoding": "gzip, br" },
    });
    expect(stream.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    let received = "";
    while (!received.includes("event: count")) received += new TextDecoder().decode((await reader.read()).value);

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // Well inside the 10-second grace period that requests in flight get.
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(server.output()).toContain("shutdown complete");
  });

  it("stops at boot with a clear message when the environment is invalid", async () => {
    const server = start({ DATA_DIR: tempDir(), PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain("Invalid environment configuration");
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("DATABASE_URL: must start with postgres://");
  });
});
