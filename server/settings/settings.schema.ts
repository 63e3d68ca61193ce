import { z } from "@hono/zod-openapi";
import { sameSiteLinkPath } from "../shared/same-site-path";
import { GA4_MEASUREMENT_ID_PATTERN, META_PIXEL_ID_PATTERN } from "./tracking-ids";

export { socialNetworks, type SocialNetworkKey } from "./social-networks";

const url = z.url({ protocol: /^https?$/ }).max(500);

export const SocialLinksSchema = z.object({
  facebook: url,
  youtube: url,
  instagram: url,
  whatsappGroup: url,
  linkedin: url,
  x: url,
  pinterest: url,
  reddit: url,
  tumblr: url,
});

/**
 * The site settings as stored (the `site` document of site_settings). The opening hours are not
 * among them: they are the working hours of the lead settings (SiteSettingsSchema adds them).
 */
export const SiteSettingsDocumentSchema = z.object({
  businessName: z.string().trim().min(2).max(120),
  legalName: z.string().trim().min(2).max(160),
  tagline: z.string().trim().min(2).max(200),
  contactEmail: z.email().max(200),
  /** E.164, e.g. +914842000000 */
  phone: z.string().regex(/^\+91\d{10}$/, "Use +91 followed by ten digits"),
  /** E.164 without formatting; used for wa.me links */
  whatsappNumber: z.string().regex(/^\+91[6-9]\d{9}$/, "Use +91 followed by a ten-digit mobile number"),
  address: z.object({
    street: z.string().trim().min(2).max(200),
    locality: z.string().trim().min(2).max(120),
    city: z.string().trim().min(2).max(80),
    district: z.string().trim().min(2).max(80),
    state: z.string().trim().min(2).max(80),
    postalCode: z.string().regex(/^\d{6}$/, "Use a six-digit PIN code"),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  socialLinks: SocialLinksSchema,
  /** A path on this site (the built-in blog, "/blog") or the address of a blog elsewhere. */
  blogUrl: z.union([
    url,
    z
      .string()
      .max(500)
      .refine((value) => sameSiteLinkPath(value) === value, "Use a path on this site such as /blog"),
  ]),
  ifscUrl: url,
  rating: z.object({
    value: z.number().min(1).max(5),
    count: z.number().int().min(1),
  }),
  trustBadgeCount: z.string().trim().min(1).max(20),
  /**
   * Tracker ids set by staff; null falls back to GA4_MEASUREMENT_ID / META_PIXEL_ID of the
   * environment. Documents stored before these fields existed read as null.
   */
  ga4MeasurementId: z
    .string()
    .trim()
    .regex(
      GA4_MEASUREMENT_ID_PATTERN,
      "Use the GA4 measurement ID: G- followed by 4 to 20 capital letters or digits, e.g. G-AB12CD34EF",
    )
    .nullable()
    .default(null),
  metaPixelId: z
    .string()
    .trim()
    .regex(META_PIXEL_ID_PATTERN, "Use the Meta Pixel ID: 5 to 20 digits, e.g. 123456789012345")
    .nullable()
    .default(null),
  /** A Google Maps or OpenStreetMap link to the office (/contact); null: directions from the coordinates. */
  mapUrl: url.nullable().default(null),
});

export type SiteSettingsDocument = z.infer<typeof SiteSettingsDocumentSchema>;

/** The site settings as the pages and the API read them: the stored ones and the opening hours. */
export const SiteSettingsSchema = SiteSettingsDocumentSchema.extend({
  businessHours: z.string().openapi({
    description:
      "The opening hours as visitors read them, e.g. “Monday to Saturday, 9:30 am to 6:00 pm IST”: the working hours of the lead settings in words (change them with PATCH /api/admin/leads/settings). Read-only here.",
  }),
}).openapi("SiteSettings");

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
