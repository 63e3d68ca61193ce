import { describe, expect, it } from "vitest";
import { parseBody, type BodyBlock } from "~server/content/page-body";
import { definitionOf, pageTextFields } from "~server/content/page-texts";
import { hasShapeOf, translatedFieldErrors } from "~server/content/translated-fields";
import { pageTextSeed } from "~server/seed/page-texts.seed";
import { pageTextSeedHi } from "~server/seed/page-texts.hi.seed";
import { pageTextSeedMl } from "~server/seed/page-texts.ml.seed";
import { pageTextKeys } from "~server/vocabulary/content";

const translations = { ml: pageTextSeedMl, hi: pageTextSeedHi } as const;

/**
 * What a section's text is made of, without its words: its paragraphs and lists (with their
 * numbers of items), and where its links lead and which addresses it names. A translation keeps
 * all of it: the legal pages' sections must say as much, in as many points, as the English.
 */
function outlineOf(text: string) {
  const blocks = parseBody(text);
  const inlines = blocks.flatMap((block: BodyBlock) => (block.kind === "paragraph" ? [block.parts] : block.items));
  return {
    blocks: blocks.map((block) => (block.kind === "paragraph" ? "paragraph" : `list of ${block.items.length}`)),
    links: inlines
      .flat()
      .flatMap((part) => (part.kind === "link" ? [part.href] : []))
      .sort(),
    emails: inlines
      .flat()
      .flatMap((part) => (part.kind === "email" ? [part.address] : []))
      .sort(),
  };
}

describe.each(Object.entries(translations))("the seed's %s page texts", (language, seed) => {
  it.each(pageTextKeys)("translate every field of %s with its English's shape and placeholders", (key) => {
    const english = pageTextSeed[key] as Record<string, unknown>;
    const translated = seed[key] as Record<string, unknown>;
    expect(Object.keys(translated).sort(), `${language} ${key}: the fields`).toEqual([...pageTextFields[key]].sort());
    for (const field of pageTextFields[key]) {
      expect(hasShapeOf(english[field], translated[field]), `${language} ${key}.${field} is filled`).toBe(true);
      expect(translatedFieldErrors(field, english[field], translated[field])).toEqual({});
    }
  });

  it.each(pageTextKeys)("keep the paragraphs, list items, links and addresses of %s's texts", (key) => {
    const fields = definitionOf(key).fields;
    const english = pageTextSeed[key] as Record<string, unknown>;
    const translated = seed[key] as Record<string, unknown>;
    for (const field of pageTextFields[key]) {
      if (fields[field]?.kind !== "body") continue;
      expect(outlineOf(translated[field] as string), `${language} ${key}.${field}`).toEqual(
        outlineOf(english[field] as string),
      );
    }
  });

  it.each(pageTextKeys)("leave no English sentence of %s untranslated", (key) => {
    const english = pageTextSeed[key] as Record<string, unknown>;
    const translated = seed[key] as Record<string, unknown>;
    const untranslated = pageTextFields[key].filter(
      (field) => JSON.stringify(translated[field]) === JSON.stringify(english[field]),
    );
    expect(untranslated, `${language} ${key}`).toEqual([]);
  });
});
