import { describe, expect, it } from "vitest";
import routes, { fixedLoanServicePaths } from "~/routes";
import { loanServicePathPrefixes, popupPageName } from "~/components/popup-host/popup-page-name";
import { pathInLanguage } from "~server/vocabulary/languages";

describe("popupPageName", () => {
  it.each([
    ["/", "home"],
    ["", "home"],
    ["/about", "about"],
    ["/about/", "about"],
    ["/contact", "contact"],
    ["/services", "services"],
    ["/govt-schemes", "govt-schemes"],
    ["/business-partners", "business-partners"],
    ["/smart-integrations", "smart-integrations"],
    ["/cookie-policy", "cookie-policy"],
    ["/blog", "blog"],
    ["/blog/festive-gold-loans", "blog"],
    ["/loan-services/gold-loan", "gold-loan"],
    ["/loan-service/gold-loan", "gold-loan"],
    ["/services/gold-loan", "gold-loan"],
    ["/loans/gold-loan", "gold-loan"],
    ["/loan-services/gold-loan/", "gold-loan"],
    ["/home-loans", "home-loans"],
    ["/two-wheeler-loans", "two-wheeler-loans"],
    ["/outward-remittance-forex", "outward-remittance-forex"],
  ])("names %s %s", (path, name) => {
    expect(popupPageName(path)).toBe(name);
  });

  it.each([
    "/admin",
    "/admin/popups",
    "/About",
    "/loan-services/Gold-Loan",
    "/caf%C3%A9",
    "/a_b",
    `/${"a".repeat(61)}`,
  ])("gives no name (so nothing is fetched) for %s", (path) => {
    expect(popupPageName(path)).toBeNull();
  });

  it.each([
    ["/ml", "home"],
    ["/hi/", "home"],
    ["/ml/about", "about"],
    ["/hi/blog/festive-gold-loans", "blog"],
    ["/ml/loan-services/home-loans", "home-loans"],
    ["/hi/loans/gold-loan", "gold-loan"],
    ["/ml/home-loans", "home-loans"],
  ])("names %s as the same page in English: %s", (path, name) => {
    expect(popupPageName(path)).toBe(name);
  });

  it("gives every page the name of its English page, in Malayalam and Hindi alike", () => {
    const paths = ["/", "/deals", "/loan-services/gold-loan", "/services/gold-loan", "/govt-schemes", "/blog/a-post"];
    for (const path of paths) {
      for (const language of ["ml", "hi"] as const) {
        expect(popupPageName(pathInLanguage(path, language)), `${path} in ${language}`).toBe(popupPageName(path));
      }
    }
  });

  it("gives no name to what is not a page of a language (/ml/admin, /mlx)", () => {
    expect(popupPageName("/ml/admin")).toBeNull();
    expect(popupPageName("/mlx")).toBe("mlx");
    expect(popupPageName("/ML/about")).toBeNull();
  });

  it("names the fixed loan paths after their own slug", () => {
    for (const path of fixedLoanServicePaths) expect(popupPageName(`/${path}`)).toBe(path);
  });

  it("knows every /prefix/:slug alias of the loan service screen in app/routes.ts (each language has the same)", () => {
    type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
    const flatten = (entries: RouteEntry[]): RouteEntry[] =>
      entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
    const aliases = flatten(routes as RouteEntry[])
      .filter((entry) => entry.file === "routes/public/loan-service.tsx" && entry.path?.endsWith("/:slug"))
      .map((entry) => entry.path!.replace(/\/:slug$/, ""));
    const expected = [...loanServicePathPrefixes].flatMap((prefix) => [prefix, `ml/${prefix}`, `hi/${prefix}`]);
    expect(aliases.sort()).toEqual(expected.sort());
  });
});
