import { TriangleAlert } from "lucide-react";
import { useForm, type FieldPath, type UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { TextField } from "~/components/forms/fields";
import { formatIndianPhone } from "~/components/layout/navigation";
import type { SiteSettings } from "~server/settings/settings.schema";
import {
  isDemoBusinessName,
  SiteSettingsEditSchema,
  socialDomains,
  type SiteSettingsEditInput,
} from "~server/settings/site-settings-edit";
import { socialNetworks, type SocialNetworkKey } from "~server/settings/social-networks";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useSettingsSave } from "./use-settings-save";

const addressFields = [
  "street",
  "locality",
  "city",
  "district",
  "state",
  "postalCode",
  "latitude",
  "longitude",
] as const;
type AddressField = (typeof addressFields)[number];

const ratingFields = ["value", "count"] as const;
type RatingField = (typeof ratingFields)[number];

/** The form's own shape: what the inputs hold (text), turned into a change of the settings on save. */
interface SettingsValues {
  businessName: string;
  legalName: string;
  tagline: string;
  rating: Record<RatingField, string>;
  trustBadgeCount: string;
  phone: string;
  whatsappNumber: string;
  contactEmail: string;
  address: Record<AddressField, string>;
  mapUrl: string;
  socialLinks: Record<SocialNetworkKey, string>;
  blogUrl: string;
  ifscUrl: string;
  ga4MeasurementId: string;
  metaPixelId: string;
}

type SettingsField = FieldPath<SettingsValues>;

const topFields = [
  "businessName",
  "legalName",
  "tagline",
  "trustBadgeCount",
  "phone",
  "whatsappNumber",
  "contactEmail",
  "mapUrl",
  "blogUrl",
  "ifscUrl",
  "ga4MeasurementId",
  "metaPixelId",
] as const;

function toValues(settings: SiteSettings): SettingsValues {
  return {
    businessName: settings.businessName,
    legalName: settings.legalName,
    tagline: settings.tagline,
    rating: { value: String(settings.rating.value), count: String(settings.rating.count) },
    trustBadgeCount: settings.trustBadgeCount,
    // Shown grouped as people write them; saved only when changed.
    phone: formatIndianPhone(settings.phone),
    whatsappNumber: formatIndianPhone(settings.whatsappNumber),
    contactEmail: settings.contactEmail,
    address: Object.fromEntries(addressFields.map((field) => [field, String(settings.address[field])])) as Record<
      AddressField,
      string
    >,
    mapUrl: settings.mapUrl ?? "",
    socialLinks: { ...settings.socialLinks },
    blogUrl: settings.blogUrl,
    ifscUrl: settings.ifscUrl,
    ga4MeasurementId: settings.ga4MeasurementId ?? "",
    metaPixelId: settings.metaPixelId ?? "",
  };
}

/**
 * Only what was changed, so two people saving different settings at the same time both keep their
 * change (the server merges each into the latest settings). A number field that is not a number
 * stays NaN for the schema to name.
 */
function changesOf(values: SettingsValues, dirty: UseFormReturn<SettingsValues>["formState"]["dirtyFields"]) {
  const changes: SiteSettingsEditInput = {};
  for (const field of topFields) {
    if (dirty[field]) changes[field] = values[field];
  }
  const rating = ratingFields.filter((field) => dirty.rating?.[field]);
  if (rating.length > 0) {
    // "1,250 reviews" is typed as people write it; what is not a number stays NaN for the schema to name.
    changes.rating = Object.fromEntries(
      rating.map((field) => {
        const typed = values.rating[field].trim().replace(/,/g, "");
        return [field, typed === "" ? Number.NaN : Number(typed)];
      }),
    );
  }
  const links = networksOf(dirty.socialLinks);
  if (links.length > 0) changes.socialLinks = Object.fromEntries(links.map((key) => [key, values.socialLinks[key]]));
  const address = addressFields.filter((field) => dirty.address?.[field]);
  if (address.length > 0) {
    changes.address = Object.fromEntries(
      address.map((field) => {
        const value = values.address[field];
        if (field !== "latitude" && field !== "longitude") return [field, value];
        return [field, value.trim() === "" ? Number.NaN : Number(value)];
      }),
    );
  }
  return changes;
}

function networksOf(dirty: Partial<Record<SocialNetworkKey, boolean>> | undefined): SocialNetworkKey[] {
  return socialNetworks.map((network) => network.key).filter((key) => dirty?.[key]);
}

/** The field that shows a message of the API's dotted path (`socialLinks.facebook` → that link's input). */
function fieldOfPath(path: string): SettingsField | null {
  const [head, tail] = path.split(".");
  if (head === "socialLinks" && tail && socialNetworks.some((network) => network.key === tail))
    return `socialLinks.${tail as SocialNetworkKey}`;
  if (head === "address" && tail && (addressFields as readonly string[]).includes(tail))
    return `address.${tail as AddressField}`;
  if (head === "rating" && tail && (ratingFields as readonly string[]).includes(tail))
    return `rating.${tail as RatingField}`;
  if ((topFields as readonly string[]).includes(head ?? "")) return head as (typeof topFields)[number];
  return null;
}

function putErrors(form: UseFormReturn<SettingsValues>, fields: Record<string, string>) {
  let first: SettingsField | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath(path);
    if (!field || form.getFieldState(field).error) continue;
    form.setError(field, { message });
    first ??= field;
  }
  if (first) form.setFocus(first);
}

/** Every new installation goes live as "Keralam Finserv (Demo)": say so until it is changed. */
function DemoNameNotice({ name }: { name: string }) {
  return (
    <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Your site still goes by the demo name “{name}”.</strong> Every page, the page titles and the search
        engines&rsquo; business details show it until you enter your business&rsquo;s own name and legal name here and
        save.
      </span>
    </p>
  );
}

/**
 * The site settings staff change without a developer: the business's name and figures, contact details, address and map link,
 * social links, header links and tracker ids. Each field's mistake shows next to it; one toast on
 * save. Who gets the new-lead e-mails is a lead setting (owner and admin, ADR 0032).
 */
export function SiteSettingsForm({
  settings,
  canChange,
  canSeeLeadSettings,
}: {
  settings: SiteSettings;
  canChange: boolean;
  /** Whether the lead settings (WhatsApp message template, alert recipients) open for this role: a link, or a note. */
  canSeeLeadSettings: boolean;
}) {
  const form = useForm<SettingsValues>({ defaultValues: toValues(settings) });
  // Read while rendering: react-hook-form tracks only the parts of formState that are read.
  const { errors, dirtyFields } = form.formState;
  const register = (name: SettingsField) => form.register(name);

  const { submit, pending } = useSettingsSave({
    form,
    path: "/api/admin/settings",
    changesOf: (values) => changesOf(values, dirtyFields),
    schema: SiteSettingsEditSchema,
    placeErrors: (fields) => putErrors(form, fields),
    toValues,
    messages: { saved: "Site settings saved.", unchanged: "Nothing to save: no setting was changed." },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
        <SettingsSection
          title="Your business"
          description="The name every page, the page titles and the e-mails use, and the figures the home page shows. Plain text only."
        >
          {isDemoBusinessName(settings.businessName) && <DemoNameNotice name={settings.businessName} />}
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Business name"
              autoComplete="organization"
              maxLength={120}
              hint="As customers know you, e.g. Keralam Finserv. In the header, the footer, every page title."
              error={errors.businessName?.message}
              {...register("businessName")}
            />
            <TextField
              label="Legal name"
              autoComplete="off"
              maxLength={160}
              hint="The registered company or firm, e.g. Keralam Finserv Private Limited. In the footer's copyright and the legal pages."
              error={errors.legalName?.message}
              {...register("legalName")}
            />
            <TextField
              label="Tagline"
              className="md:col-span-2"
              maxLength={200}
              hint="One line about what you do; search engines read it as the business's description."
              error={errors.tagline?.message}
              {...register("tagline")}
            />
            <TextField
              label="Customer rating"
              inputMode="decimal"
              hint="1 to 5 with one decimal, e.g. 4.8, as your reviews give it. The home page shows it and states it to search engines."
              error={errors.rating?.value?.message}
              {...register("rating.value")}
            />
            <TextField
              label="Number of reviews"
              inputMode="numeric"
              hint="The reviews the rating comes from, a whole number, e.g. 1250."
              error={errors.rating?.count?.message}
              {...register("rating.count")}
            />
            <TextField
              label="Trust badge count"
              autoComplete="off"
              maxLength={20}
              hint="How many customers you have helped, e.g. 5,000+. The home page's badge shows it where its text says {count}, and the “Customers helped” card."
              error={errors.trustBadgeCount?.message}
              {...register("trustBadgeCount")}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Contact details"
          description="Shown in the header, the footer, on /contact and in the lead forms. Type numbers as you would write them; they are stored with +91."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint="With the area code for a landline, e.g. 0484 200 0000."
              error={errors.phone?.message}
              {...register("phone")}
            />
            <TextField
              label="WhatsApp number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint="The mobile number WhatsApp runs on, e.g. 98470 12345."
              error={errors.whatsappNumber?.message}
              {...register("whatsappNumber")}
            />
            <TextField
              label="E-mail"
              type="email"
              autoComplete="off"
              error={errors.contactEmail?.message}
              {...register("contactEmail")}
            />
            {/* Not a field here: the working hours of the lead settings, in words (one setting for the office and the website). */}
            <dl>
              <dt className="text-sm font-semibold text-slate-900">Opening hours</dt>
              <dd className="mt-2 text-slate-900">{settings.businessHours}</dd>
              <dd className="mt-1 text-sm text-slate-600">
                The working hours of the lead settings: the dashboard counts waiting time in them too.
              </dd>
            </dl>
          </div>
          <p className="text-sm text-slate-700">
            The opening hours (Working hours), the message the WhatsApp button of a lead prefills, and who gets the
            new-lead e-mails are part of the{" "}
            {canSeeLeadSettings ? (
              <Link to="/admin/lead-settings" className="font-semibold text-brand-700 underline">
                lead settings
              </Link>
            ) : (
              "lead settings, which owners and admins manage"
            )}
            .
          </p>
        </SettingsSection>

        <SettingsSection
          title="Address and map"
          description="The office address on /contact and in the search engines' business details."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Street and building"
              className="md:col-span-2"
              error={errors.address?.street?.message}
              {...register("address.street")}
            />
            <TextField label="Locality" error={errors.address?.locality?.message} {...register("address.locality")} />
            <TextField label="City or town" error={errors.address?.city?.message} {...register("address.city")} />
            <TextField label="District" error={errors.address?.district?.message} {...register("address.district")} />
            <TextField label="State" error={errors.address?.state?.message} {...register("address.state")} />
            <TextField
              label="PIN code"
              inputMode="numeric"
              maxLength={7}
              error={errors.address?.postalCode?.message}
              {...register("address.postalCode")}
            />
          </div>
          <TextField
            label="Map link"
            type="url"
            optional
            hint="A Google Maps or OpenStreetMap link to the office; “Get directions” on /contact opens it. Without one, directions use the coordinates below."
            error={errors.mapUrl?.message}
            {...register("mapUrl")}
          />
          <div className="grid gap-5 sm:grid-cols-2 md:max-w-xl">
            <TextField
              label="Latitude"
              inputMode="decimal"
              hint="e.g. 9.9663"
              error={errors.address?.latitude?.message}
              {...register("address.latitude")}
            />
            <TextField
              label="Longitude"
              inputMode="decimal"
              hint="e.g. 76.2867"
              error={errors.address?.longitude?.message}
              {...register("address.longitude")}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Social links"
          description="The nine links of the footer. Each must be a secure (https://) address on that network's own site."
        >
          <div className="grid gap-5 md:grid-cols-2">
            {socialNetworks.map((network) => (
              <TextField
                key={network.key}
                label={network.label}
                type="url"
                hint={`On ${socialDomains[network.key].join(" or ")}.`}
                error={errors.socialLinks?.[network.key]?.message}
                {...register(`socialLinks.${network.key}`)}
              />
            ))}
          </div>
        </SettingsSection>

        <SettingsSection
          title="Header links"
          description="Where the header's Blog and Find IFSC Code items (and the footer's Blog link) lead."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Blog"
              autoComplete="off"
              spellCheck={false}
              hint="/blog for the blog of this site (opens in the same tab), or the https:// address of a blog elsewhere (opens in a new tab)."
              error={errors.blogUrl?.message}
              {...register("blogUrl")}
            />
            <TextField label="Find IFSC Code" type="url" error={errors.ifscUrl?.message} {...register("ifscUrl")} />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Tracking"
          description="Loaded only for visitors who accept analytics or marketing cookies. Leave an ID empty to use the server's default, if one is configured."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="GA4 measurement ID"
              optional
              autoComplete="off"
              spellCheck={false}
              hint="G- and 4 to 20 letters or digits, e.g. G-AB12CD34EF."
              error={errors.ga4MeasurementId?.message}
              {...register("ga4MeasurementId")}
            />
            <TextField
              label="Meta Pixel ID"
              optional
              inputMode="numeric"
              autoComplete="off"
              hint="5 to 20 digits, e.g. 123456789012345."
              error={errors.metaPixelId?.message}
              {...register("metaPixelId")}
            />
          </div>
        </SettingsSection>
      </fieldset>
      {canChange && <SaveBar label="Save site settings" pending={pending} />}
    </form>
  );
}
