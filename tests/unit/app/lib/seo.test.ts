import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "~server/seed/site-settings.seed";
import { preferredEncoding } from "~server/http/compression.server";
import { catalogueFor } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  organizationJsonLd,
  pageMeta,
} from "~/lib/seo";

describe("organisation structured data", () => {
  const data = organizationJsonLd(siteSettingsSeed, "https://loans.example.com");

  it("is a FinancialService rated 4.8 from 1250 reviews", () => {
    expect(data["@type"]).toBe("FinancialService");
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 1250 });
  });

  it("serves all 28 states and 8 union territories", () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(data.areaServed).toHaveLength(36);
    expect(data.areaServed.map((a) => a.name)).toContain("Kerala");
    expect(data.areaServed.map((a) => a.name)).toContain("Lakshadweep");
  });
});

describe("page meta", () => {
  it("sets the canonical link and share tags from the canonical path", () => {
    const meta = pageMeta({
      title: "Gold Loan",
      description: "Gold loans",
      canonicalPath: "/loan-services/gold-loan",
      origin: "https://loans.example.com",
      siteName: "Demo",
      language: "en",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://loans.example.com/loan-services/gold-loan",
    });
    expect(meta).toContainEqual({ property: "og:url", content: "https://loans.example.com/loan-services/gold-loan" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("makes a translation canonical to itself, with reciprocal alternates and x-default", () => {
    const input = {
      title: "Gold Loan",
      description: "Gold loans",
      canonicalPath: "/loan-services/gold-loan",
      origin: "https://loans.example.com",
      siteName: "Demo",
    };
    const ml = pageMeta({ ...input, language: "ml" });
    const hi = pageMeta({ ...input, language: "hi" });
    expect(ml).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://loans.example.com/ml/loan-services/gold-loan",
    });
    const alternates = (meta: typeof ml) => meta.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates(ml)).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en-IN",
        href: "https://loans.example.com/loan-services/gold-loan",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "ml-IN",
        href: "https://loans.example.com/ml/loan-services/gold-loan",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "hi-IN",
        href: "https://loans.example.com/hi/loan-services/gold-loan",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://loans.example.com/loan-services/gold-loan",
      },
    ]);
    expect(alternates(hi)).toEqual(alternates(ml));
    expect(ml).toContainEqual({ property: "og:locale", content: "ml_IN" });
  });

  it("names only the page's own language when it exists in one (a Malayalam post)", () => {
    const meta = pageMeta({
      title: "Post",
      description: "A post",
      canonicalPath: "/blog/swarna-vaypa",
      origin: "https://loans.example.com",
      siteName: "Demo",
      language: "ml",
      languages: ["ml"],
    });
    expect(
      meta
        .filter((tag) => "rel" in tag && tag.rel === "alternate")
        .map((tag) => (tag as { hrefLang?: string }).hrefLang),
    ).toEqual(["ml-IN", "x-default"]);
  });

  it("builds FAQPage data from questions and answers", () => {
    const faq = faqJsonLd([{ question: "Q?", answer: "A." }]);
    expect(faq.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Q?",
      acceptedAnswer: { "@type": "Answer", text: "A." },
    });
  });
});

describe("response compression negotiation", () => {
  it("prefers brotli, falls back to gzip, honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("structured data in the page's language", () => {
  const origin = "https://loans.example.com";
  const ml = createTranslator("ml", catalogueFor("ml"));
  const trail = [
    { name: "Home", path: "/" },
    { name: "സേവനങ്ങൾ", path: "/services" },
  ];

  it("names the home step in the language and links each step to the page in it", () => {
    const items = breadcrumbJsonLd(origin, trail, ml).itemListElement;
    expect(items.map((item) => item.name)).toEqual(["ഹോം", "സേവനങ്ങൾ"]);
    expect(items.map((item) => item.item)).toEqual([`${origin}/ml`, `${origin}/ml/services`]);
  });

  it("keeps the trail as given without a translator (English pages)", () => {
    const items = breadcrumbJsonLd(origin, trail).itemListElement;
    expect(items.map((item) => item.name)).toEqual(["Home", "സേവനങ്ങൾ"]);
    expect(items.map((item) => item.item)).toEqual([`${origin}/`, `${origin}/services`]);
  });

  it("says the business is free for borrowers in the page's language", () => {
    expect(organizationJsonLd(siteSettingsSeed, origin).priceRange).toBe("Free for borrowers");
    expect(organizationJsonLd(siteSettingsSeed, origin, createTranslator("en", catalogueFor("en"))).priceRange).toBe(
      "Free for borrowers",
    );
    expect(organizationJsonLd(siteSettingsSeed, origin, ml).priceRange).toBe("വായ്പ എടുക്കുന്നവർക്ക് സൗജന്യം");
  });
});
