import { and, desc, eq } from "drizzle-orm";
import { auditLog } from "../../server/db/schema";
import type { TestApp } from "./test-app";

/** The newest audit entry of `action` (of one entity, when `entityId` is given), or undefined. */
export async function lastAudit(app: TestApp, action: string, entityId?: string | number) {
  const [row] = await app.services.database.db
    .select()
    .from(auditLog)
    .where(
      entityId === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
