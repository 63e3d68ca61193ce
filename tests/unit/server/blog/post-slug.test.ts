import { describe, expect, it } from "vitest";
import { slugFromTitle } from "~server/blog/post-slug";

describe("a post's address made from its title", () => {
  it("reads a Malayalam title in Latin letters a Malayali reads back", () => {
    expect(slugFromTitle("സ്വർണ്ണ വായ്പ – കുറഞ്ഞ പലിശ")).toBe("swarnna-vaypa-kuranja-palisha");
    expect(slugFromTitle("ഭവന വായ്പ")).toBe("bhavana-vaypa");
    expect(slugFromTitle("കേരളത്തിലെ ബാങ്കുകൾ")).toBe("keralathile-bankukal");
    expect(slugFromTitle("തൃശ്ശൂർ")).toBe("thrissur");
    expect(slugFromTitle("കോഴിക്കോട്")).toBe("kozhikkod");
    // The au sign as printed today (ൗ after the letter) reads like the two-part one.
    expect(slugFromTitle("സൗജന്യ ലോൺ")).toBe("saujanya-lon");
    expect(slugFromTitle("ഔഷധം")).toBe("aushadham");
    expect(slugFromTitle("ഞാൻ എന്റെ വീട്")).toBe("njan-ente-veed");
    expect(slugFromTitle("പഞ്ചായത്ത്")).toBe("panchayath");
  });

  it("reads chillu letters, old and new, as the consonants they are", () => {
    // ർ ൻ ൽ ൾ ൺ ൿ as atomic letters, and the older spelling with a zero-width joiner.
    expect(slugFromTitle("ലോൺ ബാങ്കിൽ അവൻ അവൾ സ്കോർ വാൿ")).toBe("lon-bankil-avan-aval-skor-vak");
    expect(slugFromTitle("അവന\u0D4D\u200D")).toBe("avan");
  });

  it("reads a Hindi title without the vowel Hindi does not say at a word's end", () => {
    expect(slugFromTitle("गोल्ड लोन पर कम ब्याज")).toBe("gold-lon-par-kam-byaj");
    expect(slugFromTitle("व्यक्तिगत ऋण")).toBe("vyaktigat-rin");
    expect(slugFromTitle("क्रेडिट स्कोर कैसे बढ़ाएं")).toBe("kredit-skor-kaise-badhaen");
    // A word ending in a conjunct with र or य keeps it: मित्र, योग्य.
    expect(slugFromTitle("मित्र योग्य")).toBe("mitra-yogya");
  });

  it("mixes English, Malayalam and digits in one address", () => {
    expect(slugFromTitle("Gold loan ഗോൾഡ് ലോൺ 2026")).toBe("gold-loan-gold-lon-2026");
    expect(slugFromTitle("EMI കാൽക്കുലേറ്റർ: ₹5 ലക്ഷം")).toBe("emi-kalkkulettar-5-laksham");
  });

  it("is empty for a title with no letters or digits to read", () => {
    expect(slugFromTitle("₹₹ !!! ???")).toBe("");
    expect(slugFromTitle("🙂 — …")).toBe("");
  });

  it("keeps English titles as before", () => {
    expect(slugFromTitle("Gold loan or personal loan: which suits your need?")).toBe(
      "gold-loan-or-personal-loan-which-suits-your-need",
    );
    expect(slugFromTitle("Café & EMI’s — 2026")).toBe("cafe-and-emis-2026");
    const long = slugFromTitle("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^word(-word)*$/);
  });
});
