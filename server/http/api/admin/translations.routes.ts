import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppServices } from "../../../app-services.server";
import { actorOf } from "../../../auth/request-actor";
import {
  StaffTranslationsSchema,
  TranslatedLanguageSchema,
  TranslationKindSchema,
  TranslationListQuerySchema,
  TranslationOverviewSchema,
  TranslationSaveSchema,
} from "../../../content/translation.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { accessErrors, jsonBody, jsonContent } from "./schemas";
import { staffRoute } from "./staff-route";

const tags = ["Translations"];
const access = accessErrors("the translations");

const EntryParams = z.object({
  kind: TranslationKindSchema.openapi({ param: { name: "kind", in: "path" }, example: "loan-service" }),
  entryId: z
    .string()
    .min(1)
    .max(80)
    .openapi({ param: { name: "entryId", in: "path" }, example: "1", description: "The entry's id, or a page's key" }),
});
const LanguageParams = EntryParams.extend({
  language: TranslatedLanguageSchema.openapi({ param: { name: "language", in: "path" }, example: "ml" }),
});

const overview = staffRoute("translation:read", {
  method: "get",
  path: "/translations",
  tags,
  summary: "Every entry with the state of its Malayalam and Hindi versions, filtered and paged",
  description:
    "Entries of every kind that has translations, in the order of their own lists, with per language the state (null: missing), the review and the number of fields missing or whose English changed since translation. `summary` counts every entry per language, whatever the filters.",
  request: { query: TranslationListQuerySchema },
  responses: {
    200: jsonContent("One page of entries and the counts per language", TranslationOverviewSchema),
    400: errorResponse("A filter cannot be read"),
    ...access.read,
  },
});

const getOne = staffRoute("translation:read", {
  method: "get",
  path: "/translations/{kind}/{entryId}",
  tags,
  summary: "An entry's English texts beside its Malayalam and Hindi, with a state per field",
  request: { params: EntryParams },
  responses: {
    200: jsonContent("The English and both translations", StaffTranslationsSchema),
    404: errorResponse("No such entry"),
    ...access.read,
  },
});

const save = staffRoute("translation:write", {
  method: "put",
  path: "/translations/{kind}/{entryId}/{language}",
  tags,
  summary: "Save an entry's translation into one language (owner, admin, editor)",
  description:
    "Each text field in the English's shape (lists as long, the same parts); an empty text means not translated yet and shows the English. Placeholders such as {businessName} stay as in the English. Send the `version` you read (0 for a first save): a translation saved since answers 409. Audited; visitors see a published one on the next request.",
  request: { params: LanguageParams, body: jsonBody(TranslationSaveSchema) },
  responses: {
    200: jsonContent("The English and both translations, as saved", StaffTranslationsSchema),
    400: errorResponse("A text cannot be used (a message per field)"),
    404: errorResponse("No such entry"),
    409: errorResponse("Saved by someone else since the version sent: reload"),
    ...access.write,
  },
});

const remove = staffRoute("translation:write", {
  method: "delete",
  path: "/translations/{kind}/{entryId}/{language}",
  tags,
  summary: "Delete an entry's translation into one language: its page shows the English again",
  request: { params: LanguageParams },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("No such translation"),
    ...access.write,
  },
});

export function registerTranslationRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { translations } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);

  api.openapi(overview, async (c) => c.json(await translations.overview(c.req.valid("query")), 200));
  api.openapi(getOne, async (c) => {
    const { kind, entryId } = c.req.valid("param");
    return c.json(await translations.get(kind, entryId), 200);
  });
  api.openapi(save, async (c) => {
    const { kind, entryId, language } = c.req.valid("param");
    return c.json(await translations.save(actor(c), kind, entryId, language, c.req.valid("json")), 200);
  });
  api.openapi(remove, async (c) => {
    const { kind, entryId, language } = c.req.valid("param");
    await translations.remove(actor(c), kind, entryId, language);
    return c.body(null, 204);
  });
}
