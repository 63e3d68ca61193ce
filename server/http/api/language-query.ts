import { z } from "@hono/zod-openapi";
import { languages } from "../../vocabulary/languages";

/**
 * `?lang=` of a public read that answers visitor texts (issue 27): en (the default), ml or hi. Any
 * other value is a 400 with the field's message, never a silent English answer; the JSON cache
 * keeps an answer per valid language only (json-cache.server.ts).
 */
export const LanguageQuery = z.object({
  lang: z
    .enum(languages, { error: `Use one of ${languages.join(", ")}, or leave it out for English` })
    .default("en")
    .openapi({
      param: { name: "lang", in: "query" },
      description: "The language of the visitor texts: en (default), ml (Malayalam) or hi (Hindi)",
      example: "ml",
    }),
});
