import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server";

/**
 * Creating an embedded database (initdb in WebAssembly, then every migration) takes 6-9 s; copying
 * a finished one takes a fifth of a second. The integration run makes one migrated, unseeded data
 * directory at the start and every test app on PGlite starts from a copy of it, so each still gets
 * a database of its own and still runs the migrations (nothing to do) and the seed itself, as a
 * fresh server would (a test's env can change what the seed writes, e.g. the first owner).
 */
export async function createPgliteTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-pglite-template-"));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Fills an empty DATA_DIR with a copy of the template's database files (nothing when there is none). */
export function copyPgliteTemplate(templateDir: string | undefined, dataDir: string): void {
  if (!templateDir) return;
  const source = path.join(templateDir, "pgdata");
  if (!fs.existsSync(path.join(source, "PG_VERSION"))) return;
  fs.cpSync(source, path.join(dataDir, "pgdata"), { recursive: true });
}
