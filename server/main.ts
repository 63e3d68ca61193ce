import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.server";
import { DataDirLockedError } from "./db/data-dir-lock.server";
import { createLogger } from "./logger.server";
import { SecretBoxError } from "./shared/secret-box.server";
import { startServer, type RunningServer, type StartOptions } from "./start.server";
import { startupSummary, wantsStartupSummary } from "./startup-summary.server";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const root = process.cwd();

  let buildOptions: Pick<StartOptions, "build" | "clientDir" | "devMiddleware">;
  if (config.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    buildOptions = {
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      devMiddleware: devServer.middlewares,
    };
  } else {
    const serverBuild = path.join(root, "build/server/index.js");
    buildOptions = {
      build: (await import(pathToFileURL(serverBuild).href)) as ServerBuild,
      clientDir: path.join(root, "build/client"),
    };
  }

  // Signals are heard from before the server listens: the "server listening" line may reach a
  // supervisor (or a test) that stops the server at once, and without a handler yet Node would die
  // of the signal instead of shutting down cleanly. One that comes during the start is acted on
  // once the server is up; a second one stops the process at once (a start that hangs on an
  // unreachable database can still be given up with Ctrl+C twice).
  let server: RunningServer | undefined;
  let stopSignal: string | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (!server) {
      if (stopSignal) process.exit(1);
      stopSignal = signal;
      logger.info({ signal }, "stopping once the start has finished (send it again to stop now)");
      return;
    }
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    try {
      await server.close();
      logger.info("shutdown complete");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    server = await startServer({ config, logger, ...buildOptions });
  } catch (error) {
    // A damaged key file in DATA_DIR: its message says what to do.
    if (error instanceof DataDirLockedError || error instanceof SecretBoxError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (wantsStartupSummary(process.env, Boolean(process.stdout.isTTY))) {
    const mail = await server.services.mailServer.view();
    process.stdout.write(
      startupSummary({
        listeningUrl: server.url,
        config,
        emailAlerts: mail.alerts.enabled
          ? {
              on: true,
              server: mail.inForce === "environment" ? "environment" : "settings",
              recipients: mail.alerts.recipients.length,
            }
          : { on: false, reason: mail.alerts.offReason ?? "no_server" },
        firstOwner: server.firstOwner,
      }) + "\n",
    );
  }

  if (stopSignal) await stop(stopSignal);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
