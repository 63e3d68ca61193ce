import type { SiteSettings } from "~server/settings/settings.schema";

/**
 * The ways to reach us that a lead form shows (in its error alert, consent notice and success
 * panel): part of the site settings, so a page can pass the root loader's settings as they are.
 */
export type FormContact = Pick<SiteSettings, "phone" | "whatsappNumber" | "contactEmail" | "businessHours">;
