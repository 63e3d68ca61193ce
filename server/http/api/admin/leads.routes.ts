import type { OpenAPIHono } from "@hono/zod-openapi";
import { staffRoute } from "./staff-route";
import type { AppServices } from "../../../app-services.server";
import {
  LeadBulkResultSchema,
  LeadBulkSchema,
  LeadContactSchema,
  LeadDetailSchema,
  LeadListOptionsSchema,
  LeadListQuerySchema,
  LeadListSchema,
  LeadNoteSchema,
  LeadSettingsPatchSchema,
  LeadSettingsResponseSchema,
  LeadUpdateSchema,
} from "../../../leads/lead-workbench.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Leads"];

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Editors have no access to leads"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers and editors cannot change leads"),
};

// The fixed paths (options, settings, bulk) are registered before /leads/{id}, which would
// otherwise take "options" for an id and answer 400.
const list = staffRoute("lead:read", {
  method: "get",
  path: "/leads",
  tags,
  summary: "Leads, filtered, sorted and paged (owner, admin, viewer)",
  description:
    "`status` takes several statuses separated by commas, or `open`. `search` finds a name (any case), a reference with or without the dash, or a mobile number in any form people type (+91 98470 12345, 098470-12345, or 4+ of its digits). `from`/`to` are IST calendar days, both included.",
  request: { query: LeadListQuerySchema },
  responses: {
    200: jsonContent("One page of leads", LeadListSchema),
    400: errorResponse("A filter has a value that does not exist"),
    ...readErrors,
  },
});

const options = staffRoute("lead:read", {
  method: "get",
  path: "/leads/options",
  tags,
  summary: "The choices of the list's filters: assignable staff, sources seen, services",
  responses: { 200: jsonContent("The choices", LeadListOptionsSchema), ...readErrors },
});

const getSettings = staffRoute("lead:read", {
  method: "get",
  path: "/leads/settings",
  tags,
  summary: "How leads are worked: assignment, WhatsApp template, working hours, retention, alert recipients",
  responses: { 200: jsonContent("The lead settings", LeadSettingsResponseSchema), ...readErrors },
});

const patchSettings = staffRoute("lead:configure", {
  method: "patch",
  path: "/leads/settings",
  tags,
  summary: "Change part of the lead settings (owner, admin)",
  description:
    "Send only what changes; the result is checked whole. Field errors use dotted paths (workingHours.end, leadAlertRecipients.2). `leadAlertRecipients`: up to 10 addresses that get every new lead's alert e-mail (name, mobile, e-mail) besides LEAD_NOTIFY_EMAIL and the assignee; trimmed, lower-cased, each kept once. A change that adds or removes an address is e-mailed to every active owner (when lead alerts are on).",
  request: { body: jsonBody(LeadSettingsPatchSchema) },
  responses: {
    200: jsonContent("The lead settings", LeadSettingsResponseSchema),
    400: errorResponse("Invalid setting"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Only owners and admins change the lead settings"),
  },
});

const bulk = staffRoute("lead:update", {
  method: "post",
  path: "/leads/bulk",
  tags,
  summary: "Assign, or change the status of, up to 500 leads (owner, admin)",
  description:
    "Each lead is checked by the same rules as one by one and changed in its own transaction: the answer lists the leads changed and, for the others, why not.",
  request: { body: jsonBody(LeadBulkSchema) },
  responses: {
    200: jsonContent("What was changed and what was not", LeadBulkResultSchema),
    400: errorResponse("Invalid request"),
    ...writeErrors,
  },
});

const getOne = staffRoute("lead:read", {
  method: "get",
  path: "/leads/{id}",
  tags,
  summary: "One lead: every field, consent, attribution, repeats and the timeline",
  description: "`commission` is present only for staff who may see it (owner, admin).",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The lead", LeadDetailSchema),
    404: errorResponse("No such lead"),
    ...readErrors,
  },
});

const update = staffRoute("lead:update", {
  method: "patch",
  path: "/leads/{id}",
  tags,
  summary: "Change status, assignee, follow-up or commission (owner, admin)",
  description:
    "Send the `version` you read: a stale one answers 409. A status change must be a move the pipeline allows and carries what that stage records (submitted to lender: lenderName, submittedOn; sanctioned: sanctionedAmount, sanctionedOn; disbursed: disbursedAmount, disbursedOn; rejected by lender: reason). Dates are IST days, not in the future. Commission (rupees) only once disbursed or closed.",
  request: { params: IdParams, body: jsonBody(LeadUpdateSchema) },
  responses: {
    200: jsonContent("The lead as changed", LeadDetailSchema),
    400: errorResponse("A move the pipeline refuses, or an invalid field"),
    404: errorResponse("No such lead"),
    409: errorResponse("Changed by someone else meanwhile: reload"),
    ...writeErrors,
  },
});

const addNote = staffRoute("lead:update", {
  method: "post",
  path: "/leads/{id}/notes",
  tags,
  summary: "Add a note to the lead's timeline (owner, admin)",
  request: { params: IdParams, body: jsonBody(LeadNoteSchema) },
  responses: {
    201: jsonContent("The lead with the note", LeadDetailSchema),
    400: errorResponse("Empty or too long, or the lead's data was erased"),
    404: errorResponse("No such lead"),
    ...writeErrors,
  },
});

const logContact = staffRoute("lead:update", {
  method: "post",
  path: "/leads/{id}/contacts",
  tags,
  summary: "Log a call or WhatsApp message to the lead (owner, admin)",
  description: "The first one sets the time of first contact. The status does not change.",
  request: { params: IdParams, body: jsonBody(LeadContactSchema) },
  responses: {
    201: jsonContent("The lead with the contact logged", LeadDetailSchema),
    400: errorResponse("Invalid channel, or the lead's data was erased"),
    404: errorResponse("No such lead"),
    ...writeErrors,
  },
});

export function registerLeadRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const workbench = services.leadWorkbench;

  api.openapi(list, async (c) =>
    c.json(await workbench.list(c.req.valid("query"), { userId: c.get("principal").user.id }), 200),
  );

  api.openapi(options, async (c) => c.json(await workbench.options(), 200));

  api.openapi(getSettings, async (c) => c.json(await services.leadSettings.get(), 200));

  api.openapi(patchSettings, async (c) =>
    c.json(await services.leadSettings.update(c.get("principal"), c.req.valid("json"), c.get("origin").ip), 200),
  );

  api.openapi(bulk, async (c) =>
    c.json(await workbench.bulk(c.get("principal"), c.req.valid("json"), c.get("origin").ip), 200),
  );

  api.openapi(getOne, async (c) => c.json(await workbench.get(c.get("principal"), c.req.valid("param").id), 200));

  api.openapi(update, async (c) =>
    c.json(
      await workbench.update(c.get("principal"), c.req.valid("param").id, c.req.valid("json"), c.get("origin").ip),
      200,
    ),
  );

  api.openapi(addNote, async (c) =>
    c.json(
      await workbench.addNote(c.get("principal"), c.req.valid("param").id, c.req.valid("json"), c.get("origin").ip),
      201,
    ),
  );

  api.openapi(logContact, async (c) =>
    c.json(
      await workbench.logContact(c.get("principal"), c.req.valid("param").id, c.req.valid("json"), c.get("origin").ip),
      201,
    ),
  );
}
