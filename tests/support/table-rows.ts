import { sql } from "drizzle-orm";
import type { Database } from "~server/db/client.server";

/** A table of the public schema as information_schema describes it. */
export interface TableShape {
  /** Every column, in the table's order. */
  columns: string[];
  /** Columns the database computes (GENERATED ALWAYS): never written. */
  generated: string[];
  /** Columns of type jsonb: their values are written as JSON text. */
  json: string[];
  /** Columns filled from a sequence (serial, bigserial). */
  serial: string[];
  primaryKey: string[];
}

/** A row as PostgreSQL's to_jsonb gives it: timestamps and dates as text, numbers as numbers. */
export type Row = Record<string, unknown>;
/** Every table's rows, each keyed by its primary key (rowKey). */
export type TableRows = Record<string, Record<string, Row>>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const identifier = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The key of a row in TableRows: its primary key's values, in order, as JSON. */
export const rowKey = (values: unknown[]): string => JSON.stringify(values);

/** The tables of the public schema (the product's; drizzle keeps its journal in a schema of its own). */
export async function tableShapes(db: Database): Promise<Record<string, TableShape>> {
  const columns = rowsOf<{ table: string; column: string; generated: string; type: string; fallback: string | null }>(
    await db.execute(sql`
      select c.table_name as "table", c.column_name as "column", c.is_generated as generated,
             c.data_type as type, c.column_default as fallback
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select tc.table_name as "table", kcu.column_name as "column"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
      order by tc.table_name, kcu.ordinal_position`),
  );
  const shapes: Record<string, TableShape> = {};
  for (const { table, column, generated, type, fallback } of columns) {
    const shape = (shapes[table] ??= { columns: [], generated: [], json: [], serial: [], primaryKey: [] });
    shape.columns.push(column);
    if (generated === "ALWAYS") shape.generated.push(column);
    if (type === "jsonb") shape.json.push(column);
    if (fallback?.startsWith("nextval(")) shape.serial.push(column);
  }
  for (const { table, column } of keys) shapes[table]?.primaryKey.push(column);
  for (const [table, shape] of Object.entries(shapes)) {
    if (shape.primaryKey.length === 0)
      throw new Error(`Table ${table} has no primary key: its rows cannot be compared`);
  }
  return shapes;
}

/** Every row of every table in `shapes`, keyed by primary key. */
export async function readTableRows(db: Database, shapes: Record<string, TableShape>): Promise<TableRows> {
  const all: TableRows = {};
  for (const [table, shape] of Object.entries(shapes)) {
    const rows = rowsOf<{ row: Row }>(await db.execute(sql`select to_jsonb(t) as row from ${identifier(table)} t`));
    all[table] = Object.fromEntries(
      rows.map(({ row }) => [rowKey(shape.primaryKey.map((column) => row[column])), row]),
    );
  }
  return all;
}

/**
 * Writes `rows` into `table` with a plain INSERT of every column the table has (generated ones
 * aside): a value for a column the table lacks is left out, a row without a value for one of its
 * columns is an error. Sequences then continue after the highest id, as after the rows' own inserts.
 */
export async function insertRows(db: Database, table: string, shape: TableShape, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const written = shape.columns.filter((column) => !shape.generated.includes(column));
  const value = (column: string, row: Row) => {
    const given = row[column];
    if (given === undefined) throw new Error(`A row of ${table} has no value for ${column}`);
    if (given === null) return sql`null`;
    return shape.json.includes(column) ? sql`${JSON.stringify(given)}` : sql`${given}`;
  };
  await db.execute(sql`
    insert into ${identifier(table)} (${sql.join(written.map(identifier), sql`, `)})
    values ${sql.join(
      rows.map(
        (row) =>
          sql`(${sql.join(
            written.map((column) => value(column, row)),
            sql`, `,
          )})`,
      ),
      sql`, `,
    )}`);
  for (const column of shape.serial) {
    await db.execute(sql`
      select setval(pg_get_serial_sequence(${`public."${table}"`}, ${column}),
                    (select max(${identifier(column)}) from ${identifier(table)}))`);
  }
}
