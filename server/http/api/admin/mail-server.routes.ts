import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../../app-services.server";
import {
  MailServerEditBodySchema,
  MailServerViewSchema,
  MailTestBodySchema,
  MailTestResultSchema,
} from "../../../notifications/mail-server.schema";
import { errorResponse } from "../../api-error.server";
import { rateLimit } from "../../rate-limit.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { jsonBody, jsonContent } from "./schemas";

const tags = ["Mail server"];

const accessErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Only owners see and change the mail server"),
};

/** Test e-mails per person and window: enough to fix a setting by trial, too few to send mail with. */
const TEST_LIMIT = 10;
const TEST_WINDOW_SECONDS = 10 * 60;

const getMailServer = staffRoute("mail:manage", {
  method: "get",
  path: "/mail-server",
  tags,
  summary: "The mail server staff e-mails go through, which one is in force, and who gets the lead alerts (owner)",
  description:
    "SMTP_URL of the environment wins over the saved server (its password is never shown); LEAD_NOTIFY_EMAIL's addresses always get the alerts, besides the lead settings' recipients. The saved password is answered as `set` or `not_set`, never itself.",
  responses: { 200: jsonContent("The mail server", MailServerViewSchema), ...accessErrors },
});

const putMailServer = staffRoute("mail:manage", {
  method: "put",
  path: "/mail-server",
  tags,
  summary: "Save the mail server (owner)",
  description:
    "The whole server each time. `password`: empty or left out keeps the stored one; `clearPassword: true` removes it; an empty `user` means the server takes mail without signing in (and drops the password). The password is stored encrypted and left out of the audit log. The outbox of every instance uses the new server from its next pass, without a restart. 409 while SMTP_URL is set (the environment wins).",
  request: { body: jsonBody(MailServerEditBodySchema) },
  responses: {
    200: jsonContent("The mail server as saved", MailServerViewSchema),
    400: errorResponse("A field cannot be used"),
    409: errorResponse("SMTP_URL of the environment is in force"),
    ...accessErrors,
  },
});

const deleteMailServer = staffRoute("mail:manage", {
  method: "delete",
  path: "/mail-server",
  tags,
  summary: "Remove the saved mail server (owner)",
  description: "Without SMTP_URL, no e-mail goes out any more; alerts of new leads are no longer queued.",
  responses: { 200: jsonContent("The mail server now", MailServerViewSchema), ...accessErrors },
});

const testMailServer = staffRoute("mail:manage", {
  method: "post",
  path: "/mail-server/test",
  tags,
  summary: "Send a test e-mail (owner)",
  description: `To \`to\`, or the signed-in account's own address. With \`server\` (the form's values, saved or not; an empty password uses the stored one) the test goes through that server; without it, through the server in force. A failure is answered 200 with \`sent: false\` and what failed in words for the office (the host cannot be found or reached, a TLS problem, the user name or password refused, the sender refused, no answer within the timeout). ${TEST_LIMIT} tests per person in ${TEST_WINDOW_SECONDS / 60} minutes.`,
  request: { body: jsonBody(MailTestBodySchema) },
  responses: {
    200: jsonContent("What happened", MailTestResultSchema),
    400: errorResponse("A field cannot be used, or there is no server to test"),
    409: errorResponse("SMTP_URL of the environment is in force: test without `server`"),
    429: errorResponse("Too many tests: wait a few minutes"),
    ...accessErrors,
  },
});

export function registerMailServerRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { mailServer } = services;
  api.openapi(getMailServer, async (c) => c.json(await mailServer.view(), 200));
  // The body is checked again, whole, by the service (its rules across fields).
  api.openapi(putMailServer, async (c) =>
    c.json(await mailServer.save(c.get("principal"), await c.req.json(), c.get("origin").ip), 200),
  );
  api.openapi(deleteMailServer, async (c) =>
    c.json(await mailServer.remove(c.get("principal"), c.get("origin").ip), 200),
  );
  // Counted per account (the caller is known here): each test opens a connection to a server
  // someone typed in and sends a message from the office's account.
  api.use(
    "/mail-server/test",
    rateLimit(services.database.db, {
      method: "POST",
      scope: "mail-test",
      subject: (c) => `user:${(c.get("principal") as AdminEnv["Variables"]["principal"]).user.id}`,
      limit: TEST_LIMIT,
      windowSeconds: TEST_WINDOW_SECONDS,
      message: (retryAfterSeconds) => {
        const minutes = Math.ceil(retryAfterSeconds / 60);
        return `That is ${TEST_LIMIT} test e-mails in a few minutes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}; until then, check the settings against your provider's help page.`;
      },
    }),
  );
  api.openapi(testMailServer, async (c) =>
    c.json(await mailServer.sendTest(c.get("principal"), await c.req.json()), 200),
  );
}
