import { sql } from "drizzle-orm";
import type { Database } from "~server/db/client.server";

export interface FoundText {
  table: string;
  /** The whole row as JSON, so a failure shows where the text sat. */
  row: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every row of every table of the database (system schemas aside) whose text holds one of
 * `needles`, compared without regard to case. The whole row is read as JSON, so a column added
 * later, or a key deep inside a JSON column, is searched without anyone naming it here: the safety
 * net of the erasure tests, beside their table-by-table checks.
 */
export async function rowsContaining(db: Database, needles: readonly string[]): Promise<FoundText[]> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`),
  );
  const patterns = sql.join(
    needles.map((needle) => sql`${`%${escapeLike(needle)}%`}`),
    sql`, `,
  );
  const found: FoundText[] = [];
  for (const table of tables) {
    const name = `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`
        select row_to_json(t)::text as row from ${sql.raw(name)} t
        where row_to_json(t)::text ilike any (array[${patterns}]::text[])`),
    );
    for (const { row } of rows) found.push({ table: `${table.schema}.${table.name}`, row });
  }
  return found;
}
