// The Mail server screen's answers (GET/PUT/DELETE /api/admin/mail-server and its test), declared
// once: the routes answer with them, the service and the screen use their types.
import { z } from "@hono/zod-openapi";
import { mailProblemKinds } from "./mail-problems";
import { MailServerEditSchema, MailTestSchema, mailSecurityModes } from "./mail-server";

/** Why no lead alert goes out: no mail server at all, or nobody to send it to. */
export const alertsOffReasons = ["no_server", "no_recipients"] as const;
export type AlertsOffReason = (typeof alertsOffReasons)[number];

export const MailServerViewSchema = z
  .object({
    inForce: z.enum(["environment", "settings", "none"]).openapi({
      description:
        "Which server the e-mails go through: the environment's SMTP_URL (it wins; the saved settings are then not used), the saved settings, or none (nothing is sent)",
    }),
    environment: z.object({
      server: z
        .object({
          host: z.string(),
          port: z.number().int(),
          security: z.enum(["tls", "starttls_if_offered"]),
          user: z.string().nullable(),
        })
        .nullable()
        .openapi({ description: "SMTP_URL, without its password; null when not set" }),
      recipients: z
        .array(z.string())
        .openapi({ description: "LEAD_NOTIFY_EMAIL's addresses: they get every lead alert (empty when not set)" }),
      from: z.string().nullable().openapi({ description: "The sender the environment's server sends as" }),
    }),
    saved: z
      .object({
        host: z.string(),
        port: z.number().int(),
        security: z.enum(mailSecurityModes),
        user: z.string(),
        fromName: z.string(),
        fromAddress: z.string(),
        password: z
          .enum(["set", "not_set"])
          .openapi({ description: "Whether a password is stored; never the password" }),
        passwordProblem: z
          .string()
          .nullable()
          .openapi({ description: "Why the stored password cannot be read by this server (a missing key), else null" }),
        updatedAt: z.string(),
      })
      .nullable()
      .openapi({ description: "The server saved on this screen; null: none saved" }),
    alerts: z.object({
      enabled: z.boolean(),
      offReason: z.enum(alertsOffReasons).nullable(),
      recipients: z
        .array(z.string())
        .openapi({ description: "Who gets every lead alert: LEAD_NOTIFY_EMAIL and the lead settings' recipients" }),
    }),
  })
  .openapi("MailServer");
export type MailServerView = z.output<typeof MailServerViewSchema>;

// Fresh objects: the edit schemas are plain zod (isomorphic), built before @hono/zod-openapi adds
// .openapi. The service checks the body again with the whole schema (its rules across fields).
export const MailServerEditBodySchema = z.object(MailServerEditSchema.shape).openapi("MailServerEdit");
export const MailTestBodySchema = z
  .object({ to: MailTestSchema.shape.to, server: MailServerEditBodySchema.optional() })
  .openapi("MailTest");

export const MailTestResultSchema = z
  .object({
    sent: z.boolean(),
    to: z.string(),
    problem: z.enum(mailProblemKinds).nullable(),
    message: z.string().openapi({
      description: "Where the test went, or what failed, in words for the office",
      example: "The mail server refused the user name or password. Check both…",
    }),
  })
  .openapi("MailTestResult");
export type MailTestResult = z.output<typeof MailTestResultSchema>;
