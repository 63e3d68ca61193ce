import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./api-error.server";

/** application/json and the +json types (application/merge-patch+json…), by the type's essence. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether the request carries a body. Content-Length says so when sent; without it the body is
 * read to see (a browser's DELETE has neither a length nor a body, yet reaches Hono with an empty
 * stream). Reading is cheap here, after the body limit, and Hono keeps what it read for the
 * validator.
 */
async function hasBody(c: Context): Promise<boolean> {
  const length = c.req.header("Content-Length");
  if (length !== undefined) return Number(length) > 0;
  if (c.req.raw.body === null) return false;
  return (await c.req.arrayBuffer()).byteLength > 0;
}

/** The `charset` parameter of a Content-Type, lower-case and unquoted; undefined without one. */
function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name = "", ...value] = parameter.split("=");
    if (name.trim().toLowerCase() === "charset") {
      return value
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
    }
  }
  return undefined;
}

/**
 * Every body the API takes is JSON, and JSON is UTF-8 (RFC 8259), which is also the only encoding
 * the JSON parser reads. So a request with a body of another type, or JSON declared in another
 * charset (`application/json; charset=utf-16`), is answered 415 here, before validation (it
 * would otherwise read as malformed JSON or a bare `http_error`) and before the work behind it
 * (rate limits, sign-in checks). Mounted once, for the public and the staff API alike. An
 * operation that takes another type of body (an upload) is let through with `except`; its route
 * declares the type it takes, and answers 415 to others itself.
 */
export function jsonBodiesOnly(except: (method: string, path: string) => boolean = () => false): MiddlewareHandler {
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || except(c.req.method, c.req.path)) return next();
    const contentType = c.req.header("Content-Type") ?? "";
    const essence = contentType.split(";")[0]!.trim();
    if (!JSON_MEDIA_TYPE.test(essence)) {
      // What a request without a body says about its type does not matter.
      if (!(await hasBody(c))) return next();
      return apiError(c, 415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json)");
    }
    const charset = charsetOf(contentType);
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      return apiError(
        c,
        415,
        "unsupported_media_type",
        "Send the body as UTF-8 JSON (Content-Type: application/json; charset=utf-8)",
      );
    }
    return next();
  };
}
