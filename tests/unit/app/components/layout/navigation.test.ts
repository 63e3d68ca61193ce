import { describe, expect, it } from "vitest";
import {
  blogNavItem,
  copyrightNotice,
  footerLegalLinks,
  footerPopularServices,
  footerQuickLinks,
  formatIndianPhone,
  headerNavItems,
  isNavItemActive,
  navLabelMessages,
  whatsappLink,
} from "~/components/layout/navigation";
import { catalogueFor } from "~/i18n/messages";
import { loanServiceSlug } from "~/routes/public/loan-service";

const items = headerNavItems({ blogUrl: "https://blog.example.com", ifscUrl: "https://ifsc.example.com" });
const byLabel = (label: string) => items.find((item) => item.label === label)!;

describe("header items", () => {
  it("lists the spec's items in order", () => {
    expect(items.map((i) => i.label)).toEqual([
      "Home",
      "About Us",
      "Services",
      "Smart Integrations",
      "Govt. Schemes",
      "Business Partner Registration",
      "Blog",
      "Find IFSC Code",
      "Contact",
    ]);
    expect(byLabel("About Us").href).toBe("/about");
    expect(byLabel("Blog")).toMatchObject({ href: "https://blog.example.com", external: true });
    expect(byLabel("Find IFSC Code")).toMatchObject({ href: "https://ifsc.example.com", external: true });
  });

  it("marks the active item by path prefix", () => {
    expect(isNavItemActive(byLabel("Home"), "/")).toBe(true);
    expect(isNavItemActive(byLabel("Home"), "/services")).toBe(false);
    expect(isNavItemActive(byLabel("Services"), "/services")).toBe(true);
    expect(isNavItemActive(byLabel("Services"), "/services/gold-loan")).toBe(true);
    expect(isNavItemActive(byLabel("Services"), "/loan-services/gold-loan")).toBe(true);
    expect(isNavItemActive(byLabel("Services"), "/home-loans")).toBe(true);
    expect(isNavItemActive(byLabel("Contact"), "/contact")).toBe(true);
    expect(isNavItemActive(byLabel("Contact"), "/contactless")).toBe(false);
    expect(isNavItemActive(byLabel("Blog"), "/blog")).toBe(false);
  });
});

describe("the Blog item", () => {
  // The external and same-origin cases: tests/unit/server/blog/post-rules.test.ts.
  it("is a link within the site for a path, opened in the same tab", () => {
    expect(blogNavItem("/blog")).toEqual({ label: "Blog", href: "/blog" });
    expect(blogNavItem("/blog?category=gold-loans")).toEqual({ label: "Blog", href: "/blog?category=gold-loans" });
    expect(blogNavItem("")).toEqual({ label: "Blog", href: "/blog" });
  });
});

describe("the footer's copyright", () => {
  it("runs from the spec's 2025 to this year", () => {
    expect(copyrightNotice(2025)).toBe("© 2025");
    expect(copyrightNotice(2026)).toBe("© 2025–2026");
    expect(copyrightNotice(2031)).toBe("© 2025–2031");
  });
});

describe("contact formatting", () => {
  it("formats mobile and landline numbers readably", () => {
    expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatIndianPhone("+914842000000")).toBe("+91 484 200 0000");
  });

  it("builds a WhatsApp click-to-chat link", () => {
    expect(whatsappLink("+919000000000", "Hello there")).toBe("https://wa.me/919000000000?text=Hello%20there");
  });
});

describe("loan page slug", () => {
  it("takes the slug parameter, or the fixed path itself", () => {
    expect(loanServiceSlug({ slug: "gold-loan" }, "http://x/loans/gold-loan")).toBe("gold-loan");
    expect(loanServiceSlug({}, "http://x/home-loans")).toBe("home-loans");
    expect(loanServiceSlug({}, "http://x/two-wheeler-loans/")).toBe("two-wheeler-loans");
  });
});

describe("the items in every language", () => {
  const everyItem = [
    ...items,
    ...footerQuickLinks({ blogUrl: "/blog" }),
    ...footerPopularServices,
    ...footerLegalLinks,
  ];

  it("show the spec's names on English pages, and a translation on Malayalam and Hindi ones", () => {
    const english = catalogueFor("en");
    for (const item of everyItem) {
      const key = navLabelMessages[item.label];
      expect(english[key], item.label).toBe(item.label);
      for (const language of ["ml", "hi"] as const) {
        expect(catalogueFor(language)[key], `${item.label} in ${language}`).not.toBe(item.label);
      }
    }
  });

  it("mark the active item on the page's address in any language", () => {
    expect(isNavItemActive(byLabel("Home"), "/ml")).toBe(true);
    expect(isNavItemActive(byLabel("Home"), "/hi")).toBe(true);
    expect(isNavItemActive(byLabel("Home"), "/ml/services")).toBe(false);
    expect(isNavItemActive(byLabel("Services"), "/ml/services")).toBe(true);
    expect(isNavItemActive(byLabel("Services"), "/hi/loan-services/gold-loan")).toBe(true);
    expect(isNavItemActive(byLabel("Services"), "/ml/home-loans")).toBe(true);
    expect(isNavItemActive(byLabel("Contact"), "/hi/contact")).toBe(true);
    expect(isNavItemActive(byLabel("About Us"), "/ml/contact")).toBe(false);
  });
});
