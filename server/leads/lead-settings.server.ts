// The lead settings as staff read and change them (GET and PATCH /api/admin/leads/settings):
// assignment, the WhatsApp template, working hours, retention and the alert recipients. Each
// change is audited and, when the alert recipients gain or lose an address, the owners are told
// by e-mail through the outbox, in the transaction of the change (ADR 0032).
import { and, asc, eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { enqueueRecipientsChangedNotice } from "../notifications/outbox.server";
import type { SettingsService } from "../settings/settings.server";
import { checkedInput } from "../shared/checked-input";
import { recipientChanges, type LeadSettings } from "./lead-settings";
import { LeadSettingsPatchSchema } from "./lead-workbench.schema";

export interface LeadSettingsServiceDeps {
  settings: SettingsService;
  /** The clock (tests move it); defaults to the real time. */
  now?: () => Date;
  /** Staff notices by e-mail through the outbox (the owners' notice of new alert recipients). */
  notices?: {
    /** Whether e-mail goes out at all: a mail server is set up (SMTP_URL or the Mail server screen). */
    enabled: () => Promise<boolean>;
    /** PUBLIC_URL, for whole links in the e-mail. */
    siteUrl?: string | null;
    /** A notice was committed: the outbox worker may send it now rather than at its next poll. */
    onQueued(): void;
  };
}

export function createLeadSettingsService(deps: LeadSettingsServiceDeps) {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = deps.notices ?? { enabled: async () => false, onQueued: () => undefined };

  /**
   * The owners' notice of a change of the alert recipients, in the change's transaction. Only
   * with a mail server set up (read before the transaction, `noticesOn`): like the lead alerts,
   * nothing is queued that no worker would ever send.
   */
  async function queueRecipientsNotice(
    t: Database,
    principal: StaffPrincipal,
    businessName: string | null,
    change: { added: string[]; removed: string[]; recipients: string[] },
  ): Promise<boolean> {
    const owners = await t
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "owner"), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    if (owners.length === 0) return false;
    await enqueueRecipientsChangedNotice(t, {
      to: owners.map((owner) => owner.email),
      changedBy: {
        displayName: principal.user.displayName,
        email: principal.user.email,
        role: principal.user.role,
        via: principal.via,
        token: principal.token ? { name: principal.token.name, createdBy: principal.token.createdBy } : null,
      },
      changedAt: now().toISOString(),
      ...change,
      businessName,
      siteUrl: notices.siteUrl ?? null,
    });
    return true;
  }

  return {
    /** The lead settings (assignment, WhatsApp template, working hours, retention). */
    get(): Promise<LeadSettings> {
      return settings.getLeads();
    },

    /**
     * Saves part of the lead settings (400 with dotted field paths), audits the change and, when
     * the alert recipients gained or lost an address, queues the owners' notice (ADR 0032), all in
     * the transaction of the change.
     */
    async update(principal: StaffPrincipal, changes: unknown, ip: string | null): Promise<LeadSettings> {
      const parsed = checkedInput<Partial<LeadSettings>>(LeadSettingsPatchSchema, changes);
      // Read before the transaction: the embedded database has one connection, which the
      // transaction holds, so a read outside it from within would wait for ever.
      const noticesOn = parsed.leadAlertRecipients !== undefined && (await notices.enabled());
      const businessName = noticesOn ? ((await settings.getSite().catch(() => null))?.businessName ?? null) : null;
      let noticeQueued = false;
      const after = await settings.updateLeads(parsed, async (t, before, saved) => {
        const diff: Record<string, { from: unknown; to: unknown }> = {};
        for (const key of Object.keys(parsed) as (keyof LeadSettings)[]) {
          if (JSON.stringify(before[key]) !== JSON.stringify(saved[key]))
            diff[key] = { from: before[key], to: saved[key] };
        }
        if (Object.keys(diff).length === 0) return;
        await recordAudit(t, actorOf(principal, ip), {
          action: "lead_settings.update",
          entity: "settings",
          entityId: "leads",
          changes: diff,
        });
        const { added, removed } = recipientChanges(before.leadAlertRecipients, saved.leadAlertRecipients);
        if (noticesOn && added.length + removed.length > 0) {
          noticeQueued = await queueRecipientsNotice(t, principal, businessName, {
            added,
            removed,
            recipients: saved.leadAlertRecipients,
          });
        }
      });
      if (noticeQueued) notices.onQueued();
      return after;
    },
  };
}

export type LeadSettingsService = ReturnType<typeof createLeadSettingsService>;
