import type { Database } from "../db/client.server";
import { notificationOutbox } from "../db/schema";
import { LEAD_ALERT_TOPIC, type LeadAlertPayload } from "./lead-alert";

/**
 * Queues the staff alert for a new lead. Pass the transaction that inserts the lead (drizzle
 * transactions work as a `Database`), so the alert is committed together with the lead or not
 * at all; the outbox worker sends it afterwards. Returns the outbox row id.
 */
export async function enqueueLeadAlert(
  db: Database,
  leadId: number | null,
  payload: LeadAlertPayload,
): Promise<number> {
  const [row] = await db
    .insert(notificationOutbox)
    .values({ topic: LEAD_ALERT_TOPIC, leadId, payload: { ...payload } })
    .returning({ id: notificationOutbox.id });
  if (!row) throw new Error("inserting the lead alert into the outbox returned no row");
  return row.id;
}
