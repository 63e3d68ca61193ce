import { createPgliteTemplate } from "../../support/pglite-template";

/**
 * Specs with a server of their own (own-server.ts) start it from a copy of one migrated embedded
 * database instead of creating a new one each (6-9 s of initdb in WebAssembly per server).
 */
export default async function globalSetup(): Promise<() => void> {
  const template = await createPgliteTemplate();
  process.env.E2E_PGLITE_TEMPLATE = template.dir;
  return () => template.remove();
}
