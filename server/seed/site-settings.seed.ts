import type { SiteSettingsDocument } from "../settings/settings.schema";

/**
 * Demo settings: clearly fictional (example.com addresses, a 0484 landline pattern with a
 * reserved-looking number) so a fresh install never points visitors at a real business.
 * Staff replace them from the admin settings screen. The opening hours are the working hours of
 * the lead settings (server/leads/lead-settings.ts), not a site setting.
 */
export const siteSettingsSeed: SiteSettingsDocument = {
  businessName: "Keralam Finserv (Demo)",
  legalName: "Keralam Finserv Demo Private Limited",
  tagline: "Loans made simple, from Kerala to all of India",
  contactEmail: "support@keralam-finserv.example.com",
  phone: "+914842000000",
  whatsappNumber: "+919000000000",
  address: {
    street: "2nd Floor, Demo Towers, MG Road",
    locality: "Ravipuram",
    city: "Kochi",
    district: "Ernakulam",
    state: "Kerala",
    postalCode: "682016",
    latitude: 9.9663,
    longitude: 76.2867,
  },
  socialLinks: {
    facebook: "https://www.facebook.com/example-keralam-finserv",
    youtube: "https://www.youtube.com/@example-keralam-finserv",
    instagram: "https://www.instagram.com/example_keralam_finserv",
    whatsappGroup: "https://chat.whatsapp.com/ExampleDemoGroupInvite",
    linkedin: "https://www.linkedin.com/company/example-keralam-finserv",
    x: "https://x.com/example_finserv",
    pinterest: "https://www.pinterest.com/example_keralam_finserv",
    reddit: "https://www.reddit.com/user/example_keralam_finserv",
    tumblr: "https://example-keralam-finserv.tumblr.com",
  },
  // The built-in blog; staff may point the Blog link at a blog elsewhere (an https address).
  blogUrl: "/blog",
  ifscUrl: "https://ifsc.keralam-finserv.example.com",
  rating: { value: 4.8, count: 1250 },
  trustBadgeCount: "5,000+",
  // None in the demo: the environment's GA4_MEASUREMENT_ID / META_PIXEL_ID apply until staff set them.
  ga4MeasurementId: null,
  metaPixelId: null,
  mapUrl: null,
};
