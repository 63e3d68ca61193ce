// The leads workbench: the staff list (lead-list.server.ts), one lead with its timeline
// (lead-detail.server.ts), and every staff change to a lead: status through the loan pipeline,
// assignee, follow-up and commission (lead-change.server.ts), notes, logged calls and WhatsApp
// messages, bulk changes. Each change checks the version the screen showed, appends its
// lead_events row(s) and an audit entry in the same transaction, so the timeline, the audit log
// and the lead never disagree.
import { eq, inArray } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { leads } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../domain-errors";
import type { ContentLocalizer } from "../loan-services/loan-service-translations.server";
import type { SettingsService } from "../settings/settings.server";
import { checkedInput } from "../shared/checked-input";
import { createLeadChanges, type LeadChange } from "./lead-change.server";
import { createLeadDetails } from "./lead-detail.server";
import type { LeadAuditAction } from "./lead-erasure";
import { createLeadList } from "./lead-list.server";
import type { LeadEventType } from "../vocabulary/leads";
import {
  LeadBulkSchema,
  LeadContactSchema,
  LeadNoteSchema,
  LeadUpdateSchema,
  type LeadBulkInput,
  type LeadBulkResult,
  type LeadContactInput,
  type LeadDetail,
  type LeadNoteInput,
  type LeadUpdate,
  type LeadUpdateInput,
} from "./lead-workbench.schema";

export interface LeadWorkbenchDeps {
  db: Database;
  settings: SettingsService;
  /** The loan services' Malayalam and Hindi names (the WhatsApp message of a lead in those languages). */
  translations: Pick<ContentLocalizer, "localize">;
  /** The clock (tests move it); defaults to the real time. */
  now?: () => Date;
}

const ERASED_MESSAGE =
  "This person's data was erased on request or after the retention period: nothing more can be logged for this lead.";

function fieldMessage(error: unknown): string | null {
  if (error instanceof ValidationError) return [...new Set(Object.values(error.fields))].join(" ") || error.message;
  if (error instanceof ConflictError || error instanceof NotFoundError || error instanceof ForbiddenError) {
    return error.message;
  }
  return null;
}

export function createLeadWorkbench(deps: LeadWorkbenchDeps) {
  const { db, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const tx = <T>(work: (t: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  const { list, options } = createLeadList({ db, now });
  const { get: detail } = createLeadDetails({ db, settings, translations: deps.translations, now });
  const { lockedLead, appendEvents, applyChange } = createLeadChanges({ now });

  function changeOf(input: LeadUpdate): LeadChange {
    return {
      status: input.status,
      details: {
        lenderName: input.lenderName,
        lenderApplicationId: input.lenderApplicationId,
        submittedOn: input.submittedOn,
        sanctionedAmount: input.sanctionedAmount,
        sanctionedOn: input.sanctionedOn,
        disbursedAmount: input.disbursedAmount,
        disbursedOn: input.disbursedOn,
        reason: input.reason,
      },
      assigneeId: input.assigneeId,
      followUpAt: input.followUpAt,
      commissionExpected: input.commissionExpected,
      commissionReceived: input.commissionReceived,
    };
  }

  async function update(principal: StaffPrincipal, id: number, input: LeadUpdateInput, ip: string | null) {
    const parsed = checkedInput<LeadUpdate>(LeadUpdateSchema, input);
    await tx((t) => applyChange(t, principal, id, parsed.version, changeOf(parsed), ip));
    return detail(principal, id);
  }

  async function logOnLead(
    principal: StaffPrincipal,
    id: number,
    ip: string | null,
    field: string,
    event: { type: LeadEventType; data: Record<string, unknown> },
    action: LeadAuditAction,
    options: { contact?: boolean } = {},
  ) {
    await tx(async (t) => {
      const lead = await lockedLead(t, id);
      if (lead.erasedAt !== null) throw new ValidationError({ [field]: ERASED_MESSAGE }, ERASED_MESSAGE);
      const at = now();
      // Not a version bump: a note or a logged call changes nothing staff edit in the form.
      await t
        .update(leads)
        .set({ updatedAt: at, ...(options.contact && lead.firstContactedAt === null ? { firstContactedAt: at } : {}) })
        .where(eq(leads.id, id));
      await appendEvents(t, principal, id, [event]);
      await recordAudit(t, actorOf(principal, ip), {
        action,
        entity: "lead",
        entityId: id,
        changes: {
          ...event.data,
          ...(options.contact && lead.firstContactedAt === null ? { firstContact: true } : {}),
        },
      });
    });
    return detail(principal, id);
  }

  return {
    // The reads: the list and its filters' choices (lead-list.server.ts), one lead (lead-detail.server.ts).
    list,
    options,
    get: detail,

    /**
     * PATCH: status (with its details), assignee, follow-up and/or commission at once, checked
     * against `version` (stale: 409). Answers the updated detail.
     */
    update,

    async changeStatus(
      principal: StaffPrincipal,
      id: number,
      input: Pick<
        LeadUpdateInput,
        | "version"
        | "status"
        | "lenderName"
        | "lenderApplicationId"
        | "submittedOn"
        | "sanctionedAmount"
        | "sanctionedOn"
        | "disbursedAmount"
        | "disbursedOn"
        | "reason"
      >,
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    async assign(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; assigneeId: number | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    async setFollowUp(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; followUpAt: string | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    async updateCommission(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; commissionExpected?: number | null; commissionReceived?: number | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return update(principal, id, input, ip);
    },

    /** A note on the timeline; no version needed. Refused on erased leads. */
    async addNote(principal: StaffPrincipal, id: number, input: LeadNoteInput, ip: string | null): Promise<LeadDetail> {
      const { text } = checkedInput<{ text: string }>(LeadNoteSchema, input);
      return logOnLead(principal, id, ip, "text", { type: "note_added", data: { text } }, "lead.note_add");
    },

    /** A call or WhatsApp message logged from the buttons; sets firstContactedAt when empty. */
    async logContact(
      principal: StaffPrincipal,
      id: number,
      input: LeadContactInput,
      ip: string | null,
    ): Promise<LeadDetail> {
      const { channel, outcome } = checkedInput<{ channel: "call" | "whatsapp"; outcome?: string }>(
        LeadContactSchema,
        input,
      );
      return logOnLead(
        principal,
        id,
        ip,
        "channel",
        {
          type: channel === "call" ? "call_logged" : "whatsapp_logged",
          data: outcome ? { outcome } : {},
        },
        "lead.contact_log",
        { contact: true },
      );
    },

    /** Assign or change the status of many leads; each checked as one by one, in its own transaction. */
    async bulk(principal: StaffPrincipal, input: LeadBulkInput, ip: string | null): Promise<LeadBulkResult> {
      const parsed = checkedInput<ReturnType<typeof LeadBulkSchema.parse>>(LeadBulkSchema, input);
      const ids = [...new Set(parsed.ids)];
      const references = new Map(
        (await db.select({ id: leads.id, reference: leads.reference }).from(leads).where(inArray(leads.id, ids))).map(
          (row) => [row.id, row.reference],
        ),
      );
      const change: LeadChange =
        parsed.action === "assign"
          ? { details: {}, assigneeId: parsed.assigneeId ?? null }
          : { status: parsed.status, details: parsed.details ?? {} };
      const result: LeadBulkResult = { updated: [], failed: [] };
      for (const id of ids) {
        try {
          await tx((t) => applyChange(t, principal, id, undefined, change, ip, { bulk: true }));
          result.updated.push(id);
        } catch (error) {
          const message = fieldMessage(error);
          if (message === null) throw error;
          result.failed.push({ id, reference: references.get(id) ?? null, message });
        }
      }
      return result;
    },
  };
}

export type LeadWorkbench = ReturnType<typeof createLeadWorkbench>;
