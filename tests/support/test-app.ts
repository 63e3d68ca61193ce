import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { inject } from "vitest";
import { createAppServices, type AppServices } from "../../server/app-services.server";
import { loadConfig } from "../../server/config.server";
import { openDatabase } from "../../server/db/client.server";
import { seedDatabase } from "../../server/db/seed.server";
import { createHttpApp } from "../../server/http/app.server";
import { createTestDatabase } from "./postgres-server";

export type Backend = "pglite" | "postgres";
export const backends: Backend[] = ["pglite", "postgres"];

export interface TestApp {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  services: AppServices;
  close(): Promise<void>;
}

let counter = 0;

/** The API (no page rendering) on a fresh, seeded database of the given kind. */
export async function createTestApp(backend: Backend, env: Record<string, string> = {}): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-test-"));
  let databaseUrl: string | undefined;
  if (backend === "postgres") {
    const name = `test_${process.pid}_${Date.now()}_${counter++}`;
    databaseUrl = await createTestDatabase(inject("postgresUrl"), name);
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: tmp,
    LOG_LEVEL: "silent",
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const services = createAppServices(database, config);
  await seedDatabase(services);
  const app = createHttpApp({ services, logger: pino({ level: "silent" }), mode: "production" });
  return {
    request: (p, init) => Promise.resolve(app.request(`http://localhost${p}`, init)),
    services,
    async close() {
      await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
