import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeBackupFile } from "~server/backup/backup.server";
import { createDeletionFence } from "~server/backup/deletion-fence.server";
import { restoreBackup } from "~server/backup/restore.server";
import { migrationsFolder, openDatabase } from "~server/db/client.server";
import { createLocalFileStorage, filesDirOf } from "~server/files/file-storage.server";
import { createTestDatabase } from "../support/postgres-server";
import { loanServiceSeed } from "~server/seed/loan-services.seed";
import { migrationEffects } from "../support/migration-effects";
import { openReleaseDatabase, type ReleaseDatabase } from "../support/release-database";
import { FIXTURE_API_TOKEN, releaseFixture } from "../support/release-fixture";
import { insertRows, readTableRows, rowKey, tableShapes, type Row, type TableRows } from "../support/table-rows";
import { backends, createTestApp, type Backend, type TestApp } from "../support/test-app";

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
/** Every release there has been, by the number of migrations it had: 1 (0000 only) to today's. */
const releases = tags.map((_, index) => {
  const release = index + 1;
  return { release, name: release === tags.length ? "today's release" : `the release before ${tags[release]}` };
});
/**
 * The first release with both leads (0001) and staff accounts (0004): the earliest an office could
 * have run for real. It stops before the lead workbench (0005), which renames two statuses.
 */
const FIRST_WITH_LEADS_AND_STAFF = tags.findIndex((tag) => tag.startsWith("0005_"));

const copy = (rows: TableRows): TableRows => structuredClone(rows);

/** The fixture's row as the database shows it: a timestamp in its time zone, when it is the same instant. */
function asHeld(row: Row, held: Row | undefined, columns: string[]): Row {
  const sameInstant = (a: unknown, b: unknown) =>
    typeof a === "string" && typeof b === "string" && /T\d\d:/.test(a) && Date.parse(a) === Date.parse(b);
  return Object.fromEntries(
    columns.map((column) => [column, sameInstant(row[column], held?.[column]) ? held![column] : row[column]]),
  );
}

/**
 * Makes `database` the database of `release` with the fixture's rows in every table it has, and
 * answers what it holds. Fails when a table or column of that release has no value in the fixture,
 * and, for today's release, when the fixture names a table or column that no longer exists.
 */
async function fillRelease(database: ReleaseDatabase, release: number): Promise<TableRows> {
  await database.empty();
  await database.migrate(tags[release]);
  const { db } = database.handle;
  const shapes = await tableShapes(db);
  const fixture = new Map(releaseFixture.map((entry) => [entry.table, entry.rows(release)]));
  const today = release === tags.length;
  if (today) expect([...fixture.keys()].sort(), "the fixture's tables").toEqual(Object.keys(shapes).sort());
  for (const [table, shape] of Object.entries(shapes)) {
    const rows = fixture.get(table) ?? [];
    expect(rows.length, `rows of ${table} in the fixture`).toBeGreaterThan(0);
    for (const row of rows) {
      expect(
        shape.columns.filter((column) => !(column in row)),
        `${table}: columns without a value`,
      ).toEqual([]);
      if (today)
        expect(
          Object.keys(row).filter((column) => !shape.columns.includes(column)),
          `${table}: no such columns`,
        ).toEqual([]);
    }
  }
  for (const { table } of releaseFixture) {
    const shape = shapes[table];
    if (shape) await insertRows(db, table, shape, fixture.get(table)!);
  }
  // The database holds what the fixture says (JSON as JSON, numbers and dates unrounded), and
  // computes the generated columns as the fixture expects.
  const held = await readTableRows(db, shapes);
  for (const [table, shape] of Object.entries(shapes)) {
    const rows = fixture.get(table)!;
    const expected = rows.map((row) => {
      const key = rowKey(shape.primaryKey.map((column) => row[column]));
      return [key, asHeld(row, held[table]![key], shape.columns)];
    });
    expect(held[table], `${table} as written`).toEqual(Object.fromEntries(expected));
  }
  return held;
}

/** What the rows must be after the migrations `release` lacked, one after another. */
function expectedAfterUpgrade(before: TableRows, release: number): TableRows {
  const expected = copy(before);
  for (const tag of tags.slice(release)) migrationEffects[tag]!.apply(expected);
  return expected;
}

describe("the upgrade test's own knowledge", () => {
  it("says what every migration does to existing rows", () => {
    expect(Object.keys(migrationEffects).sort()).toEqual([...tags].sort());
  });
});

describe.each(backends)("an earlier release's database upgraded to today's schema on %s", (backend: Backend) => {
  let database: ReleaseDatabase;
  beforeAll(async () => {
    database = await openReleaseDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
    database?.remove();
  });

  it.each(releases)("keeps every row of $name with its values", async ({ release, name }) => {
    const before = await fillRelease(database, release);
    await database.migrate();
    const { db } = database.handle;
    // Every table of today compared whole: a row lost, a value changed or a row added that the
    // migrations' effects do not announce fails, naming the table, the row and the column.
    const after = await readTableRows(db, await tableShapes(db));
    expect(after, `after upgrading ${name}`).toEqual(expectedAfterUpgrade(before, release));
  });
});

/** What today's server does at its start to a loan service seeded before the calculators' ranges. */
function seedFillsCalculatorRanges(service: Row): void {
  const seeded = loanServiceSeed.find((entry) => entry.slug === service.slug)?.emiDefaults;
  const emi = service.emi_defaults as Record<string, unknown> | null;
  if (!seeded || seeded.tenureMinMonths === undefined || !emi || emi.tenureMinMonths !== undefined) return;
  const { amountMin, amountMax, tenureMinMonths, tenureMaxMonths } = seeded;
  service.emi_defaults = { ...emi, amountMin, amountMax, tenureMinMonths, tenureMaxMonths };
  service.updated_at = expect.any(String);
}

describe.each(backends)(
  "an installation of the first release with leads and staff, started by today's server, on %s",
  (backend: Backend) => {
    it("keeps every row, and its staff reads its leads with the new statuses", async () => {
      const database = await openReleaseDatabase(backend);
      let app: TestApp | undefined;
      try {
        const before = await fillRelease(database, FIRST_WITH_LEADS_AND_STAFF);
        await database.close();
        // The real start: every later migration, the seed, the first-owner check.
        app = await createTestApp(backend, {}, database.location);
        const expected = expectedAfterUpgrade(before, FIRST_WITH_LEADS_AND_STAFF);
        for (const service of Object.values(expected.loan_services!)) seedFillsCalculatorRanges(service);
        const { db } = app.services.database;
        const after = await readTableRows(db, await tableShapes(db));
        // The seed adds its demo content beside the installation's rows (the new tables were empty).
        const kept = Object.fromEntries(
          Object.entries(expected).map(([table, rows]) => [
            table,
            Object.fromEntries(Object.keys(rows).map((key) => [key, after[table]?.[key]])),
          ]),
        );
        expect(kept).toEqual(expected);

        // The admin's API token of then still works, and the pipeline shows the renamed statuses.
        const res = await app.request("/api/admin/leads?pageSize=50", {
          headers: { Authorization: `Bearer ${FIXTURE_API_TOKEN}` },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        const list = (await res.json()) as { items: { reference: string; status: string; source: string }[] };
        expect(Object.fromEntries(list.items.map((lead) => [lead.reference, [lead.status, lead.source]]))).toEqual({
          "TLP-25-0001": ["new", "google"],
          "TLP-25-0002": ["new", "facebook.com"],
          "TLP-25-0003": ["contacted", "direct"],
          "TLP-25-0004": ["submitted_to_lender", "newsletter"],
          "TLP-25-0005": ["rejected_by_lender", "com.google.android.gm"],
          "TLP-25-0006": ["disbursed", "direct"],
        });
      } finally {
        await app?.close();
        await database.close();
        database.remove();
      }
    });
  },
);

describe.each(backends)("a backup of the first release with leads and staff, made on %s", (backend: Backend) => {
  it.each(["pglite", "postgres"] as const)(
    "restores into an empty %s at today's schema, every row kept",
    async (kind) => {
      const database = await openReleaseDatabase(backend);
      const work = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-early-backup-"));
      try {
        const before = await fillRelease(database, FIRST_WITH_LEADS_AND_STAFF);
        const file = path.join(work, "early.tar.gz");
        const files = createLocalFileStorage(path.join(work, "old-files"));
        const sources = { database: database.handle, files, fence: createDeletionFence(database.handle) };
        const made = await writeBackupFile(sources, file);
        expect(made.manifest.database.schema).toEqual({
          migrations: FIRST_WITH_LEADS_AND_STAFF,
          last: tags[FIRST_WITH_LEADS_AND_STAFF - 1],
        });

        const dataDir = path.join(work, "restored");
        const databaseUrl =
          kind === "postgres"
            ? await createTestDatabase(inject("postgresUrl"), `early_${process.pid}_${Date.now()}`)
            : undefined;
        const into = createLocalFileStorage(filesDirOf(dataDir));
        const summary = await restoreBackup(
          databaseUrl ? { kind: "postgres", url: databaseUrl, files: into } : { kind: "pglite", dataDir, files: into },
          { file },
        );
        expect(summary.schemaAfter).toBe(`${tags.length} (${tags.at(-1)})`);

        const restored = await openDatabase({ databaseUrl, dataDir });
        try {
          const after = await readTableRows(restored.db, await tableShapes(restored.db));
          expect(after).toEqual(expectedAfterUpgrade(before, FIRST_WITH_LEADS_AND_STAFF));
        } finally {
          await restored.close();
        }
      } finally {
        await database.close();
        database.remove();
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  );
});
