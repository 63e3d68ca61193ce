import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the whole integration run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
