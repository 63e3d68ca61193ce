import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "~server/config.server";
import { startServer, type RunningServer, type StartOptions } from "~server/start.server";
import { inject } from "vitest";
import { copyPgliteTemplate } from "./pglite-template";
import { loadServerBuild } from "./test-app";

/**
 * The production server started in this process on a free loopback port, on a fresh embedded
 * database, with the built pages: for tests that need a real socket (raw HTTP, odd methods,
 * timeouts) without spawning a process.
 */
export async function startListeningServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, "httpTimeouts"> = {},
): Promise<RunningServer & { port: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-listen-"));
  if (!env.DATABASE_URL) copyPgliteTemplate(inject("pgliteTemplateDir"), dataDir);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
    ...env,
  });
  const server = await startServer({
    config,
    logger: pino({ level: "silent" }),
    build: await loadServerBuild(),
    clientDir: path.resolve("build/client"),
    ...options,
  });
  return {
    ...server,
    port: Number(new URL(server.url).port),
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
