/**
 * Tracker ids: the formats accepted for GA4 and the Meta Pixel, and which id the pages use.
 * Plain module (no server-only imports): the environment config and the settings schema share it.
 */

/** A GA4 web stream's measurement id, e.g. G-AB12CD34EF. */
export const GA4_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
/** A Meta Pixel (dataset) id: digits only. */
export const META_PIXEL_ID_PATTERN = /^\d{5,20}$/;

export interface ResolvedTrackingIds {
  ga4MeasurementId: string | null;
  metaPixelId: string | null;
}

/**
 * The ids the pages load after consent. Staff set them in the site settings; the environment's
 * GA4_MEASUREMENT_ID / META_PIXEL_ID are the defaults for a site whose staff have not (each id
 * on its own, so a site can take one from settings and the other from the environment).
 */
export function resolveTrackingIds(
  settings: { ga4MeasurementId?: string | null; metaPixelId?: string | null },
  defaults: { GA4_MEASUREMENT_ID?: string; META_PIXEL_ID?: string },
): ResolvedTrackingIds {
  return {
    ga4MeasurementId: settings.ga4MeasurementId || defaults.GA4_MEASUREMENT_ID || null,
    metaPixelId: settings.metaPixelId || defaults.META_PIXEL_ID || null,
  };
}
