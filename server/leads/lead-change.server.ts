// One staff change to one lead inside the caller's transaction: the status through the loan
// pipeline (with what each stage records), the assignee, the follow-up and the commission. Every
// rule is checked, the row's version goes up by one, and the lead_events row(s) and the audit
// entry are written in the same transaction, so the timeline, the audit log and the lead never
// disagree. The workbench (lead-workbench.server.ts) runs it for one lead and for each of a bulk.
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import { can } from "../auth/permissions";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { leadEvents, leads, users } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import { istDateString } from "../formats/ist";
import { iso, type LeadRow } from "./lead-list.server";
import type { LeadEventType, LeadStatus } from "../vocabulary/leads";
import { checkStatusChange, type StatusChangeDetails } from "./lead-pipeline";

/** What a PATCH may change besides the status. */
export interface LeadChange {
  status?: LeadStatus;
  details: StatusChangeDetails;
  assigneeId?: number | null;
  followUpAt?: string | null;
  commissionExpected?: number | null;
  commissionReceived?: number | null;
}

export function createLeadChanges({ now }: { now: () => Date }) {
  async function lockedLead(t: Database, id: number): Promise<LeadRow> {
    const rows = await t.select().from(leads).where(eq(leads.id, id)).limit(1).for("update");
    if (!rows[0]) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
    return rows[0];
  }

  /** An active member of staff whose role works leads, or a field error. */
  async function assignee(t: Database, id: number): Promise<{ id: number; displayName: string }> {
    const rows = await t
      .select({ id: users.id, displayName: users.displayName, role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    const user = rows[0];
    if (!user || !user.isActive || !can(user, "lead:update")) {
      throw new ValidationError({
        assigneeId: "Choose an active member of staff who works leads (an owner or an admin).",
      });
    }
    return { id: user.id, displayName: user.displayName };
  }

  async function appendEvents(
    t: Database,
    principal: StaffPrincipal,
    leadId: number,
    events: { type: LeadEventType; data: Record<string, unknown> }[],
  ) {
    if (events.length === 0) return;
    await t.insert(leadEvents).values(
      events.map((event) => ({
        leadId,
        type: event.type,
        actorUserId: principal.user.id,
        actorLabel: principal.user.displayName,
        data: event.data,
      })),
    );
  }

  /**
   * Applies one change to one lead inside `t`: every rule checked, the row updated (version + 1),
   * its events and the audit entry written. `version` undefined: bulk, which works on the lead as
   * it is now. Answers whether anything changed.
   */
  async function applyChange(
    t: Database,
    principal: StaffPrincipal,
    id: number,
    version: number | undefined,
    change: LeadChange,
    ip: string | null,
    auditExtra: Record<string, unknown> = {},
  ): Promise<boolean> {
    const before = await lockedLead(t, id);
    if (version !== undefined && before.version !== version) {
      throw new ConflictError(
        `Lead ${before.reference} was changed by someone else while you were looking at it. Reload to see the change, then try again.`,
      );
    }
    const at = now();
    const set: Partial<typeof leads.$inferInsert> = {};
    const events: { type: LeadEventType; data: Record<string, unknown> }[] = [];
    const audit: Record<string, { from: unknown; to: unknown }> = {};
    let status = before.status;

    if (change.status !== undefined) {
      const details = change.details;
      const refused = checkStatusChange(
        {
          status: before.status,
          sanctionedAmount: before.sanctionedAmount,
          sanctionedOn: before.sanctionedOn,
          submittedOn: before.submittedOn,
        },
        change.status,
        details,
        istDateString(at),
      );
      if (refused) throw new ValidationError(refused, refused.status ?? "Some fields are not valid");
      status = change.status;
      set.status = status;
      set.statusChangedAt = at;
      if (before.firstContactedAt === null && before.status === "new") set.firstContactedAt = at;
      const recorded: Record<string, string | number | null> = {};
      switch (status) {
        case "submitted_to_lender":
          set.lenderName = details.lenderName ?? null;
          set.lenderApplicationId = details.lenderApplicationId ?? null;
          set.submittedOn = details.submittedOn ?? null;
          Object.assign(recorded, {
            lenderName: set.lenderName,
            lenderApplicationId: set.lenderApplicationId,
            submittedOn: set.submittedOn,
          });
          break;
        case "sanctioned":
          set.sanctionedAmount = details.sanctionedAmount ?? null;
          set.sanctionedOn = details.sanctionedOn ?? null;
          Object.assign(recorded, { sanctionedAmount: set.sanctionedAmount, sanctionedOn: set.sanctionedOn });
          break;
        case "disbursed":
          set.disbursedAmount = details.disbursedAmount ?? null;
          set.disbursedOn = details.disbursedOn ?? null;
          Object.assign(recorded, { disbursedAmount: set.disbursedAmount, disbursedOn: set.disbursedOn });
          break;
        case "not_interested":
        case "not_eligible":
        case "rejected_by_lender":
        case "duplicate":
        case "spam":
          set.exitReason = details.reason ?? null;
          if (set.exitReason) recorded.reason = set.exitReason;
          break;
        default:
          // Back into the pipeline from an exit: the old reason no longer describes the file.
          if (before.exitReason !== null) set.exitReason = null;
          if (details.reason) recorded.reason = details.reason;
      }
      events.push({
        type: "status_changed",
        data: { from: before.status, to: status, ...(Object.keys(recorded).length > 0 ? { details: recorded } : {}) },
      });
      audit.status = { from: before.status, to: status };
      for (const [key, value] of Object.entries(recorded)) {
        audit[key] = {
          from: (before as Record<string, unknown>)[key === "reason" ? "exitReason" : key] ?? null,
          to: value,
        };
      }
    }

    if (change.assigneeId !== undefined && change.assigneeId !== before.assignedToId) {
      const to = change.assigneeId === null ? null : await assignee(t, change.assigneeId);
      set.assignedToId = to?.id ?? null;
      events.push({
        type: "assigned",
        data: { fromUserId: before.assignedToId, toUserId: to?.id ?? null, toLabel: to?.displayName ?? null },
      });
      audit.assignedToId = { from: before.assignedToId, to: to?.id ?? null };
    }

    if (change.followUpAt !== undefined) {
      const next = change.followUpAt === null ? null : new Date(change.followUpAt);
      if (iso(next) !== iso(before.followUpAt)) {
        set.followUpAt = next;
        events.push({ type: "follow_up_set", data: { at: iso(next) } });
        audit.followUpAt = { from: iso(before.followUpAt), to: iso(next) };
      }
    }

    if (change.commissionExpected !== undefined || change.commissionReceived !== undefined) {
      if (!can(principal.user, "lead:commission")) {
        throw new ForbiddenError("Only owners and admins record commission.");
      }
      if (status !== "disbursed" && status !== "closed") {
        const field = change.commissionExpected !== undefined ? "commissionExpected" : "commissionReceived";
        throw new ValidationError({ [field]: "Record commission once the loan is disbursed." });
      }
      const expected = change.commissionExpected !== undefined ? change.commissionExpected : before.commissionExpected;
      const received = change.commissionReceived !== undefined ? change.commissionReceived : before.commissionReceived;
      if (expected !== before.commissionExpected || received !== before.commissionReceived) {
        set.commissionExpected = expected;
        set.commissionReceived = received;
        events.push({ type: "commission_updated", data: { expected, received } });
        audit.commission = {
          from: { expected: before.commissionExpected, received: before.commissionReceived },
          to: { expected, received },
        };
      }
    }

    if (events.length === 0) return false;
    await t
      .update(leads)
      .set({ ...set, version: sql`${leads.version} + 1`, updatedAt: at })
      .where(eq(leads.id, id));
    await appendEvents(t, principal, id, events);
    await recordAudit(t, actorOf(principal, ip), {
      action: "lead.update",
      entity: "lead",
      entityId: id,
      changes: { ...audit, ...auditExtra },
    });
    return true;
  }

  return { lockedLead, appendEvents, applyChange };
}
