import { describe, expect, it } from "vitest";
import {
  fieldLabelsOf,
  fieldsToTranslate,
  formErrorsOf,
  formValueOf,
  formValuesOf,
  humanise,
  isTextPath,
  textCounts,
} from "~/components/admin/translations/translation-form-values";

const english = {
  title: "About {businessName}",
  summary: "",
  steps: ["Understand what you need", "Compare offers", "Apply"],
  faqs: [
    { question: "Is it free?", answer: "Yes, for borrowers." },
    { question: "Which banks?", answer: "Banks and NBFCs we work with." },
  ],
  order: 3,
};

describe("the translation editor's form, built from the English", () => {
  it("takes the English's shape, with the translated texts where the translation has them", () => {
    expect(
      formValuesOf(["title", "steps", "faqs"], english, {
        title: "{businessName}-നെക്കുറിച്ച്",
        // Translated before the English gained its third step.
        steps: ["ആവശ്യം മനസ്സിലാക്കുന്നു", "ഓഫറുകൾ താരതമ്യം ചെയ്യുന്നു"],
        faqs: [{ question: "ഇത് സൗജന്യമാണോ?" }],
      }),
    ).toEqual({
      title: "{businessName}-നെക്കുറിച്ച്",
      steps: ["ആവശ്യം മനസ്സിലാക്കുന്നു", "ഓഫറുകൾ താരതമ്യം ചെയ്യുന്നു", ""],
      faqs: [
        { question: "ഇത് സൗജന്യമാണോ?", answer: "" },
        { question: "", answer: "" },
      ],
    });
    // A list the English shortened drops the extra items; numbers repeat the English.
    expect(formValueOf(["a"], ["എ", "ബി"])).toEqual(["എ"]);
    expect(formValueOf(3, "three")).toBe(3);
    expect(formValueOf("", "left over")).toBe("");
  });

  it("shows only the fields with words, each with a label of its own", () => {
    expect(fieldsToTranslate(["title", "summary", "steps", "faqs", "order", "absent"], english)).toEqual([
      "title",
      "steps",
      "faqs",
    ]);
    expect(
      fieldLabelsOf(["title", "whoWeAreHeading", "valuesHeading", "faqs"], {
        title: "Page heading",
        whoWeAreHeading: "Heading",
        valuesHeading: "Heading",
      }),
    ).toEqual({
      title: "Page heading",
      whoWeAreHeading: "Who we are heading",
      valuesHeading: "Values heading",
      faqs: "Faqs",
    });
    expect(humanise("heroButtonLabel")).toBe("Hero button label");
  });

  it("counts the texts filled in, and finds which paths are texts", () => {
    expect(textCounts(english.faqs, [{ question: "ചോദ്യം", answer: "" }])).toEqual({ texts: 4, filled: 1 });
    expect(textCounts(english.summary, "")).toEqual({ texts: 0, filled: 0 });
    expect(isTextPath(english, "faqs.1.answer")).toBe(true);
    expect(isTextPath(english, "steps.2")).toBe(true);
    expect(isTextPath(english, "steps")).toBe(false);
    expect(isTextPath(english, "summary")).toBe(false);
    expect(isTextPath(english, "faqs.5.answer")).toBe(false);
  });

  it("checks the form with the server's rules, a message per dotted path", () => {
    expect(
      formErrorsOf(english, {
        title: "ഞങ്ങളെക്കുറിച്ച്",
        steps: ["ഒന്ന്", "<i>രണ്ട്</i>", ""],
        faqs: [
          { question: "", answer: "" },
          { question: "", answer: "" },
        ],
      }),
    ).toEqual({
      title: "Keep the placeholders of the English, each as often: {businessName}",
      "steps.1": "Write this text as plain text, without HTML tags such as <b>",
    });
  });
});
