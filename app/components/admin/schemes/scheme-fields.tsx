import { useWatch, type UseFormReturn } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { SchemeServiceChoice } from "~server/schemes/scheme.schema";
import { schemeGroupLabels, schemeGroups } from "~server/vocabulary/content";
import { SettingsSection } from "../settings-section";
import type { SchemeField, SchemeValues } from "./scheme-form-values";
import { FaqsField, LinesField } from "./scheme-list-fields";
import { SchemeSeoFields } from "./scheme-seo-fields";

const groupOptions = schemeGroups.map((group) => ({ value: group, label: schemeGroupLabels[group] }));

/** Every field of a scheme's page, in the sections of the scheme editor (scheme-form.tsx). */
export function SchemeFieldSections({
  form,
  services,
  isNew,
  origin,
  siteName,
}: {
  form: UseFormReturn<SchemeValues>;
  services: readonly SchemeServiceChoice[];
  isNew: boolean;
  origin: string;
  siteName: string;
}) {
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: "slug" });
  const register = (name: SchemeField) => ({
    ...form.register(name),
    error: errors[name as keyof SchemeValues]?.message,
  });
  const serviceOptions = services.map((service) => ({
    value: String(service.id),
    label: service.isActive ? service.name : `${service.name} (switched off)`,
  }));
  return (
    <>
      <SettingsSection title="The scheme" description="Its name, where it is listed and its page's address.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            className="sm:col-span-2"
            maxLength={150}
            hint="The official name, e.g. Stand-Up India."
            {...register("name")}
          />
          <TextField
            label="Short name"
            maxLength={60}
            hint="In the list on /govt-schemes, e.g. PM Mudra Yojana."
            {...register("shortName")}
          />
          <SelectField
            label="Group"
            options={groupOptions}
            placeholder="Choose the group…"
            {...register("schemeGroup")}
          />
          <TextField
            label="Page address"
            className="sm:col-span-2"
            maxLength={80}
            autoCapitalize="none"
            spellCheck={false}
            hint={
              isNew
                ? `/govt-schemes/${slug || "…"}: lower-case letters, digits and hyphens.`
                : `/govt-schemes/${slug || "…"}. A new address keeps the old one working: it sends visitors to the new one.`
            }
            {...register("slug")}
          />
          <TextAreaField
            label="Summary"
            className="sm:col-span-2"
            maxLength={400}
            hint="One or two sentences: under the title of its page, and its description when the SEO description is empty."
            {...register("summary")}
          />
          <TextField
            label="Run by"
            className="sm:col-span-2"
            maxLength={300}
            hint="e.g. Ministry of MSME, through banks."
            {...register("runBy")}
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Who it is for and what it offers"
        description="Plain text, one point per line, in the order visitors read them."
      >
        <div className="grid gap-6">
          <LinesField
            form={form}
            name="whoFor"
            label="Who it is for"
            lineLabel="who it is for"
            hint={`Up to 12 lines, e.g. Women entrepreneurs aged 18 or over.`}
          />
          <LinesField
            form={form}
            name="offers"
            label="What it offers"
            lineLabel="what it offers"
            hint="Up to 12 lines: amounts, rates and dates exactly as the scheme publishes them."
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="How we help and where to apply"
        description="What you do for the borrower, the official portal, and the enquiry form its page offers."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextAreaField
            label="How we help"
            className="sm:col-span-2"
            rows={4}
            maxLength={1500}
            {...register("howWeHelp")}
          />
          <TextField
            label="Official portal's label"
            maxLength={120}
            hint="The words of the link, e.g. mudra.org.in."
            {...register("portalLabel")}
          />
          <TextField
            label="Official portal's address"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={500}
            hint="Starting with https://, e.g. https://www.mudra.org.in"
            {...register("portalUrl")}
          />
          <SelectField
            label="Loan service"
            className="sm:col-span-2"
            optional
            options={serviceOptions}
            placeholder="None: the page offers the contact page"
            hint="Its page offers this service's enquiry form (a switched-off service's form is not offered)."
            {...register("relatedServiceId")}
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Questions"
        description="Questions borrowers ask about it, answered from the scheme's facts. The page shows them and tells search engines about them."
      >
        <FaqsField form={form} />
      </SettingsSection>

      <SettingsSection title="Search engines" description="How the scheme's page appears in search results.">
        <SchemeSeoFields form={form} origin={origin} siteName={siteName} />
      </SettingsSection>
    </>
  );
}
