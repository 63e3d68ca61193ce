import { createHash } from "node:crypto";
import { isStorageKey } from "../files/file-storage.server";
import { readArchive } from "./backup-archive.server";
import { BackupError } from "./backup-errors";
import { backupHeaderSchema, backupManifestSchema, type BackupManifest } from "./backup-manifest";

const MAX_JSON_BYTES = 64 * 1024 * 1024;

/**
 * Reads a whole backup without keeping anything: its first entry must say it is a backup of this
 * product, its last must be the manifest, and every entry between must be one the manifest names,
 * with the bytes and SHA-256 it records. Answers the manifest. A restore runs this before it
 * touches the target, so a damaged, cut or doctored file changes nothing.
 */
export async function verifyArchive(file: string, passphrase: string | undefined): Promise<BackupManifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: BackupManifest | null = null;
  let index = 0;

  await readArchive(file, passphrase, async (entry, content) => {
    const position = index++;
    if (manifest) throw new BackupError(`${file} is damaged or altered: it goes on after its manifest.`);
    if (position === 0) {
      if (entry.name !== "backup.json") throw notOurs(file);
      const header = backupHeaderSchema.safeParse(parseJson(await readSmall(content, entry.size), file));
      if (!header.success) throw notOurs(file);
      return;
    }
    if (entry.name === "manifest.json") {
      const parsed = backupManifestSchema.safeParse(parseJson(await readSmall(content, entry.size), file));
      if (!parsed.success) throw new BackupError(`${file} is damaged or altered: its manifest cannot be read.`);
      manifest = parsed.data;
      return;
    }
    const validName =
      /^database\/\d{4}\.sql$/.test(entry.name) ||
      (entry.name.startsWith("files/") && isStorageKey(entry.name.slice("files/".length)));
    if (!validName || seen.has(entry.name))
      throw new BackupError(
        `${file} is damaged or altered: it holds an unexpected entry ${JSON.stringify(entry.name)}.`,
      );
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of content as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.byteLength;
    }
    seen.set(entry.name, { bytes, sha256: hash.digest("hex") });
  });

  const found = manifest as BackupManifest | null;
  if (!found)
    throw new BackupError(`${file} is cut short or damaged: it has no manifest (the backup may not have finished).`);
  const listed = [...found.database.dump, ...found.files];
  for (const entry of listed) {
    const actual = seen.get(entry.name);
    if (!actual) throw new BackupError(`${file} is damaged or altered: ${entry.name} is missing from it.`);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256)
      throw new BackupError(`${file} is damaged or altered: ${entry.name} does not match its checksum.`);
  }
  if (listed.length !== seen.size)
    throw new BackupError(`${file} is damaged or altered: it holds entries its manifest does not list.`);
  return found;
}

function notOurs(file: string): BackupError {
  return new BackupError(`${file} is not a backup of this product (it has no backup.json describing it).`);
}

async function readSmall(content: AsyncIterable<Buffer>, size: number): Promise<string> {
  if (size > MAX_JSON_BYTES)
    throw new BackupError("A backup's description is larger than any backup of this product makes.");
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is damaged or altered: a description inside it is not valid JSON.`);
  }
}
