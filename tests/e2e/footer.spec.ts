import { expect, test } from "@playwright/test";
import { istYear } from "~server/formats/ist";
import { demoSettings, linkLabel, listAfterHeading, waitForHydration } from "./support/site";

const socialLinks: [label: string, href: string][] = [
  ["Facebook", demoSettings.socialLinks.facebook],
  ["YouTube", demoSettings.socialLinks.youtube],
  ["Instagram", demoSettings.socialLinks.instagram],
  ["WhatsApp group", demoSettings.socialLinks.whatsappGroup],
  ["LinkedIn", demoSettings.socialLinks.linkedin],
  ["X", demoSettings.socialLinks.x],
  ["Pinterest", demoSettings.socialLinks.pinterest],
  ["Reddit", demoSettings.socialLinks.reddit],
  ["Tumblr", demoSettings.socialLinks.tumblr],
];

type Column = { heading: string; links: { label: string; href: string; external?: boolean }[] };

const columns: Column[] = [
  {
    heading: "Quick Links",
    links: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/about" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
      { label: "Smart Integrations", href: "/smart-integrations" },
      { label: "Business Partner Registration", href: "/business-partners" },
    ],
  },
  {
    heading: "Popular Services",
    links: [
      { label: "Business Loans", href: "/loan-services/business-loans" },
      { label: "Home Loans", href: "/loan-services/home-loans" },
      { label: "Personal Loan", href: "/loan-services/personal-loan" },
      { label: "Gold Loan", href: "/loan-services/gold-loan" },
      { label: "Government Schemes", href: "/govt-schemes" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms & Conditions", href: "/terms" },
      { label: "Cookie Policy", href: "/cookie-policy" },
      { label: "Disclaimer", href: "/disclaimer" },
    ],
  },
];

test.describe("footer", () => {
  test("shows the brand blurb, the copyright from 2025 to this year and the DSA line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: demoSettings.businessName, exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(footer.getByText(/We help individuals and businesses across India/)).toBeVisible();
    // From the spec's 2025 to this year in India.
    const year = istYear(new Date());
    const copyright = footer.getByText(year === 2025 ? /^© 2025 / : new RegExp(`^© 2025–${year} `));
    await expect(copyright).toBeVisible();
    await expect(copyright).toContainText(demoSettings.legalName);
    await expect(
      footer.getByText("Approved DSA of various banks and financial institutions.", { exact: true }),
    ).toBeVisible();
  });

  test("lists the nine social links, each opening in a new tab", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const list = listAfterHeading(footer, "Follow us");
    await expect(list.getByRole("link")).toHaveText(socialLinks.map(([label]) => linkLabel(label, true)));
    for (const [label, href] of socialLinks) {
      const link = footer.getByRole("link", { name: linkLabel(label, true) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
  });

  for (const column of columns) {
    test(`${column.heading} lists its links in order`, async ({ page }) => {
      await page.goto("/services");
      const list = listAfterHeading(page.getByRole("contentinfo"), column.heading);
      const links = list.getByRole("link");
      await expect(links).toHaveText(column.links.map((link) => linkLabel(link.label, link.external)));
      for (const [index, link] of column.links.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", link.href);
        if (link.external) {
          await expect(links.nth(index)).toHaveAttribute("target", "_blank");
          await expect(links.nth(index)).toHaveAttribute("rel", /\bnoopener\b/);
        }
      }
    });
  }

  test("Blog in Quick Links opens the site's own blog in the same tab", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const link = listAfterHeading(page.getByRole("contentinfo"), "Quick Links").getByRole("link", {
      name: "Blog",
      exact: true,
    });
    await expect(link).not.toHaveAttribute("target", "_blank");
    await link.click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Loan guides and news" })).toBeVisible();
  });

  test("a Popular Services link opens its loan page", async ({ page }) => {
    await page.goto("/");
    const list = listAfterHeading(page.getByRole("contentinfo"), "Popular Services");
    await list.getByRole("link", { name: "Gold Loan", exact: true }).click();
    await expect(page).toHaveURL("/loan-services/gold-loan");
    await expect(page.getByRole("heading", { level: 1, name: "Gold Loan" })).toBeVisible();
  });

  test("the footer is on every public page, including the 404 page", async ({ page }) => {
    for (const path of ["/services", "/loan-services/home-loans", "/no-such-page"]) {
      await page.goto(path);
      await expect(
        page.getByRole("contentinfo").getByText("Approved DSA of various banks and financial institutions."),
      ).toBeVisible();
    }
  });
});
