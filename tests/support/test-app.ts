import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import type { AppServices } from "~server/app-services.server";
import { assembleApp } from "~server/assemble-app.server";
import { loadConfig } from "~server/config.server";
import type { PageCache } from "~server/http/page-cache.server";
import { createLogger } from "~server/logger.server";
import { copyPgliteTemplate } from "./pglite-template";
import { createTestDatabase } from "./postgres-server";

export type Backend = "pglite" | "postgres";
/**
 * The databases every integration test runs on: both, unless TEST_BACKENDS names some
 * ("pglite", "postgres"; CI's second pass on Node 24 runs the embedded one only, to stay in time).
 */
export const backends: Backend[] = (() => {
  const all: Backend[] = ["pglite", "postgres"];
  const wanted = process.env.TEST_BACKENDS?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted || wanted.length === 0) return all;
  const unknown = wanted.filter((name) => !all.includes(name as Backend));
  if (unknown.length > 0) throw new Error(`TEST_BACKENDS names unknown databases: ${unknown.join(", ")}`);
  return all.filter((name) => wanted.includes(name));
})();

export interface TestApp {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  services: AppServices;
  /** The rendered-page and public JSON cache of this app (the production one). */
  pageCache: PageCache | null;
  /** The PostgreSQL database of this app (postgres backend), for a second instance on it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Render pages too, from the production build (`npm run build` must have run). */
  pages?: boolean;
  /** Share this PostgreSQL database instead of creating one (a second instance). */
  databaseUrl?: string;
  /**
   * Open the embedded database already in this DATA_DIR instead of a copy of the template (a
   * restart on data a test prepared); the directory is left in place on close.
   */
  dataDir?: string;
  /** The server's logger (by default one of createLogger at LOG_LEVEL, "silent" unless `env` says). */
  logger?: Logger;
}

let counter = 0;

/** The React Router server build, for tests that render pages. */
export async function loadServerBuild(): Promise<ServerBuild> {
  const entry = path.resolve("build/server/index.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does).`);
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** The API (and, with `pages`, the site's pages) on a fresh, seeded database of the given kind. */
export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const tmp = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "dsa-test-"));
  let databaseUrl: string | undefined = options.databaseUrl;
  if (backend === "postgres" && !databaseUrl) {
    const name = `test_${process.pid}_${Date.now()}_${counter++}`;
    databaseUrl = await createTestDatabase(inject("postgresUrl"), name);
  }
  if (!databaseUrl && !options.dataDir) copyPgliteTemplate(inject("pgliteTemplateDir"), tmp);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: tmp,
    LOG_LEVEL: "silent",
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const assembled = await assembleApp(config, {
    logger: options.logger ?? createLogger(config.LOG_LEVEL),
    // Tests run on a prepared database: its seeding and first-owner messages stay out of their logs.
    setupLog: { info: () => undefined, warn: () => undefined },
    build: options.pages ? await loadServerBuild() : undefined,
  });
  return {
    request: (p, init) => Promise.resolve(assembled.app.request(`http://localhost${p}`, init)),
    services: assembled.services,
    pageCache: assembled.pageCache,
    databaseUrl,
    async close() {
      await assembled.close();
      if (!options.dataDir) fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
