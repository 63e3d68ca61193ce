import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~server/config.server";

describe("environment configuration", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info" });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PUBLIC_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://loans.example.com/" }).PUBLIC_URL).toBe("https://loans.example.com");
  });

  it("names every bad variable in one clear message", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", GA4_MEASUREMENT_ID: "UA-1" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
      expect(message).toContain("GA4_MEASUREMENT_ID");
    }
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together, with a 10-character minimum", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@example.com" })).toThrow(/set together/);
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" })).toThrow(/10 characters/);
    expect(loadConfig({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "long-enough-1" }).ADMIN_EMAIL).toBe(
      "owner@example.com",
    );
  });
});

describe("lead alert recipients", () => {
  it("accepts one address or a comma-separated list, and names a bad one", () => {
    expect(loadConfig({ LEAD_NOTIFY_EMAIL: "leads@example.in" }).LEAD_NOTIFY_EMAIL).toBe("leads@example.in");
    expect(loadConfig({ LEAD_NOTIFY_EMAIL: "a@example.in, b@example.in" }).LEAD_NOTIFY_EMAIL).toBe(
      "a@example.in, b@example.in",
    );
    expect(() => loadConfig({ LEAD_NOTIFY_EMAIL: "a@example.in, not-an-address" })).toThrow(/LEAD_NOTIFY_EMAIL/);
  });
});

describe("TRUST_PROXY", () => {
  it("counts the reverse proxies in front of the server: true and 1 mean one, false, 0 and unset none", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toBe(2);
  });

  it("refuses anything else with a message that says what it takes", () => {
    for (const value of ["yes", "-1", "1.5", "loopback", "10.0.0.0/8", "100"]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        "TRUST_PROXY: must be true, false, or the number of reverse proxies in front of the server (1 is the same as true)",
      );
    }
  });
});

describe("EMBEDDED_DB_FSYNC", () => {
  it("is on unless set to off: commits on the embedded database reach the disk by default", () => {
    expect(loadConfig({}).EMBEDDED_DB_FSYNC).toBe(true);
    expect(loadConfig({ EMBEDDED_DB_FSYNC: "" }).EMBEDDED_DB_FSYNC).toBe(true);
    expect(loadConfig({ EMBEDDED_DB_FSYNC: "on" }).EMBEDDED_DB_FSYNC).toBe(true);
    expect(loadConfig({ EMBEDDED_DB_FSYNC: "off" }).EMBEDDED_DB_FSYNC).toBe(false);
  });

  it("refuses anything else with a message that says what off costs", () => {
    expect(() => loadConfig({ EMBEDDED_DB_FSYNC: "false" })).toThrow(
      /EMBEDDED_DB_FSYNC: must be on or off \(on, the default, keeps every acknowledged lead across a power cut/,
    );
  });
});
