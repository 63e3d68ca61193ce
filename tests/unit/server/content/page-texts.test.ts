import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import {
  fillPageTexts,
  fillPlaceholders,
  pageDefinitions,
  pageTextFields,
  pageTextSchemas,
  readStoredTexts,
  type PageFacts,
} from "~server/content/page-texts";
import { pageTextSeed } from "~server/seed/page-texts.seed";
import { pageTextKeys } from "~server/vocabulary/content";

const facts: PageFacts = {
  businessName: "Malabar Loans",
  legalName: "Malabar Loans Private Limited",
  city: "Kozhikode",
  state: "Kerala",
  count: "12,000+",
  address: "2nd Floor, Beach Road, Kozhikode, Kozhikode, Kerala 673001",
  email: "hello@malabarloans.example",
  phone: "+91 495 200 0000",
  businessHours: "Monday to Saturday, 9:30 am to 6:00 pm IST",
};

const errorsOf = (key: (typeof pageTextKeys)[number], texts: unknown) => {
  const checked = pageTextSchemas[key].safeParse(texts);
  return checked.success ? {} : fieldErrorsFromZod(checked.error);
};

describe("page texts", () => {
  it("takes the seed's texts of every page as they are", () => {
    for (const key of pageTextKeys) expect(errorsOf(key, pageTextSeed[key]), key).toEqual({});
  });

  it("declares every field of every page once, in a group, as a visitor text", () => {
    for (const key of pageTextKeys) {
      const definition = pageDefinitions[key];
      const grouped = definition.groups.flatMap((group) => group.fields as readonly string[]);
      expect([...grouped].sort(), key).toEqual(Object.keys(definition.fields).sort());
      expect([...pageTextFields[key]].sort(), key).toEqual(Object.keys(pageTextSeed[key]).sort());
    }
  });

  it("refuses HTML, with a message naming the field", () => {
    expect(errorsOf("home", { ...pageTextSeed.home, heroHeading: "The <b>right</b> loan" })).toEqual({
      heroHeading: "Write the heading as plain text, without HTML tags such as <b>",
    });
    expect(
      errorsOf("about", { ...pageTextSeed.about, whatWeDoSteps: ["Call us", "<script>alert(1)</script> now"] }),
    ).toEqual({ "whatWeDoSteps.1": "Write the step as plain text, without HTML tags such as <b>" });
    // Comparisons are text, not tags.
    expect(errorsOf("home", { ...pageTextSeed.home, heroHeading: "Loans for 5<10 lakh and a > b" })).toEqual({});
  });

  it("holds each text within its lengths", () => {
    const errors = errorsOf("home", {
      ...pageTextSeed.home,
      heroHeading: "Loans",
      heroButtonLabel: "x".repeat(41),
      heroSubheading: "   ",
    });
    expect(errors).toEqual({
      heroHeading: "Enter the heading (at least 10 characters)",
      heroButtonLabel: "Keep the button label under 40 characters",
      heroSubheading: "Enter the sub-heading (at least 20 characters)",
    });
  });

  it("wants {count} once in the home badge, and only known placeholders anywhere", () => {
    const badge = (heroBadge: string) => errorsOf("home", { ...pageTextSeed.home, heroBadge }).heroBadge;
    expect(badge("Trusted by 6,000+ families")).toMatch(/^Write \{count\} where the number goes/);
    expect(badge("{count} and {count} families")).toBe("Write {count} once only");
    expect(badge("Trusted by {cuont} families")).toMatch(/^\{cuont\} is not a placeholder this text can hold/);
    expect(badge("{count} families trust {businessName}")).toBeUndefined();
    expect(errorsOf("home", { ...pageTextSeed.home, heroButtonLabel: "Apply to {businessName}" }).heroButtonLabel).toBe(
      "Remove {businessName}: this text holds no placeholders",
    );
    expect(errorsOf("about", { ...pageTextSeed.about, title: "About {count}" }).title).toMatch(
      /^\{count\} is not a placeholder this text can hold: use \{businessName\}, \{legalName\}, \{city\}, \{state\}/,
    );
  });

  it("keeps the icons' lists at their size, and refuses fields a page does not have", () => {
    expect(
      errorsOf("smart-integrations", {
        ...pageTextSeed["smart-integrations"],
        highlights: pageTextSeed["smart-integrations"].highlights.slice(0, 5),
      }),
    ).toEqual({ highlights: "Give exactly 6 highlights: each goes with its icon" });
    expect(errorsOf("about", { ...pageTextSeed.about, values: pageTextSeed.about.values.slice(1) })).toEqual({
      values: "Give exactly 4 values: each goes with its icon",
    });
    expect(errorsOf("home", { ...pageTextSeed.home, heroImage: "x" })).toEqual({
      _: expect.stringContaining("heroImage"),
    });
  });

  it("fills the placeholders with the site settings' facts, and leaves other braces alone", () => {
    expect(fillPlaceholders("Trusted by {count} at {businessName} {unknown}", facts)).toBe(
      "Trusted by 12,000+ at Malabar Loans {unknown}",
    );
    const about = fillPageTexts(pageTextSeed.about, facts);
    expect(about.title).toBe("About Malabar Loans");
    expect(about.whoWeAreParagraphs[0]).toMatch(
      /^Malabar Loans is the trading name of Malabar Loans Private Limited\./,
    );
    expect(about.whoWeArePoints[0]!.title).toBe("We are not a lender.");
  });

  it("reads a stored document field by field, with the seed where a field is missing or breaks the rules", () => {
    const texts = readStoredTexts(
      "home",
      { heroHeading: "Loans without the running around", heroBadge: "<b>Trusted</b>", extra: "ignored" },
      pageTextSeed.home,
    );
    expect(texts).toEqual({ ...pageTextSeed.home, heroHeading: "Loans without the running around" });
  });
});
