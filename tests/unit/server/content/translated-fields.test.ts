import { describe, expect, it } from "vitest";
import { hasShapeOf, localizeFields } from "~server/content/translated-fields";

describe("a translation's shape against its English", () => {
  it("needs every text with words filled in, lists as long and objects with the same parts", () => {
    expect(hasShapeOf("Home loans", "ഹോം ലോൺ")).toBe(true);
    expect(hasShapeOf("Home loans", "  ")).toBe(false);
    expect(hasShapeOf(["a", "b"], ["എ", "ബി"])).toBe(true);
    expect(hasShapeOf(["a", "b"], ["എ"])).toBe(false);
    expect(hasShapeOf({ question: "Why?", answer: "Because." }, { question: "എന്തുകൊണ്ട്?", answer: "" })).toBe(false);
    expect(hasShapeOf({ question: "Why?", answer: "Because." }, { question: "എന്തുകൊണ്ട്?" })).toBe(false);
  });

  it("takes an empty English part (an optional text left blank) as complete when its translation is empty too", () => {
    const english = [
      { name: "PAN card", note: "" },
      { name: "Aadhaar", note: "Masked copy" },
    ];
    const translated = [
      { name: "പാൻ കാർഡ്", note: "" },
      { name: "ആധാർ", note: "മാസ്ക് ചെയ്ത കോപ്പി" },
    ];
    expect(hasShapeOf(english, translated)).toBe(true);
    expect(localizeFields({ documents: english }, ["documents"], { documents: translated })).toEqual({
      value: { documents: translated },
      english: [],
    });
  });
});
