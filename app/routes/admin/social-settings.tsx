import { NotBuiltYet } from "~/components/admin/not-built-yet";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { requireStaff } from "~server/auth/require-staff.server";
import { socialNetworks } from "~server/settings/social-networks";
import type { Route } from "./+types/social-settings";

export const handle: StaffHandle = { breadcrumb: "Site settings" };
export const meta: Route.MetaFunction = () => staffMeta("Site settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings:read");
  const settings = await context.services.settings.getSite();
  return {
    contact: [
      ["Business name", settings.businessName],
      ["Phone", settings.phone],
      ["WhatsApp", settings.whatsappNumber],
      ["E-mail", settings.contactEmail],
      ["Opening hours", settings.businessHours],
      [
        "Address",
        [settings.address.street, settings.address.locality, settings.address.city, settings.address.postalCode].join(
          ", ",
        ),
      ],
      ["GA4 measurement ID", settings.ga4MeasurementId ?? "Not set (the environment's default, if any)"],
      ["Meta Pixel ID", settings.metaPixelId ?? "Not set (the environment's default, if any)"],
    ] as [string, string][],
    social: socialNetworks.map((network) => [network.label, settings.socialLinks[network.key]] as [string, string]),
  };
}

export default function SocialSettings({ loaderData }: Route.ComponentProps) {
  return (
    <NotBuiltYet
      title="Site settings"
      description="Contact details, social links and tracking IDs the public pages show."
      whatItWillDo="Editing these settings here is still to be built. Until then, this is what the website shows now."
    >
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <SettingsList title="Contact and tracking" rows={loaderData.contact} />
        <SettingsList title="Social links" rows={loaderData.social} />
      </div>
    </NotBuiltYet>
  );
}

function SettingsList({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="text-sm [overflow-wrap:anywhere] text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const ErrorBoundary = StaffScreenError;
