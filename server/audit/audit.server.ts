import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { auditLog } from "../db/schema";
import type { AuditAction, AuditVia } from "../vocabulary/audit";
import type { AuditQuery } from "./audit.schema";

/** Who did something: a signed-in member of staff, an API token, the system, or nobody yet. */
export interface Actor {
  userId: number | null;
  /** E-mail of the account at the time (or what was typed at a failed sign-in). */
  label: string | null;
  via: AuditVia;
  ip: string | null;
  /** The API token acted with (via "token"): the audit names it and who made it. */
  token?: { name: string; createdBy: string | null } | null;
}

/**
 * The actor as the audit log names them. A token's act reads "b@x (API token “Sheet” made by a@x)":
 * an admin may make a token that acts as a colleague, and the trail must lead back to its maker.
 */
export function auditActorLabel(actor: Actor): string | null {
  const { token } = actor;
  if (!token) return actor.label;
  return `${actor.label} (API token “${token.name}” made by ${token.createdBy ?? "an account since deleted"})`;
}

export const systemActor: Actor = { userId: null, label: "system", via: "system", ip: null };

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `user.create`, `auth.login_failed`: one declared with its words. */
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  changes?: Record<string, unknown> | null;
}

/** The audit log is kept for a year, then deleted. */
export const AUDIT_RETENTION_DAYS = 365;

/** Keys whose text never reaches the audit log, at any depth (flags such as mustChangePassword may). */
const SECRET_KEY = /(password|secret|token|hash)$|^(code|recoveryCodes?)$/i;

/** A copy of `value` with the text of every secret-looking key replaced by "[redacted]". */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) && (typeof inner === "string" || Array.isArray(inner))
          ? "[redacted]"
          : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

/** `{field: {from, to}}` for the fields of `after` that differ from `before`. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/**
 * Writes one audit row with `db`, which should be the transaction of the change it records, so
 * the change and its record commit or fail together.
 */
export async function recordAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorLabel: auditActorLabel(actor),
    via: actor.via,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes ? (redactSecrets(entry.changes) as Record<string, unknown>) : null,
    ip: actor.ip,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditService({ db }: { db: Database }) {
  return {
    record: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),

    /** Newest first (oldest first with `dir: "asc"`), filtered and paged on the server. */
    async list(query: AuditQuery): Promise<{ items: AuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.actorUserId !== undefined) conditions.push(eq(auditLog.actorUserId, query.actorUserId));
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
      if (query.from) conditions.push(gte(auditLog.createdAt, query.from));
      if (query.to) conditions.push(lt(auditLog.createdAt, query.to));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(auditLog.actorLabel, pattern), ilike(auditLog.action, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(
            ...(query.dir === "asc"
              ? [asc(auditLog.createdAt), asc(auditLog.id)]
              : [desc(auditLog.createdAt), desc(auditLog.id)]),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { items, total: Number(totals[0]?.total ?? 0) };
    },

    /**
     * The distinct actions recorded so far (for the Activity screen's filter). Text, not
     * AuditAction: an entry keeps the name it was recorded with for its year in the log.
     */
    async actions(): Promise<string[]> {
      const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
      return rows.map((row) => row.action);
    },

    /** Deletes rows older than the retention period; answers how many went. */
    async purgeExpired(): Promise<number> {
      const rows = await db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`))
        .returning({ id: auditLog.id });
      return rows.length;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
