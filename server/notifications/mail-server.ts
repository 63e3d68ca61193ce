// The mail server the office sends its staff e-mails through (new-lead alerts, the owners'
// notices), as the owner sets it on the Mail server screen: host, port, security, sign-in and the
// sender. Isomorphic (zod only): the screen checks with the same rules. The password is write-only:
// the answer says whether one is stored, never what it is (mail-server-settings.server.ts seals it).
import { z } from "zod";

export const mailSecurityModes = ["starttls", "tls", "none"] as const;
export type MailSecurity = (typeof mailSecurityModes)[number];

export const mailSecurityLabels: Record<MailSecurity, { label: string; description: string }> = {
  starttls: { label: "STARTTLS", description: "Usually port 587. Most providers." },
  tls: { label: "TLS", description: "Usually port 465." },
  none: {
    label: "None",
    description: "Only for a mail relay on your own network: the password and the leads travel unencrypted.",
  },
};

/** The usual port of each security, for the form to suggest. */
export const defaultPortOf: Record<MailSecurity, number> = { starttls: 587, tls: 465, none: 25 };

// A header line must not be broken open by what is typed: no control characters, and no quotes or
// angle brackets in the name (nodemailer quotes it, but a plain name reads the same everywhere).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const MailServerFieldsSchema = z.object({
  host: z
    .string({ error: "Write the mail server's host name" })
    .trim()
    .min(1, "Write the mail server's host name, e.g. smtp.gmail.com")
    .max(253, "A host name is at most 253 characters")
    .regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]+\]$/, {
      error: "Write the host name alone, e.g. smtp.gmail.com (no smtp://, no port, no spaces)",
    }),
  port: z
    .number({ error: "Write the port as a number, e.g. 587" })
    .int("Write the port as a whole number, e.g. 587")
    .min(1, "A port is between 1 and 65535")
    .max(65535, "A port is between 1 and 65535"),
  security: z.enum(mailSecurityModes, { error: "Choose STARTTLS, TLS or none" }),
  /** The account's user name (often the e-mail address); empty: the server takes mail without signing in. */
  user: z
    .string()
    .trim()
    .max(254, "A user name is at most 254 characters")
    .refine((value) => !CONTROL.test(value), "Write the user name on one line"),
  /** The sender's name people see in their inbox, e.g. "Website leads". */
  fromName: z
    .string()
    .trim()
    .max(80, "Keep the sender's name under 80 characters")
    .refine((value) => !CONTROL.test(value) && !/["<>]/.test(value), "Write the name without quotes or < >"),
  fromAddress: z
    .email({ error: "Write the sender's e-mail address, e.g. leads@yourbusiness.in" })
    .max(254, "An e-mail address is at most 254 characters"),
});
export type MailServerFields = z.infer<typeof MailServerFieldsSchema>;

/** What the owner saves (PUT /api/admin/mail-server) and what a test with unsaved values sends. */
export const MailServerEditSchema = MailServerFieldsSchema.extend({
  /** A new password; empty or left out keeps the stored one. */
  password: z
    .string()
    .max(500, "A password is at most 500 characters")
    .refine((value) => !/[\r\n]/.test(value), "A password is one line")
    .optional(),
  /** true: remove the stored password (the server takes mail without signing in). */
  clearPassword: z.boolean().optional(),
}).superRefine((value, ctx) => {
  if (value.password && value.clearPassword)
    ctx.addIssue({ code: "custom", path: ["password"], message: "Type a new password or remove it, not both" });
  if (value.password && value.user.trim() === "")
    ctx.addIssue({ code: "custom", path: ["user"], message: "Write the user name that goes with the password" });
});
export type MailServerEdit = z.infer<typeof MailServerEditSchema>;

/** The server the environment sets (SMTP_URL): shown as in force, never its password. */
export interface EnvironmentMailServer {
  host: string;
  port: number;
  /** smtps:// is TLS; smtp:// upgrades with STARTTLS when the server offers it. */
  security: "tls" | "starttls_if_offered";
  user: string | null;
}

export const MailTestSchema = z.object({
  /** Where the test goes; the signed-in person's own address when left out. */
  to: z.email({ error: "Write the address to send the test to" }).max(254).optional(),
  /** The form's values, saved or not; left out: the server in force (the environment's or the saved one). */
  server: MailServerEditSchema.optional(),
});
export type MailTest = z.infer<typeof MailTestSchema>;
