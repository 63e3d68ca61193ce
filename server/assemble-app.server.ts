import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createAppServices, type AppServices } from "./app-services.server";
import type { AppConfig } from "./config.server";
import { openDatabase } from "./db/client.server";
import { seedDatabase } from "./seed/seed.server";
import { createHttpApp, createPageCacheFor } from "./http/app.server";
import type { FirstOwner } from "./users/user.server";
import type { PageCache } from "./http/page-cache.server";

export interface AssembleOptions {
  logger: Logger;
  /**
   * Where the seeding and first-owner messages go (the one-time password among them); by default
   * `logger`. The tests' apps, on a prepared database, keep them out of the log they inspect.
   */
  setupLog?: Pick<Logger, "info" | "warn">;
  /** The React Router server build, or a loader for it (development). Absent: API only. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and public files. */
  clientDir?: string;
}

export interface AssembledApp {
  services: AppServices;
  /** The site and the API; requests reach it through a socket (startServer) or `app.request` (tests). */
  app: ReturnType<typeof createHttpApp>;
  /** The rendered-page cache the app uses (startServer's fast path shares it); null when off. */
  pageCache: PageCache | null;
  /** How the first owner account came to be at this start (the start-up summary names it). */
  firstOwner: FirstOwner;
  /** Ends the staff tabs' streams, stops listening to other instances, then closes the database. */
  close(): Promise<void>;
}

/**
 * The application on its database, ready to answer requests, without a socket or background work:
 * what startServer (server/start.server.ts) and the tests' createTestApp both run. The database is
 * migrated and seeded, the first owner exists and remote content changes are heard before the
 * first request. An error on the way closes the database again.
 */
export async function assembleApp(config: AppConfig, options: AssembleOptions): Promise<AssembledApp> {
  const { logger } = options;
  const setupLog = options.setupLog ?? logger;

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    durableCommits: config.EMBEDDED_DB_FSYNC,
  });
  let services: AppServices;
  let firstOwner: FirstOwner;
  try {
    services = createAppServices(database, config, logger);
    const seeded = await seedDatabase(services);
    if (seeded.loanServicesCreated > 0 || seeded.settingsCreated) setupLog.info(seeded, "seeded demo content");
    firstOwner = await services.users.ensureFirstOwner(
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      setupLog,
    );
  } catch (error) {
    await database.close();
    throw error;
  }

  // Other instances on the same PostgreSQL database announce their content changes (page cache)
  // and their new leads (the staff tabs' live count).
  const stops: Array<() => Promise<void>> = [];
  try {
    stops.push(await services.listenForRemoteContentChanges());
    stops.push(await services.leadArrivals.listen());
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()));
    await database.close();
    throw error;
  }
  const close = async () => {
    services.leadArrivals.closeAll();
    await Promise.all(stops.map((stop) => stop()));
    await database.close();
  };

  try {
    const mode = config.NODE_ENV === "development" ? "development" : "production";
    const pageCache = createPageCacheFor(services, mode);
    const app = createHttpApp({
      services,
      logger,
      build: options.build,
      clientDir: options.clientDir,
      mode,
      pageCache,
    });
    return { services, app, pageCache, firstOwner, close };
  } catch (error) {
    await close();
    throw error;
  }
}
