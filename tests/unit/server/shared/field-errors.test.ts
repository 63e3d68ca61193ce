import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromZod, ROOT_ERROR_KEY } from "~server/shared/field-errors";
import { LeadInputSchema } from "~server/leads/lead-schemas.server";

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to fail");
  return fieldErrorsFromZod(result.error);
}

describe("fieldErrorsFromZod", () => {
  it("keys each message by its dotted field path, first message per field", () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, "too short")
        .regex(/^[a-z]+$/, "letters only"),
      consent: z.object({ accepted: z.literal(true, { error: "Please agree" }) }),
      items: z.array(z.string({ error: "text please" })),
    });
    expect(errorsOf(schema, { name: "1", consent: { accepted: false }, items: ["a", 2] })).toEqual({
      name: "too short",
      "consent.accepted": "Please agree",
      "items.1": "text please",
    });
  });

  it(`puts a message about the input as a whole under "${ROOT_ERROR_KEY}", as the API's 400 answers do`, () => {
    expect(ROOT_ERROR_KEY).toBe("_");
    for (const input of ["hello", [], null]) {
      expect(errorsOf(LeadInputSchema, input)).toEqual({ _: "Choose the kind of request" });
    }
  });
});
