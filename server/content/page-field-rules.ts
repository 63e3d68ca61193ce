// The zod rules each kind of page field gives (page-field-kinds.ts): plain text of its lengths,
// only the placeholders it may hold, a list or cards of their sizes, a section's marks
// (page-body.ts). Isomorphic plain zod: the staff form, the preview and the server check alike.
import { z } from "zod";
import { plainText } from "./content-text";
import { bodyProblem } from "./page-body";
import { PLACEHOLDER, pagePlaceholderMeanings, type PagePlaceholder } from "./page-facts";
import { named, type PageFieldSpec, type TextsOf } from "./page-field-kinds";

// ---- Rules ----

/** The placeholder rule: only the field's own placeholders, and the one it requires exactly once. */
function placeholderProblem(value: string, spec: { placeholders: readonly PagePlaceholder[]; requires?: string }) {
  const used = [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const unknown = used.find((name) => !spec.placeholders.includes(name as PagePlaceholder));
  if (unknown !== undefined) {
    return spec.placeholders.length > 0
      ? `{${unknown}} is not a placeholder this text can hold: use ${named(spec.placeholders)}, spelt exactly so`
      : `Remove {${unknown}}: this text holds no placeholders`;
  }
  if (spec.requires) {
    const times = used.filter((name) => name === spec.requires).length;
    if (times !== 1)
      return times === 0
        ? `Write {${spec.requires}} where the number goes: the page shows ${pagePlaceholderMeanings[spec.requires as PagePlaceholder]} there`
        : `Write {${spec.requires}} once only`;
  }
  return null;
}

function withPlaceholders<T extends z.ZodType<string>>(
  schema: T,
  spec: { placeholders: readonly PagePlaceholder[]; requires?: string },
) {
  return schema.superRefine((value, ctx) => {
    const problem = placeholderProblem(value, spec);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

function schemaOfField(spec: PageFieldSpec): z.ZodType {
  switch (spec.kind) {
    case "text":
      return withPlaceholders(plainText(lower(spec.label), spec.min, spec.max), spec);
    case "body":
      return withPlaceholders(plainText(lower(spec.label), spec.min, spec.max), spec).superRefine((value, ctx) => {
        const problem = bodyProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      });
    case "list": {
      const items = z
        .array(withPlaceholders(plainText(spec.item, spec.itemMin, spec.itemMax), spec), {
          error: `Give the ${spec.item}s as a list`,
        })
        .max(
          spec.maxItems,
          spec.fixed ? `Give exactly ${spec.maxItems} ${spec.item}s` : `List at most ${spec.maxItems} ${spec.item}s`,
        );
      return items.min(
        spec.minItems,
        spec.fixed
          ? `Give exactly ${spec.minItems} ${spec.item}s: each goes with its icon`
          : `Give at least ${spec.minItems} ${spec.item}${spec.minItems === 1 ? "" : "s"}`,
      );
    }
    case "cards":
      return z
        .array(
          z.object({
            title: withPlaceholders(plainText(`${spec.item}'s title`, 2, spec.titleMax), spec),
            text: withPlaceholders(plainText(`${spec.item}'s text`, 2, spec.textMax), spec),
          }),
          { error: `Give the ${spec.item}s as a list` },
        )
        .length(spec.count, `Give exactly ${spec.count} ${spec.item}s: each goes with its icon`);
  }
}

/** The schema of a page's whole document: every field required, nothing else. */
export function documentSchema<F extends Record<string, PageFieldSpec>>(fields: F) {
  return z
    .object(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, schemaOfField(spec)])))
    .strict() as unknown as z.ZodType<TextsOf<F>>;
}
