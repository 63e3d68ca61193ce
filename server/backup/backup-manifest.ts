import { z } from "zod";

/** What the first entry of every backup says it is (backup.json). */
export const BACKUP_FORMAT = "dsa-site-backup";

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  product: z.string(),
  productVersion: z.string(),
  createdAt: z.string(),
  createdAtIst: z.string(),
  databaseKind: z.enum(["pglite", "postgres"]),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

const manifestEntrySchema = z.object({
  name: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** The last entry (manifest.json): everything a restore checks before it keeps anything. */
export const backupManifestSchema = backupHeaderSchema.extend({
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    serverVersion: z.string(),
    schema: z.object({ migrations: z.number().int().positive(), last: z.string() }),
    /** Rows per table, counted in the snapshot that was dumped. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
    dump: z.array(manifestEntrySchema),
  }),
  files: z.array(manifestEntrySchema),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
