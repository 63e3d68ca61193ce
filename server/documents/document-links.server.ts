// The private links of borrowers' documents (issue 29). Staff send one from the lead (a new one
// revokes the old); only the token's SHA-256 is kept. Before anything of the lead shows, the
// borrower types the last four digits of the mobile they gave; five wrong tries lock the link and
// tell staff. The right digits open a session (a random id in an HttpOnly cookie, its hash here)
// bound to that link alone, so a link of lead A can never reach lead B.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import type { StaffPrincipal } from "../auth/staff-user";
import type { ContentLocalizer } from "../loan-services/loan-service-translations.server";
import type { Database } from "../db/client.server";
import { leadDocumentLinks, leadDocumentSessions, leads, loanServices, notificationOutbox, users } from "../db/schema";
import { ConflictError, NotFoundError } from "../domain-errors";
import { formatDateIST } from "../formats/ist";
import { leadLanguage } from "../leads/lead-list.server";
import { createLeadChanges } from "../leads/lead-change.server";
import { catalogueFor } from "../../app/i18n/messages";
import { createTranslator } from "../../app/i18n/translator";
import { DOCUMENT_LINK_EMAIL_TOPIC, DOCUMENT_LINK_LOCKED_TOPIC } from "../notifications/documents-notice";
import type { SettingsService } from "../settings/settings.server";
import { checkedInput } from "../shared/checked-input";
import { pathInLanguage, type Language } from "../vocabulary/languages";
import type { SentDocumentLink } from "./borrower-documents.schema";
import { SendDocumentLinkInputSchema } from "./borrower-documents.schema";
import { firstNameOf, linkStateOf } from "./checklist-rules";
import { LINK_TOKEN_PATTERN, MAX_DIGIT_TRIES } from "./document-limits";
import { recordDocumentEvent } from "./document-records.server";

/** The cookie of a borrower who typed the right digits. */
export const BORROWER_SESSION_COOKIE = "dsa_documents";
/** How long the digits stay typed: an evening of finding papers, not the link's whole life. */
export const BORROWER_SESSION_HOURS = 12;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

/** The address of a borrower's page for a token, in a language. */
export function borrowerPagePath(token: string, language: Language): string {
  return pathInLanguage(`/documents/${token}`, language);
}

/** Wrong digits: the page says how many tries are left. */
export class WrongDigitsError extends Error {
  override readonly name = "WrongDigitsError";
  constructor(readonly triesLeft: number) {
    super(
      triesLeft > 0
        ? `These are not the last four digits of the mobile number we have. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`
        : "These are not the last four digits of the mobile number we have. The link is now locked: ask your advisor for a new one.",
    );
  }
}

/**
 * A link that does not open (no such link, expired, revoked or locked): one answer for all, so it
 * never tells whether a lead exists behind it.
 */
export class UnusableLinkError extends Error {
  override readonly name = "UnusableLinkError";
  constructor() {
    super("This link does not work any more. Ask your advisor for a new link.");
  }
}

function lastFourOf(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-4) : null;
}

function sameDigits(a: string, b: string): boolean {
  const left = Buffer.from(a.padEnd(4, "x"));
  const right = Buffer.from(b.padEnd(4, "x"));
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The session id in a Cookie header, or null. */
export function borrowerSessionIdOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === BORROWER_SESSION_COOKIE) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

export interface DocumentLinksDeps {
  db: Database;
  settings: Pick<SettingsService, "getLeads" | "getSite">;
  translations: Pick<ContentLocalizer, "localize">;
  siteUrl: string | null;
  now?: () => Date;
}

export type UsableLink = typeof leadDocumentLinks.$inferSelect;

export function createDocumentLinks({
  db,
  settings,
  translations,
  siteUrl,
  now = () => new Date(),
}: DocumentLinksDeps) {
  const { applyChange } = createLeadChanges({ now });

  /** The link of a token when it still opens, else null. */
  async function usableLinkOf(t: Database, token: string): Promise<UsableLink | null> {
    if (!LINK_TOKEN_PATTERN.test(token)) return null;
    const [link] = await t
      .select()
      .from(leadDocumentLinks)
      .where(eq(leadDocumentLinks.tokenHash, sha256(token)))
      .limit(1);
    if (!link || linkStateOf(link, now()) !== "active") return null;
    const [lead] = await t.select({ erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, link.leadId)).limit(1);
    return lead && lead.erasedAt === null ? link : null;
  }

  async function serviceNameOf(t: Database, serviceSlug: string | null, language: Language): Promise<string | null> {
    if (!serviceSlug) return null;
    const [service] = await t
      .select({ id: loanServices.id, name: loanServices.name })
      .from(loanServices)
      .where(eq(loanServices.slug, serviceSlug))
      .limit(1);
    if (!service) return null;
    return (await translations.localize("loan-service", language, service.id, { name: service.name })).value.name;
  }

  return {
    usableLinkOf: (token: string) => usableLinkOf(db, token),
    serviceNameOf,

    /**
     * A new link for the lead (earlier ones revoked), valid for the lead settings' days; the lead
     * moves to "documents pending" when it was new or contacted. The address is answered once,
     * with the WhatsApp message in the lead's language; `delivery: "email"` also queues the e-mail.
     */
    async send(
      principal: StaffPrincipal,
      leadId: number,
      input: unknown,
      ip: string | null,
      origin: string,
    ): Promise<Omit<SentDocumentLink, "documents">> {
      const { delivery } = checkedInput(SendDocumentLinkInputSchema, input);
      const { documentLinkDays } = await settings.getLeads();
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + documentLinkDays * 86_400_000);
      // What the message needs is read before the transaction: the site settings and translations
      // are read through the pool, and the embedded database's one connection is the transaction's.
      const [found] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
      if (!found) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
      const language = leadLanguage(found.consentLanguage);
      const site = await settings.getSite(language);
      const serviceName = await serviceNameOf(db, found.serviceSlug, language);
      const prepared = await db.transaction(async (t) => {
        const [lead] = await t.select().from(leads).where(eq(leads.id, leadId)).limit(1).for("update");
        if (!lead) throw new NotFoundError("No lead with this id: it may have been deleted. Go back to the list.");
        if (lead.erasedAt) throw new ConflictError("This person's data was erased: no documents link can be sent.");
        if (delivery === "email" && !lead.email)
          throw new ConflictError("This lead gave no e-mail address: copy the link or send it on WhatsApp instead.");
        await t
          .update(leadDocumentLinks)
          .set({ revokedAt: at })
          .where(and(eq(leadDocumentLinks.leadId, leadId), isNull(leadDocumentLinks.revokedAt)));
        await t.insert(leadDocumentLinks).values({
          leadId,
          tokenHash: sha256(token),
          language,
          createdById: principal.user.id,
          createdByLabel: principal.user.displayName,
          createdAt: at,
          expiresAt,
        });
        // Sending the link is a contact with the borrower: a new lead passes through "contacted",
        // as the pipeline has it, on its way to "documents pending".
        if (lead.status === "new")
          await applyChange(t, principal, leadId, undefined, { status: "contacted", details: {} }, ip, {
            via: "documents link",
          });
        if (lead.status === "new" || lead.status === "contacted")
          await applyChange(t, principal, leadId, undefined, { status: "documents_pending", details: {} }, ip, {
            via: "documents link",
          });
        await recordDocumentEvent(
          t,
          leadId,
          { userId: principal.user.id, label: principal.user.displayName },
          "documents_link_sent",
          {
            expiresAt: expiresAt.toISOString(),
            delivery,
          },
        );
        await recordAudit(t, actorOf(principal, ip), {
          action: "lead.documents_link",
          entity: "lead",
          entityId: leadId,
          changes: { sent: { expiresAt: expiresAt.toISOString(), delivery } },
        });
        const url = `${origin.replace(/\/+$/, "")}${borrowerPagePath(token, language)}`;
        const { t: translate } = createTranslator(language, catalogueFor(language));
        const values = {
          name: firstNameOf(lead.name),
          service: serviceName ?? translate("documentLink.serviceFallback"),
          reference: lead.reference,
          url,
          expires: formatDateIST(expiresAt),
          staffName: principal.user.displayName,
          businessName: site.businessName,
        };
        const whatsappText = translate("documentLink.whatsapp", values);
        if (delivery === "email" && lead.email) {
          await t.insert(notificationOutbox).values({
            topic: DOCUMENT_LINK_EMAIL_TOPIC,
            leadId,
            payload: {
              to: [lead.email],
              subject: translate("documentLink.emailSubject", values),
              // One message per paragraph: the address on a line of its own, the office's signature last.
              text: [
                translate("documentLink.emailGreeting", values),
                translate("documentLink.emailAsk", values),
                url,
                translate("documentLink.emailHow", values),
                translate("documentLink.emailSafety", values),
                translate("documentLink.emailNotYou", values),
                `${principal.user.displayName}\n${site.businessName}`,
              ].join("\n\n"),
              reference: lead.reference,
            },
          });
        }
        const digits = lead.mobile.replace(/\D/g, "");
        const national = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
        return {
          url,
          whatsappText,
          whatsappUrl: /^[6-9]\d{9}$/.test(national)
            ? `https://wa.me/91${national}?text=${encodeURIComponent(whatsappText)}`
            : null,
        };
      });
      return { ...prepared, expiresAt: expiresAt.toISOString(), emailed: delivery === "email" };
    },

    async revoke(principal: StaffPrincipal, leadId: number, ip: string | null): Promise<void> {
      await db.transaction(async (t) => {
        const revoked = await t
          .update(leadDocumentLinks)
          .set({ revokedAt: now() })
          .where(and(eq(leadDocumentLinks.leadId, leadId), isNull(leadDocumentLinks.revokedAt)))
          .returning({ id: leadDocumentLinks.id });
        if (revoked.length === 0) throw new ConflictError("This lead has no link to revoke. Reload the lead.");
        await recordDocumentEvent(
          t,
          leadId,
          { userId: principal.user.id, label: principal.user.displayName },
          "documents_link_revoked",
          {},
        );
        await recordAudit(t, actorOf(principal, ip), {
          action: "lead.documents_link",
          entity: "lead",
          entityId: leadId,
          changes: { revoked: revoked.length },
        });
      });
    },

    /**
     * Checks the last four digits. Right: a new session (its id for the cookie) and "opened" on the
     * timeline; wrong: one try fewer, the fifth locks the link and tells staff.
     */
    async unlock(token: string, lastDigits: string): Promise<{ sessionId: string; expiresAt: Date }> {
      const result = await db.transaction(
        async (t): Promise<{ sessionId: string; expiresAt: Date } | { triesLeft: number }> => {
          const found = await usableLinkOf(t, token);
          if (!found) throw new UnusableLinkError();
          const [link] = await t
            .select()
            .from(leadDocumentLinks)
            .where(eq(leadDocumentLinks.id, found.id))
            .for("update");
          if (!link || linkStateOf(link, now()) !== "active") throw new UnusableLinkError();
          const [lead] = await t
            .select({ mobile: leads.mobile, reference: leads.reference, assigneeEmail: users.email })
            .from(leads)
            .leftJoin(users, and(eq(users.id, leads.assignedToId), eq(users.isActive, true)))
            .where(eq(leads.id, link.leadId))
            .limit(1);
          const expected = lead ? lastFourOf(lead.mobile) : null;
          if (!lead || !expected) throw new UnusableLinkError();
          const at = now();
          if (!sameDigits(expected, lastDigits)) {
            const tries = link.failedTries + 1;
            const locked = tries >= MAX_DIGIT_TRIES;
            await t
              .update(leadDocumentLinks)
              .set({ failedTries: tries, ...(locked ? { lockedAt: at } : {}) })
              .where(eq(leadDocumentLinks.id, link.id));
            if (locked) {
              await recordDocumentEvent(t, link.leadId, "system", "documents_link_locked", { tries });
              await t.insert(notificationOutbox).values({
                topic: DOCUMENT_LINK_LOCKED_TOPIC,
                leadId: link.leadId,
                payload: {
                  to: lead.assigneeEmail ? [lead.assigneeEmail] : [],
                  reference: lead.reference,
                  leadId: link.leadId,
                  tries,
                  siteUrl,
                },
              });
            }
            // Answered, not thrown: the wrong try must be committed, not rolled back with an error.
            return { triesLeft: MAX_DIGIT_TRIES - tries };
          }
          const sessionId = randomBytes(32).toString("base64url");
          const expiresAt = new Date(at.getTime() + BORROWER_SESSION_HOURS * 3_600_000);
          await t
            .insert(leadDocumentSessions)
            .values({ idHash: sha256(sessionId), linkId: link.id, createdAt: at, expiresAt });
          await t.update(leadDocumentLinks).set({ lastOpenedAt: at }).where(eq(leadDocumentLinks.id, link.id));
          await recordDocumentEvent(t, link.leadId, "borrower", "documents_link_opened", {});
          return { sessionId, expiresAt };
        },
      );
      if ("triesLeft" in result) throw new WrongDigitsError(result.triesLeft);
      return result;
    },

    /** The link a session cookie opens (still usable, session not expired), or null. */
    async linkOfSession(cookieHeader: string | null | undefined): Promise<UsableLink | null> {
      const sessionId = borrowerSessionIdOf(cookieHeader);
      if (!sessionId) return null;
      const [row] = await db
        .select({ link: leadDocumentLinks })
        .from(leadDocumentSessions)
        .innerJoin(leadDocumentLinks, eq(leadDocumentLinks.id, leadDocumentSessions.linkId))
        .where(and(eq(leadDocumentSessions.idHash, sha256(sessionId)), gt(leadDocumentSessions.expiresAt, now())))
        .limit(1);
      if (!row || linkStateOf(row.link, now()) !== "active") return null;
      const [lead] = await db
        .select({ erasedAt: leads.erasedAt })
        .from(leads)
        .where(eq(leads.id, row.link.leadId))
        .limit(1);
      return lead && lead.erasedAt === null ? row.link : null;
    },

    /** Wrong tries left on a usable link (for the digits form). */
    triesLeft(link: UsableLink): number {
      return Math.max(0, MAX_DIGIT_TRIES - link.failedTries);
    },

    tokenMatches(link: UsableLink, token: string): boolean {
      return LINK_TOKEN_PATTERN.test(token) && link.tokenHash === sha256(token);
    },

    /** Writes "expired" on the timeline of links that passed their time, once each; drops old sessions. */
    async recordExpiries(): Promise<number> {
      const at = now();
      const expired = await db.transaction(async (t) => {
        const rows = await t
          .update(leadDocumentLinks)
          .set({ expiryRecordedAt: at })
          .where(
            and(
              lte(leadDocumentLinks.expiresAt, at),
              isNull(leadDocumentLinks.expiryRecordedAt),
              isNull(leadDocumentLinks.revokedAt),
              isNull(leadDocumentLinks.lockedAt),
            ),
          )
          .returning({ leadId: leadDocumentLinks.leadId });
        for (const row of rows) await recordDocumentEvent(t, row.leadId, "system", "documents_link_expired", {});
        await t.delete(leadDocumentSessions).where(lte(leadDocumentSessions.expiresAt, at));
        return rows.length;
      });
      return expired;
    },
  };
}

export type DocumentLinks = ReturnType<typeof createDocumentLinks>;
