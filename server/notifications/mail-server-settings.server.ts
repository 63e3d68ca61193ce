// The mail server as the owner saves it on the Mail server screen (GET/PUT/DELETE
// /api/admin/mail-server), and which server is in force: the environment's SMTP_URL wins over
// the saved one, LEAD_NOTIFY_EMAIL's addresses always get the alerts. The saved server is the
// `mail_server` document of site_settings, its password sealed by the secret box
// (server/shared/secret-box.server.ts): it is never answered, logged or audited.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/audit.server";
import { actorOf } from "../auth/request-actor";
import type { StaffPrincipal } from "../auth/staff-user";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { formatDateTimeIST } from "../formats/ist";
import { checkedInput } from "../shared/checked-input";
import { SecretBoxError, type SecretBox } from "../shared/secret-box.server";
import { MailServerEditSchema, MailServerFieldsSchema, MailTestSchema, type MailServerFields } from "./mail-server";
import type { AlertsOffReason, MailServerView, MailTestResult } from "./mail-server.schema";
import {
  appendAddresses,
  deliveryFromSettings,
  deliveryFromUrl,
  describeSmtpUrl,
  fromHeader,
  parseAddresses,
  sendTestMail,
  smtpServerOf,
  type MailDelivery,
} from "./mail-transport.server";

const MAIL_SERVER_KEY = "mail_server";
/** The content-change topic of a save: every instance drops its copy and its outbox uses the new server. */
export const MAIL_SERVER_TOPIC = "mail-server";
/** What the password is sealed for: a sealed value copied elsewhere does not open. */
const PASSWORD_PURPOSE = "mail_server.password";

const StoredMailServerSchema = MailServerFieldsSchema.extend({ passwordSealed: z.string().nullable() });
type StoredMailServer = z.infer<typeof StoredMailServerSchema>;
interface SavedMailServer {
  stored: StoredMailServer;
  updatedAt: Date;
}

const ENVIRONMENT_WINS =
  "The server's environment sets SMTP_URL, which is in force instead of this screen: change the mail server there (or remove SMTP_URL to use the one saved here).";

export interface MailServerSettingsDeps {
  db: Database;
  /** SMTP_URL and LEAD_NOTIFY_EMAIL of the environment. */
  environment: { smtpUrl?: string; notifyEmail?: string };
  secretBox: SecretBox;
  /** The lead settings' alert recipients (server/leads/lead-settings.ts). */
  leadRecipients: () => Promise<readonly string[]>;
  /** The business's name, for the test e-mail. */
  businessName: () => Promise<string>;
  onChange?: ContentChangeListener;
  now?: () => Date;
}

export function createMailServerSettings(deps: MailServerSettingsDeps) {
  const { db, environment, secretBox } = deps;
  const onChange = deps.onChange ?? (() => undefined);
  const now = deps.now ?? (() => new Date());
  const environmentRecipients = parseAddresses(environment.notifyEmail);
  /** Read by every new lead and every outbox pass: kept until a content change (this instance's or another's). */
  let cached: Promise<SavedMailServer | null> | null = null;

  function readSaved(): Promise<SavedMailServer | null> {
    if (cached) return cached;
    const reading = db
      .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
      .from(siteSettings)
      .where(eq(siteSettings.key, MAIL_SERVER_KEY))
      .limit(1)
      .then(([row]) => {
        const parsed = row ? StoredMailServerSchema.safeParse(row.value) : null;
        return parsed?.success ? { stored: parsed.data, updatedAt: row!.updatedAt } : null;
      });
    cached = reading;
    reading.catch(() => {
      if (cached === reading) cached = null;
    });
    return reading;
  }

  /** The stored password, or why this server cannot read it (a key it lacks). */
  function openPassword(stored: StoredMailServer): { password: string | null; problem: string | null } {
    if (!stored.passwordSealed) return { password: null, problem: null };
    try {
      return { password: secretBox.open(stored.passwordSealed, PASSWORD_PURPOSE), problem: null };
    } catch (error) {
      const reason = error instanceof SecretBoxError ? error.message : "it could not be read";
      return {
        password: null,
        problem: `This server cannot read the stored password (${reason}). Type the password again and save.`,
      };
    }
  }

  async function recipients(): Promise<string[]> {
    return appendAddresses([...environmentRecipients], await deps.leadRecipients());
  }

  async function alerts(): Promise<MailServerView["alerts"]> {
    const [saved, to] = await Promise.all([environment.smtpUrl ? null : readSaved(), recipients()]);
    const offReason: AlertsOffReason | null =
      !environment.smtpUrl && !saved ? "no_server" : to.length === 0 ? "no_recipients" : null;
    return { enabled: offReason === null, offReason, recipients: to };
  }

  async function view(): Promise<MailServerView> {
    const [saved, alertState] = await Promise.all([readSaved(), alerts()]);
    const server = environment.smtpUrl ? describeSmtpUrl(environment.smtpUrl) : null;
    return {
      inForce: environment.smtpUrl ? "environment" : saved ? "settings" : "none",
      environment: {
        server,
        recipients: environmentRecipients,
        from: environment.smtpUrl ? deliveryFromUrl(environment.smtpUrl, alertState.recipients).from : null,
      },
      saved: saved
        ? {
            host: saved.stored.host,
            port: saved.stored.port,
            security: saved.stored.security,
            user: saved.stored.user,
            fromName: saved.stored.fromName,
            fromAddress: saved.stored.fromAddress,
            password: saved.stored.passwordSealed ? "set" : "not_set",
            passwordProblem: openPassword(saved.stored).problem,
            updatedAt: saved.updatedAt.toISOString(),
          }
        : null,
      alerts: alertState,
    };
  }

  /**
   * What the outbox sends through now: SMTP_URL, else the saved server; null when neither is set
   * up. Throws when the saved password cannot be read (the outbox leaves its rows waiting).
   */
  async function delivery(): Promise<MailDelivery | null> {
    const to = await recipients();
    if (environment.smtpUrl) return deliveryFromUrl(environment.smtpUrl, to);
    const saved = await readSaved();
    if (!saved) return null;
    const { password, problem } = openPassword(saved.stored);
    if (problem) throw new Error(problem);
    return deliveryFromSettings(saved.stored, password, to);
  }

  function forget(): void {
    cached = null;
  }

  return {
    /** Forgets the saved server read so far (a content change). */
    clearCache: forget,

    view,

    /** Whether lead alerts go out, and if not why; who gets them. */
    alerts,

    /** LEAD_NOTIFY_EMAIL's addresses: they get every alert, and cannot be changed in the staff area. */
    environmentRecipients: environmentRecipients as readonly string[],

    /** Whether any mail server is set up (the owners' notices need no recipients list). */
    async hasServer(): Promise<boolean> {
      return Boolean(environment.smtpUrl) || (await readSaved()) !== null;
    },

    delivery,

    /**
     * Saves the mail server (owner): an empty password keeps the stored one, `clearPassword`
     * removes it, a user name removed takes the password with it. Audited without the password.
     */
    async save(principal: StaffPrincipal, input: unknown, ip: string | null): Promise<MailServerView> {
      if (environment.smtpUrl) throw new ConflictError(ENVIRONMENT_WINS);
      const edit = checkedInput(MailServerEditSchema, input);
      const { password, clearPassword, ...fields } = edit;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, MAIL_SERVER_KEY))
          .for("update");
        const before = row ? (StoredMailServerSchema.safeParse(row.value).data ?? null) : null;
        const passwordSealed = !fields.user
          ? null
          : password
            ? secretBox.seal(password, PASSWORD_PURPOSE)
            : clearPassword
              ? null
              : (before?.passwordSealed ?? null);
        const next: StoredMailServer = { ...fields, passwordSealed };
        await tx
          .insert(siteSettings)
          .values({ key: MAIL_SERVER_KEY, value: next })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value: next, updatedAt: sql`now()` } });
        const changes = fieldChanges(before, fields);
        const passwordState = (sealed: string | null | undefined) => (sealed ? "set" : "not set");
        if (password || passwordState(before?.passwordSealed) !== passwordState(passwordSealed))
          changes.password = {
            from: passwordState(before?.passwordSealed),
            to: password ? (before?.passwordSealed ? "replaced" : "set") : "not set",
          };
        if (Object.keys(changes).length > 0)
          await recordAudit(tx as unknown as Database, actorOf(principal, ip), {
            action: "mail_server.update",
            entity: "mail_server",
            changes,
          });
      });
      forget();
      onChange(MAIL_SERVER_TOPIC);
      return view();
    },

    /** Removes the saved server (owner): without SMTP_URL, no e-mail goes out any more. */
    async remove(principal: StaffPrincipal, ip: string | null): Promise<MailServerView> {
      const removed = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(siteSettings)
          .where(eq(siteSettings.key, MAIL_SERVER_KEY))
          .returning({ value: siteSettings.value });
        const before = rows[0] ? StoredMailServerSchema.safeParse(rows[0].value).data : undefined;
        if (!before) return false;
        await recordAudit(tx as unknown as Database, actorOf(principal, ip), {
          action: "mail_server.remove",
          entity: "mail_server",
          changes: { host: before.host, port: before.port, user: before.user, fromAddress: before.fromAddress },
        });
        return true;
      });
      forget();
      if (removed) onChange(MAIL_SERVER_TOPIC);
      return view();
    },

    /**
     * The Mail server screen's test: one e-mail to `to` (the signed-in person's address by
     * default) through the form's values (an empty password: the stored one), or the server in
     * force when none are sent. Answers what happened in words; never throws for a mail failure.
     */
    async sendTest(principal: StaffPrincipal, input: unknown): Promise<MailTestResult> {
      const test = checkedInput(MailTestSchema, input);
      const to = test.to ?? principal.user.email;
      let through: Pick<MailDelivery, "server" | "from" | "secrets">;
      if (test.server) {
        if (environment.smtpUrl) throw new ConflictError(ENVIRONMENT_WINS);
        const form = checkedInput(MailServerEditSchema, test.server);
        const saved = await readSaved();
        const password = form.password || (form.clearPassword || !saved ? null : openPassword(saved.stored).password);
        through = {
          server: smtpServerOf(form, form.user ? password : null),
          from: fromHeader(form.fromName, form.fromAddress),
          secrets: password ? [password] : [],
        };
      } else {
        const inForce = await delivery();
        if (!inForce)
          throw new ValidationError(
            { server: "Fill in the mail server first: there is none to test yet." },
            "No mail server is set up yet",
          );
        through = inForce;
      }
      const business = await deps.businessName().catch(() => "the website");
      const sentAt = formatDateTimeIST(now());
      return sendTestMail(through, to, {
        subject: `Test e-mail from ${business}`,
        text: [
          `This is a test from the Mail server screen of ${business}'s staff area, sent by ${principal.user.displayName} on ${sentAt} IST.`,
          "",
          "It arrived, so the mail server settings work: new-lead alerts will be sent this way.",
          "",
          "--",
          "Sent automatically. You need not reply.",
        ].join("\n"),
      });
    },
  };
}

export type MailServerSettings = ReturnType<typeof createMailServerSettings>;

/** `{field: {from, to}}` of the server's fields that a save changes (all of them for a first save). */
function fieldChanges(
  before: StoredMailServer | null,
  after: MailServerFields,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof MailServerFields)[]) {
    const from = before ? before[key] : null;
    if (from !== after[key]) changes[key] = { from, to: after[key] };
  }
  return changes;
}
