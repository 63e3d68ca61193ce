import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";

/** The parts of an OpenAPI 3.1 document a generated client relies on to build its URLs. */
interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  example?: unknown;
  schema?: { type?: string; example?: unknown; examples?: unknown[]; enum?: unknown[] };
}
interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const WITH_BODY = new Set(["post", "put", "patch"]);

/** A value a client would send for a parameter: its example, else something harmless of its type. */
function sampleValue(parameter: OpenApiParameter): string {
  const schema = parameter.schema ?? {};
  const example = parameter.example ?? schema.example ?? schema.examples?.[0] ?? schema.enum?.[0];
  if (example !== undefined) return String(example);
  return schema.type === "integer" || schema.type === "number" ? "1" : "example";
}

/** Every operation of the document, with the URL a generated client would call. */
function operationsOf(doc: OpenApiDocument) {
  const base = doc.servers?.[0]?.url ?? "";
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const operation = item[method] as OpenApiOperation;
      const parameters = operation.parameters ?? [];
      const path = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
        const parameter = parameters.find((p) => p.in === "path" && p.name === name);
        return encodeURIComponent(parameter ? sampleValue(parameter) : "1");
      });
      const query = new URLSearchParams(
        parameters.filter((p) => p.in === "query" && p.required).map((p) => [p.name, sampleValue(p)]),
      ).toString();
      return { method, template, operation, url: `${base}${path}${query ? `?${query}` : ""}` };
    }),
  );
}

describe.each(backends)("every operation of /api/openapi.json on %s", (backend) => {
  let app: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    // With the pages, as in production: a wrong URL reaches the site's router, not a bare 404.
    app = await createTestApp(backend, {}, { pages: true });
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    doc = (await res.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("names the API's mount point as its server", () => {
    expect(doc.servers).toEqual([{ url: "/api" }]);
  });

  it("is reached by a client that builds its URLs from the document alone", async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { method, template, operation, url } of operations) {
      const withBody = WITH_BODY.has(method);
      const res = await app.request(url, {
        method: method.toUpperCase(),
        ...(withBody ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}),
      });
      const label = `${method.toUpperCase()} ${template} (${url}) answered ${res.status}`;
      // No Content (a counted popup event): reached, and nothing to read.
      if (res.status === 204 && String(res.status) in operation.responses) continue;
      const type = res.headers.get("Content-Type") ?? "";
      if (!/^application\/json\b/.test(type)) {
        problems.push(`${label} with ${type || "no Content-Type"}, not JSON from the API`);
        continue;
      }
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      const status = res.status;
      if (status >= 200 && status < 300) continue;
      if (!body.error?.code || !body.error.message) {
        problems.push(`${label} without the API's error shape: ${JSON.stringify(body)}`);
        continue;
      }
      // The catch-all for unknown /api paths: the route itself was never reached.
      if (body.error.message.startsWith("No API route")) {
        problems.push(`${label}: ${body.error.message}`);
        continue;
      }
      const fine =
        (status === 400 && withBody) ||
        status === 401 ||
        status === 403 ||
        (status === 404 && String(status) in operation.responses);
      if (!fine) problems.push(`${label}: ${body.error.code} ${body.error.message}`);
    }
    expect(problems).toEqual([]);
  });
});
