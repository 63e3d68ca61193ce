import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import { recordAudit, type Actor } from "../audit/audit.server";

/** Staff sign-in rules the owner sets; one JSON document in site_settings. */
export const SecurityPolicySchema = z.object({
  /** Every member of staff must use two-factor sign-in (those without it set it up first). */
  requireTwoFactor: z.boolean().default(false),
});
export type SecurityPolicy = z.infer<typeof SecurityPolicySchema>;

export const SECURITY_POLICY_KEY = "staff_security";

export async function readSecurityPolicy(db: Database): Promise<SecurityPolicy> {
  const rows = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SECURITY_POLICY_KEY))
    .limit(1);
  return SecurityPolicySchema.parse(rows[0]?.value ?? {});
}

export async function writeSecurityPolicy(db: Database, actor: Actor, policy: SecurityPolicy): Promise<SecurityPolicy> {
  return db.transaction(async (tx) => {
    const before = await readSecurityPolicy(tx as unknown as Database);
    await tx
      .insert(siteSettings)
      .values({ key: SECURITY_POLICY_KEY, value: policy })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: policy, updatedAt: sql`now()` } });
    await recordAudit(tx as unknown as Database, actor, {
      action: "security.update",
      entity: "security",
      changes: { requireTwoFactor: { from: before.requireTwoFactor, to: policy.requireTwoFactor } },
    });
    return policy;
  });
}
