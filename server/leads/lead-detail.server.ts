// One lead as the staff's detail page shows it: every field, consent, attribution, its repeats,
// the timeline (staff events and the alert e-mails, newest first), and the WhatsApp message and
// the call and chat links, filled in for the member of staff looking.
import { and, asc, desc, eq, ne, or } from "drizzle-orm";
import { can } from "../auth/permissions";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import { leadEvents, leads, notificationOutbox } from "../db/schema";
import { NotFoundError } from "../domain-errors";
import type { SettingsService } from "../settings/settings.server";
import type { ContentLocalizer } from "../loan-services/loan-service-translations.server";
import type { Language } from "../vocabulary/languages";
import type { LeadKind } from "../vocabulary/leads";
import { iso, leadLanguage, leadRowQuery, toListItem, type LeadRow } from "./lead-list.server";
import { allowedMoves } from "./lead-pipeline";
import { fillWhatsappTemplate, whatsappServiceWords } from "./lead-settings";
import type { LeadDetail, LeadTimelineItem } from "./lead-workbench.schema";

/** The 10 digits of a stored mobile (`+91XXXXXXXXXX`), or null when it is not one (erased). */
function nationalMobile(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "");
  const national = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}

export interface LeadDetailsDeps {
  db: Database;
  settings: Pick<SettingsService, "getLeads" | "getSite">;
  /** The loan services' names in Malayalam and Hindi, for the WhatsApp message of such a lead. */
  translations: Pick<ContentLocalizer, "localize">;
  /** The clock (the waiting time of a lead nobody has contacted yet). */
  now: () => Date;
}

export function createLeadDetails({ db, settings, translations, now }: LeadDetailsDeps) {
  /**
   * What {service} of the WhatsApp message reads: the loan service's name in the lead's language
   * (its published translation, else the English name), or a word for the kind of lead.
   */
  async function serviceWords(
    language: Language,
    kind: LeadKind,
    row: { serviceName: string | null; serviceId: number | null },
  ): Promise<string> {
    if (row.serviceName === null || row.serviceId === null) return whatsappServiceWords[language][kind] ?? "";
    if (language === "en") return row.serviceName;
    const localized = await translations.localize("loan-service", language, row.serviceId, { name: row.serviceName });
    return localized.value.name;
  }

  async function timelineOf(lead: LeadRow, showCommission: boolean): Promise<LeadTimelineItem[]> {
    const [events, alerts] = await Promise.all([
      db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(desc(leadEvents.id)),
      db
        .select({
          id: notificationOutbox.id,
          topic: notificationOutbox.topic,
          status: notificationOutbox.status,
          attempts: notificationOutbox.attempts,
          createdAt: notificationOutbox.createdAt,
          sentAt: notificationOutbox.sentAt,
          nextAttemptAt: notificationOutbox.nextAttemptAt,
        })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.leadId, lead.id))
        .orderBy(asc(notificationOutbox.id)),
    ]);
    // Ties (an alert written in the enquiry's own transaction) keep events above alerts above arrival.
    const items: (LeadTimelineItem & { rank: number; seq: number })[] = [];
    items.push({
      id: "created",
      type: "created",
      at: lead.createdAt.toISOString(),
      actorLabel: null,
      data: {},
      rank: 0,
      seq: 0,
    });
    for (const alert of alerts) {
      // An alert cancelled by an erasure never went out; the erasure is on the timeline itself.
      if (alert.status === "cancelled") continue;
      // Only when and how it went: the alert's payload (the visitor's details) is not repeated here.
      const type =
        alert.status === "sent" ? "alert_sent" : alert.status === "failed" ? "alert_failed" : "alert_waiting";
      const at = alert.status === "sent" ? (alert.sentAt ?? alert.createdAt) : alert.createdAt;
      items.push({
        id: `alert:${alert.id}`,
        type,
        at: at.toISOString(),
        actorLabel: null,
        data: { attempts: alert.attempts, topic: alert.topic },
        rank: 1,
        seq: alert.id,
      });
    }
    for (const event of events) {
      items.push({
        id: `event:${event.id}`,
        type: event.type,
        at: event.createdAt.toISOString(),
        actorLabel: event.actorLabel,
        // Commission is for owners and admins: others see that it changed, not the amounts.
        data: event.type === "commission_updated" && !showCommission ? {} : event.data,
        rank: 2,
        seq: event.id,
      });
    }
    items.sort((a, b) => b.at.localeCompare(a.at) || b.rank - a.rank || b.seq - a.seq);
    return items.map(({ rank: _rank, seq: _seq, ...item }) => item);
  }

  async function detail(principal: StaffPrincipal, id: number): Promise<LeadDetail> {
    const rows = await leadRowQuery(db).where(eq(leads.id, id)).limit(1);
    const row = rows[0];
    if (!row) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
    const { lead } = row;
    const originalId = lead.duplicateOfId ?? lead.id;
    const [repeatRows, timeline, leadSettings, site] = await Promise.all([
      db
        .select({ id: leads.id, reference: leads.reference, status: leads.status, createdAt: leads.createdAt })
        .from(leads)
        .where(and(or(eq(leads.id, originalId), eq(leads.duplicateOfId, originalId)), ne(leads.id, lead.id)))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(100),
      timelineOf(lead, can(principal.user, "lead:commission")),
      settings.getLeads(),
      settings.getSite(),
    ]);
    const mobile = lead.erasedAt === null ? nationalMobile(lead.mobile) : null;
    // The message is written to the visitor in the language they wrote in, the service named in it too.
    const language = leadLanguage(lead.consentLanguage);
    const whatsappMessage = fillWhatsappTemplate(leadSettings.whatsappTemplates[language], {
      name: lead.erasedAt === null ? (lead.name.trim().split(/\s+/)[0] ?? "") : "",
      reference: lead.reference,
      service: await serviceWords(language, lead.kind as LeadKind, row),
      staffName: principal.user.displayName,
      businessName: site.businessName,
    });
    return {
      ...toListItem(row, now()),
      pincode: lead.pincode,
      monthlyIncome: lead.monthlyIncome,
      employmentType: lead.employmentType,
      message: lead.message,
      details: lead.details,
      duplicateOfId: lead.duplicateOfId,
      consent: {
        noticeVersion: lead.consentNoticeVersion,
        language: lead.consentLanguage,
        purpose: lead.consentPurpose,
        consentedAt: lead.consentedAt.toISOString(),
      },
      attribution: {
        landingPage: lead.landingPage,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmTerm: lead.utmTerm,
        utmContent: lead.utmContent,
      },
      statusChangedAt: iso(lead.statusChangedAt),
      lenderName: lead.lenderName,
      lenderApplicationId: lead.lenderApplicationId,
      submittedOn: lead.submittedOn,
      sanctionedOn: lead.sanctionedOn,
      disbursedOn: lead.disbursedOn,
      exitReason: lead.exitReason,
      ...(can(principal.user, "lead:commission")
        ? { commission: { expected: lead.commissionExpected, received: lead.commissionReceived } }
        : {}),
      erasedAt: iso(lead.erasedAt),
      updatedAt: lead.updatedAt.toISOString(),
      version: lead.version,
      allowedStatuses: [...allowedMoves(lead.status)],
      repeats: repeatRows.map((repeat) => ({
        id: repeat.id,
        reference: repeat.reference,
        status: repeat.status,
        createdAt: repeat.createdAt.toISOString(),
        isOriginal: repeat.id === originalId,
      })),
      timeline,
      whatsappMessage,
      whatsappUrl: mobile ? `https://wa.me/91${mobile}?text=${encodeURIComponent(whatsappMessage)}` : null,
      telUrl: mobile ? `tel:+91${mobile}` : null,
    };
  }

  return {
    /** Every field, consent, attribution, repeats, timeline (newest first); 404 when unknown. */
    get: detail,
  };
}
