import type { Database } from "../db/client.server";
import { dealTranslations, type DealService } from "../deals/deal.server";
import type { PostManager } from "../blog/post-manager.server";
import type { LoanServiceService } from "../loan-services/loan-service.server";
import type { LenderOfferService } from "../loan-services/lender-offers.server";
import type { PageTextService } from "../content/page-texts.server";
import type { PopupService } from "../popups/popup.server";
import { popupTranslations } from "../popups/popup-translations.server";
import type { SchemeManager } from "../schemes/scheme-manager.server";
import { disclosuresTranslations, type DisclosuresService } from "../settings/disclosures.server";
import type { SettingsService } from "../settings/settings.server";
import { blogPostSeed } from "./blog-posts.seed";
import { loanServiceSeed } from "./loan-services.seed";
import { dealSeed } from "./deals.seed";
import { dealTranslationSeed } from "./deals.translations.seed";
import { disclosuresTranslationSeed } from "./disclosures.translations.seed";
import { popupTranslationSeed } from "./popups.translations.seed";
import { seedTranslationsOnce } from "./seed-translations.server";
import { govtSchemeSeed } from "./govt-schemes.seed";
import { lenderOfferSeed } from "./lender-offers.seed";
import { disclosuresSeed } from "./disclosures.seed";
import { popupSeed } from "./popups.seed";
import { siteSettingsSeed } from "./site-settings.seed";
import { pageTextSeedHi } from "./page-texts.hi.seed";
import { pageTextSeedMl } from "./page-texts.ml.seed";
import { seedLoanContentTranslations } from "./translations/seed-loan-content-translations.server";

/** Fills an empty database with demo content. Safe to run at every start: it never duplicates. */
export async function seedDatabase(services: {
  database: { db: Database };
  loanServices: LoanServiceService;
  lenderOffers: LenderOfferService;
  settings: SettingsService;
  disclosures: DisclosuresService;
  popups: PopupService;
  deals: DealService;
  postManager: PostManager;
  schemeManager: SchemeManager;
  pageTexts: PageTextService;
  translations: { clearCache(): void };
}): Promise<{ loanServicesCreated: number; settingsCreated: boolean }> {
  const createdServiceSlugs: string[] = [];
  for (const service of loanServiceSeed) {
    if (await services.loanServices.createIfMissing(service)) {
      createdServiceSlugs.push(service.slug);
    } else {
      // A database from before the enquiry_fields column holds `{}` there: give it the seed's choice.
      if (service.enquiryFields)
        await services.loanServices.fillEnquiryFieldsIfUnset(service.slug, service.enquiryFields);
      // One seeded before the calculators had ranges of their own gets the seed's.
      if (service.emiDefaults) await services.loanServices.fillEmiRangesIfUnset(service.slug, service.emiDefaults);
    }
  }
  const settingsCreated = await services.settings.initSiteIfMissing(siteSettingsSeed);
  // The demo disclosures only where none are stored: staff changes stay.
  await services.disclosures.initIfMissing(disclosuresSeed);
  const { db } = services.database;
  await seedTranslationsOnce(db, disclosuresTranslations(db), disclosuresTranslationSeed);
  // The demo lenders' offers, once per database, after the services and the lenders they name.
  await services.lenderOffers.seedDemoOnce(lenderOfferSeed());
  // The demo popup only goes into an empty table: staff who deleted it do not get it back.
  await services.popups.seedIfEmpty(popupSeed);
  await seedTranslationsOnce(db, popupTranslations(db), popupTranslationSeed);
  // Likewise the demo deals (after the loan services they point to).
  await services.deals.seedIfEmpty(dealSeed());
  await seedTranslationsOnce(db, dealTranslations(db), dealTranslationSeed());
  // The government schemes of /govt-schemes (after the loan services they name), only into an
  // empty table: a scheme staff deleted or renamed does not come back.
  const schemesSeeded = (await services.schemeManager.seedIfEmpty(govtSchemeSeed)) > 0;
  // The demo posts, likewise only into an empty table.
  await services.postManager.seedIfEmpty(blogPostSeed);
  // The Malayalam and Hindi of the pages' texts (the legal pages too), once per page and database.
  await services.pageTexts.seedTranslations({ ml: pageTextSeedMl, hi: pageTextSeedHi });
  // The Malayalam and Hindi of the services, offers and schemes above, once per database (and for
  // any of them written again now); pages read them from the next request.
  if (await seedLoanContentTranslations(services.database.db, { createdServiceSlugs, schemesSeeded })) {
    services.translations.clearCache();
  }
  return { loanServicesCreated: createdServiceSlugs.length, settingsCreated };
}
