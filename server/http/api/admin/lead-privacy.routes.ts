// The leads' CSV export and the DPDP rights operations: find every lead of one person (access
// request), erase one lead or every lead of a person. Registered before the other /leads routes,
// so /leads/export and /leads/person are never read as /leads/{id}.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import type { StaffPrincipal } from "../../../auth/staff-user";
import type { PersonKey } from "../../../leads/lead-privacy.server";
import { EraseResultSchema, PersonLeadsSchema } from "../../../leads/lead-privacy.schema";
import { normalizeIndianMobile } from "../../../leads/lead-rules";
import { BULK_MAX_LEADS, LeadListQuerySchema } from "../../../leads/lead-workbench.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Leads: export and privacy"];

const privacyMessages = {
  mobile: "Enter the person's 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210",
  email: "Enter the person's e-mail address, e.g. name@example.in",
  one: "Enter either the person's mobile number or their e-mail address",
  confirm: "Send confirm: true to erase this person's data (it cannot be undone)",
} as const;

const mobileParam = z
  .string({ error: privacyMessages.mobile })
  .max(40, privacyMessages.mobile)
  .transform((value, ctx) => {
    if (value.trim() === "") return undefined;
    const mobile = normalizeIndianMobile(value);
    if (mobile !== null) return mobile;
    ctx.addIssue({ code: "custom", message: privacyMessages.mobile });
    return z.NEVER;
  })
  .optional();

const emailParam = z
  .string({ error: privacyMessages.email })
  .max(200, privacyMessages.email)
  .transform((value, ctx) => {
    const email = value.trim().toLowerCase();
    if (email === "") return undefined;
    if (z.email().safeParse(email).success) return email;
    ctx.addIssue({ code: "custom", message: privacyMessages.email });
    return z.NEVER;
  })
  .optional();

/** Exactly one of mobile and e-mail, as a PersonKey. */
function toPerson<T extends { mobile?: string; email?: string }>(value: T, ctx: z.RefinementCtx): PersonKey {
  if (value.mobile !== undefined && value.email === undefined) return { mobile: value.mobile };
  if (value.email !== undefined && value.mobile === undefined) return { email: value.email };
  ctx.addIssue({
    code: "custom",
    path: [value.mobile === undefined ? "mobile" : "email"],
    message: privacyMessages.one,
  });
  return z.NEVER;
}

export const PersonQuerySchema = z
  .object({
    mobile: mobileParam.openapi({
      param: { name: "mobile", in: "query" },
      description: "In any form people type it (+91 98765 43210, 098765-43210, …)",
      example: "98765 43210",
    }),
    email: emailParam.openapi({
      param: { name: "email", in: "query" },
      description: "Compared without regard to case",
      example: "name@example.in",
    }),
  })
  .transform(toPerson);

export const PersonEraseSchema = z
  .object({
    mobile: mobileParam.openapi({ example: "98765 43210" }),
    email: emailParam.openapi({ example: "name@example.in" }),
    confirm: z.literal(true, { error: privacyMessages.confirm }),
  })
  .transform(toPerson)
  .openapi("PersonErase");

/** The list's filters, plus `ids`: the leads picked on the list (the bulk "Export" action). */
export const LeadExportQuerySchema = LeadListQuerySchema.safeExtend({
  ids: z
    .string()
    .max(BULK_MAX_LEADS * 11)
    .transform((value, ctx) => {
      const parts = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length === 0) return undefined;
      const bad = parts.some((part) => !/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > 2_147_483_647);
      if (bad || parts.length > BULK_MAX_LEADS) {
        ctx.addIssue({
          code: "custom",
          message: `Use up to ${BULK_MAX_LEADS} lead ids separated by commas, e.g. 12,15,31`,
        });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional()
    .openapi({
      param: { name: "ids", in: "query" },
      description: `Only these leads (ids separated by commas, at most ${BULK_MAX_LEADS}); the other filters still apply`,
      example: "12,15,31",
    }),
});

const readCommon = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Your role cannot read leads"),
};

const exportCsv = staffRoute("lead:export", {
  method: "get",
  path: "/leads/export",
  tags,
  summary: "Download the leads of the list's filters as CSV",
  description:
    "The same filters as GET /leads (paging and sort ignored), streamed in id order. UTF-8 with a byte-order mark, dates DD/MM/YYYY in IST, amounts as plain rupee digits; a cell that begins with = + - @, a tab or a carriage return gets a leading single quote, so a spreadsheet never runs it. `X-Total-Count` gives the number of rows before the body arrives. Commission columns only for owner and admin. Recorded in the audit log.",
  request: { query: LeadExportQuerySchema },
  responses: {
    200: {
      description: "The CSV file",
      headers: z.object({
        "X-Total-Count": z.string().openapi({ description: "Rows in the file", example: "1250" }),
      }),
      content: { "text/csv": { schema: z.string() } },
    },
    400: errorResponse("Bad filter"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only owner and admin export leads"),
  },
});

const person = staffRoute("lead:read", {
  method: "get",
  path: "/leads/person",
  tags,
  summary: "Every lead of one person (DPDP access request)",
  description:
    "Find by mobile (any form people type it) or e-mail (case does not matter): every stored field of each lead, its consent record and its timeline, oldest first.",
  request: { query: PersonQuerySchema },
  responses: {
    200: jsonContent("The person's leads", PersonLeadsSchema),
    400: errorResponse("Neither or both of mobile and e-mail, or one that is not valid"),
    ...readCommon,
  },
});

const eraseOne = staffRoute("lead:erase", {
  method: "post",
  path: "/leads/{id}/erase",
  tags,
  summary: "Erase the personal data of one lead (owner, admin)",
  description:
    "Name, mobile, e-mail, city, PIN, message, details, income, employment, referrer, landing page and UTM fields are replaced. The words staff wrote about the person read [erased] wherever they were kept: notes, call outcomes and status reasons on the timeline and in the audit log, the exit reason, the search of an export that found the person, and the alert's payload and error (a waiting alert is cancelled). Reference, kind, service, status, amounts, lender fields, commission, dates, the consent record's notice version and dates, and every timeline and audit entry (who, what, when) are kept, in the same transaction. Erasing an erased lead changes nothing and answers `erased: 0`.",
  request: { params: IdParams },
  responses: {
    200: jsonContent("Erased (or already erased)", EraseResultSchema),
    404: errorResponse("No such lead"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only owner and admin erase leads"),
  },
});

const erasePerson = staffRoute("lead:erase", {
  method: "post",
  path: "/leads/person/erase",
  tags,
  summary: "Erase every lead of one person (DPDP erasure request; owner, admin)",
  description: "As POST /leads/{id}/erase for every lead of the mobile or e-mail. Needs `confirm: true`.",
  request: { body: jsonBody(PersonEraseSchema) },
  responses: {
    200: jsonContent("How many leads were erased", EraseResultSchema),
    400: errorResponse("No confirmation, or neither or both of mobile and e-mail"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only owner and admin erase leads"),
  },
});

/** Whether an Accept-Encoding header takes gzip (listed, or `*`, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number.parseFloat(q.slice(2)) > 0;
  });
}

export function registerLeadPrivacyRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  api.openapi(exportCsv, async (c) => {
    const principal = c.get("principal");
    const { page: _page, pageSize: _pageSize, sort: _sort, dir: _dir, ids, ...filters } = c.req.valid("query");
    const result = await services.leadExport.start(
      principal,
      actorOf(principal, c.get("origin").ip),
      filters,
      { userId: principal.user.id },
      ids,
    );
    // Compressed here, as a stream, when the client takes gzip: the site's compression middleware
    // buffers whole bodies (fine for pages, not for 100,000 rows) and leaves a body that already
    // has a Content-Encoding alone. A CSV shrinks about eightfold.
    const gzip = acceptsGzip(c.req.header("Accept-Encoding"));
    const body = gzip
      ? result.stream.pipeThrough(new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>)
      : result.stream;
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${result.fileName}"`,
        "X-Total-Count": String(result.total),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        Vary: "Accept-Encoding",
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      },
    }) as never;
  });

  api.openapi(person, async (c) =>
    c.json(await services.leadPrivacy.findPerson(c.get("principal").user, c.req.valid("query")), 200),
  );

  /** Who erases: the audit actor, and the name the timeline shows. */
  const by = (principal: StaffPrincipal, ip: string | null) => ({
    actor: actorOf(principal, ip),
    displayName: principal.user.displayName,
  });

  // /leads/person/erase first: /leads/{id}/erase would take "person" for an id.
  api.openapi(erasePerson, async (c) => {
    const who = by(c.get("principal"), c.get("origin").ip);
    return c.json(await services.leadPrivacy.erasePerson(who, c.req.valid("json")), 200);
  });

  api.openapi(eraseOne, async (c) => {
    const who = by(c.get("principal"), c.get("origin").ip);
    return c.json(await services.leadPrivacy.eraseLead(who, c.req.valid("param").id), 200);
  });
}
