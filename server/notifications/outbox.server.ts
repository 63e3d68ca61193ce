import type { Database } from "../db/client.server";
import { notificationOutbox } from "../db/schema";
import { LEAD_ALERT_TOPIC, type LeadAlertPayload } from "./lead-alert";
import { RECIPIENTS_CHANGED_TOPIC, type RecipientsChangedPayload } from "./recipients-notice";

/**
 * Queues a lead alert. Pass the transaction that inserts the lead (drizzle transactions work as a
 * `Database`), so the alert is committed together with the lead or not at all; the outbox worker
 * sends it afterwards. Returns the outbox row id. (A visitor's new lead writes its alert in the
 * lead's own insert statement instead, lead.server.ts, for speed: the same row, the same topic.)
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

/**
 * Queues the owners' notice of a change of the lead alert recipients. Pass the transaction of the
 * change, so the notice exists exactly when the change does.
 */
export async function enqueueRecipientsChangedNotice(db: Database, payload: RecipientsChangedPayload): Promise<void> {
  await db
    .insert(notificationOutbox)
    .values({ topic: RECIPIENTS_CHANGED_TOPIC, leadId: null, payload: { ...payload } });
}
