import { describe, expect, it } from "vitest";
import { isDemoBusinessName, normalizeIndianPhone, SiteSettingsEditSchema } from "~server/settings/site-settings-edit";
import { siteSettingsSeed } from "~server/seed/site-settings.seed";

const check = (input: unknown) => SiteSettingsEditSchema.safeParse(input);

describe("the site settings' edit rules", () => {
  it("know the demo name a new installation goes live with, and a real one", () => {
    expect(isDemoBusinessName(siteSettingsSeed.businessName)).toBe(true);
    expect(isDemoBusinessName("Malabar Loans (demo)")).toBe(true);
    expect(isDemoBusinessName("Demo Finance")).toBe(false);
    expect(isDemoBusinessName("Keralam Finserv")).toBe(false);
  });

  it("take trust badge counts as people write them, and ratings with one decimal", () => {
    for (const count of ["5,000+", "1,00,000+", "750", "12000+"])
      expect(check({ trustBadgeCount: count }).success, count).toBe(true);
    for (const count of ["5k+", "+5000", "5,,000", "many", "5,000 +", "5,000,"])
      expect(check({ trustBadgeCount: count }).success, count).toBe(false);
    expect(check({ rating: { value: 4.8, count: 1250 } }).success).toBe(true);
    expect(check({ rating: { value: 4.7 } }).success).toBe(true);
    expect(check({ rating: { value: 4.75 } }).success).toBe(false);
    expect(check({ rating: { value: 4.8, stars: 5 } }).success).toBe(false);
  });

  it("take phone numbers as people type them and store E.164", () => {
    for (const typed of ["0484 200 0000", "+91 484 2000000", "0484-2000000", "91 4842000000", "(0484) 200 0000"])
      expect(normalizeIndianPhone(typed), typed).toBe("+914842000000");
    expect(normalizeIndianPhone("98470 12345")).toBe("+919847012345");
    for (const bad of ["12345", "+1 484 200 0000", "0000000000", "phone"])
      expect(normalizeIndianPhone(bad), bad).toBeNull();

    const parsed = check({ whatsappNumber: "+91 98470-12345", phone: "098470 12345" });
    expect(parsed.success && parsed.data).toEqual({ whatsappNumber: "+919847012345", phone: "+919847012345" });
    // A landline cannot take WhatsApp messages.
    expect(check({ whatsappNumber: "0484 200 0000" }).success).toBe(false);
  });

  it("accept each network's own domains, subdomains included, and nothing else", () => {
    const ok = {
      facebook: "https://fb.com/demo",
      youtube: "https://youtu.be/abc",
      instagram: "https://www.instagram.com/demo",
      whatsappGroup: "https://chat.whatsapp.com/Invite123",
      linkedin: "https://in.linkedin.com/company/demo",
      x: "https://twitter.com/demo",
      pinterest: "https://pin.it/abc",
      reddit: "https://old.reddit.com/r/demo",
      tumblr: "https://demo.tumblr.com",
    };
    expect(check({ socialLinks: ok }).success).toBe(true);
    for (const [network, url] of [
      ["facebook", "https://facebook.com.evil.example/demo"],
      ["whatsappGroup", "https://wa.me/919847012345"],
      ["x", "https://notx.com/demo"],
      ["tumblr", "https://user:pass@demo.tumblr.com"],
      ["youtube", "javascript:alert(1)"],
    ] as const) {
      const result = check({ socialLinks: { [network]: url } });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]?.path, url).toEqual(["socialLinks", network]);
    }
  });

  it("take Google Maps and OpenStreetMap links for the map, and a blank one as none", () => {
    for (const url of [
      "https://maps.app.goo.gl/abc",
      "https://www.google.com/maps/place/Kochi",
      "https://goo.gl/maps/abc",
      "https://www.openstreetmap.org/#map=18/9.96/76.28",
    ])
      expect(check({ mapUrl: url }).success, url).toBe(true);
    for (const url of ["https://www.google.com/search?q=kochi", "https://example.com/map"])
      expect(check({ mapUrl: url }).success, url).toBe(false);
    const blank = check({ mapUrl: "  " });
    expect(blank.success && blank.data.mapUrl).toBeNull();
  });

  it("take a path on this site or an https address for the Blog link, and nothing that leaves the site otherwise", () => {
    for (const [typed, stored] of [
      ["/blog", "/blog"],
      [" /blog/ ", "/blog/"],
      ["/blog?category=gold-loans", "/blog?category=gold-loans"],
      ["https://blog.keralam-finserv.in", "https://blog.keralam-finserv.in"],
    ]) {
      const parsed = check({ blogUrl: typed });
      expect(parsed.success && parsed.data.blogUrl, typed).toBe(stored);
    }
    for (const [typed, message] of [
      ["//evil.com", /^Use a path on this site that starts with one \//],
      ["/blog//x", /^Use a path on this site that starts with one \//],
      ["/\\evil.com", /^Use a path on this site that starts with one \//],
      ["/blog\\x", /^Use a path on this site that starts with one \//],
      ["/.//evil.com", /^Use a path on this site that starts with one \//],
      ["javascript:alert(1)", /^Enter a path on this site such as \/blog, or a web address starting with https:\/\//],
      ["blog", /^Enter a path on this site such as \/blog, or a web address starting with https:\/\//],
      ["http://blog.example.com", /^Use the secure address/],
      ["", /^Enter a path on this site such as \/blog/],
    ] as const) {
      const result = check({ blogUrl: typed });
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message, typed).toMatch(message);
    }
  });
});
