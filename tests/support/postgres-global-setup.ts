import type { TestProject } from "vitest/node";
import { createPgliteTemplate } from "./pglite-template";
import { startTestPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated embedded database that PGlite test apps start from (see pglite-template.ts). */
    pgliteTemplateDir: string;
  }
}

/**
 * One PostgreSQL server for the whole integration run (each test file makes its own database), and
 * one migrated embedded database that each PGlite test app copies.
 */
export default async function setup(project: TestProject) {
  const [server, template] = await Promise.all([startTestPostgres(), createPgliteTemplate()]);
  project.provide("postgresUrl", server.url);
  project.provide("pgliteTemplateDir", template.dir);
  return async () => {
    template.remove();
    await server.stop();
  };
}
