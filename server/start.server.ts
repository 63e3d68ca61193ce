import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { AppServices } from "./app-services.server";
import { assembleApp } from "./assemble-app.server";
import type { AppConfig } from "./config.server";
import { createLogger } from "./logger.server";
import { cacheFastPath } from "./http/cache-fast-path.server";
import { startMaintenance } from "./maintenance.server";
import { listenControlSocket } from "./backup/control-socket.server";
import { startAnalyticsJobs } from "./analytics/analytics-jobs.server";
import { createOutboxWorker, type OutboxWorker } from "./notifications/outbox-worker.server";
import { MAIL_SERVER_TOPIC } from "./notifications/mail-server-settings.server";
import type { FirstOwner } from "./users/user.server";

export interface StartOptions {
  config: AppConfig;
  logger?: Logger;
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Node-style middleware that sees each request first (Vite in development). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Other limits than HTTP_TIMEOUTS (tests, which cannot wait for the real ones). */
  httpTimeouts?: Partial<HttpTimeouts>;
}

export interface HttpTimeouts {
  /** For all of a request's headers to arrive (else 408 and the connection closes). */
  headersMs: number;
  /** For the whole request, body included, to arrive (else 408 and the connection closes). */
  requestMs: number;
  /** An idle keep-alive connection closes after this long. */
  keepAliveMs: number;
  /** How often Node checks the first two: they are only as precise as this. */
  checkIntervalMs: number;
}

/**
 * Slow clients: with Node's defaults (60 s for the headers, 300 s for a request, checked every
 * 30 s) a client sending a byte at a time, or announcing a body it never sends, holds a connection
 * for minutes. The site takes small forms (a lead at most 100 KB, a staff form 16 KB): seconds are
 * plenty on a slow phone network. Uploads, when they come, will need more than 30 s.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

export interface RunningServer {
  url: string;
  services: AppServices;
  logger: Logger;
  /** The Node HTTP server (its limits, for tests). */
  httpServer: Server;
  /** How the first owner account came to be at this start (server/startup-summary.server.ts). */
  firstOwner: FirstOwner;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const startedAt = performance.now();

  // The database, the services and the app, as the tests assemble them; the socket, its timeouts and
  // the background work (outbox, maintenance, jobs) are this server's own.
  const assembled = await assembleApp(config, {
    logger,
    build: options.build,
    clientDir: options.clientDir,
  });
  const { services, app, pageCache } = assembled;
  const database = services.database;

  // Staff alerts for new leads, and the owners' notices of new alert recipients: delivered from the
  // database outbox, so a mail outage loses nothing. The worker runs whatever the configuration:
  // each pass reads the mail server in force (SMTP_URL, else the Mail server screen's), so a server
  // saved, changed or removed on any instance applies without a restart; with none it sends nothing.
  const outbox: OutboxWorker = createOutboxWorker({
    db: database.db,
    logger,
    delivery: () => services.mailServer.delivery(),
  });
  services.onLeadCommitted(() => outbox.kick());
  services.onContentChange((topic) => {
    if (topic === MAIL_SERVER_TOPIC || topic === "*") outbox.kick();
  });
  outbox.start();
  const alerts = await services.mailServer.alerts().catch(() => null);
  if (alerts && !alerts.enabled)
    logger.info(
      alerts.offReason === "no_server"
        ? "no mail server is set up (SMTP_URL or the staff area's Mail server screen): new leads are stored but no e-mail alerts are sent"
        : "nobody is named to get lead alerts (LEAD_NOTIFY_EMAIL or the lead settings): new leads are stored but no e-mail alerts are sent",
    );

  const stopMaintenance = startMaintenance(services, logger);
  // The daily backup at the owner's time (IST): every instance looks each minute, one makes it.
  const stopBackups = services.backups.start();
  const stopAnalyticsJobs = startAnalyticsJobs(services.analytics, logger);
  const stopContentSchedule = services.contentSchedule.start();
  // `npm run backup` beside a running server on the embedded database asks it through this socket.
  const stopControlSocket =
    database.kind === "pglite"
      ? await listenControlSocket(config.DATA_DIR, services.backupSources, {
          passphrase: config.BACKUP_PASSPHRASE,
          logger,
        })
      : async () => undefined;

  // Requests pass these before Hono: Vite in development, cache hits in production.
  const frontMiddleware = [
    ...(options.devMiddleware ? [options.devMiddleware] : []),
    ...(pageCache
      ? [
          cacheFastPath({
            cache: pageCache,
            publicUrl: config.PUBLIC_URL,
            https: config.PUBLIC_URL?.startsWith("https://") ?? false,
          }),
        ]
      : []),
  ];

  const timeouts = { ...HTTP_TIMEOUTS, ...options.httpTimeouts };
  const server: ServerType = await new Promise((resolve, reject) => {
    const instance = serve(
      {
        fetch: app.fetch,
        port: config.PORT,
        hostname: config.HOST,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
      },
      () => resolve(instance),
    );
    instance.once("error", reject);
  });
  const httpServer = server as Server;
  if (frontMiddleware.length > 0) {
    // Give each front middleware a look at the request in turn; what none answers goes to Hono.
    const honoListeners = httpServer.listeners("request");
    httpServer.removeAllListeners("request");
    httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
      const step = (index: number): void => {
        const middleware = frontMiddleware[index];
        if (middleware) return middleware(req, res, () => step(index + 1));
        for (const listener of honoListeners) (listener as (...args: unknown[]) => void)(req, res);
      };
      step(0);
    });
  }

  const address = httpServer.address() as AddressInfo;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const url = `http://${host}:${address.port}`;
  logger.info(
    { url, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    "server listening",
  );

  let closing: Promise<void> | null = null;
  return {
    url,
    services,
    logger,
    httpServer,
    firstOwner: assembled.firstOwner,
    close() {
      closing ??= (async () => {
        // The staff tabs' event streams never end by themselves: end them first, or shutdown would
        // wait its whole grace period for them.
        services.leadArrivals.closeAll();
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            httpServer.closeAllConnections();
            resolve();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          httpServer.close(() => {
            clearTimeout(force);
            resolve();
          });
          httpServer.closeIdleConnections();
        });
        stopMaintenance();
        await stopBackups();
        stopAnalyticsJobs();
        stopContentSchedule();
        await stopControlSocket();
        await outbox.stop();
        await assembled.close();
      })();
      return closing;
    },
  };
}
