import { PasswordSection } from "~/components/admin/account/password-section";
import { ProfileSection } from "~/components/admin/account/profile-section";
import { SessionsSection } from "~/components/admin/account/sessions-section";
import { TwoFactorSection } from "~/components/admin/account/two-factor-section";
import { PageHeader } from "~/components/admin/page-header";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { staffRoleLabels } from "~server/vocabulary/staff";
import { requireStaff } from "~server/auth/require-staff.server";
import type { Route } from "./+types/account";

export const handle: StaffHandle = { breadcrumb: "My account" };
export const meta: Route.MetaFunction = () => staffMeta("My account");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Open while a set-up step is due: this is where it is done.
  const principal = await requireStaff(request, context, null, { allowSetup: true });
  const { account, securityPolicy } = context.services;
  const [sessions, recoveryCodesLeft, policy] = await Promise.all([
    account.listSessions(principal),
    account.recoveryCodesLeft(principal.user.id),
    securityPolicy.get(),
  ]);
  return {
    user: principal.user,
    setupStep: principal.setupStep,
    sessions,
    twoFactor: { enabled: principal.user.twoFactorEnabled, recoveryCodesLeft, required: policy.requireTwoFactor },
    now: new Date().toISOString(),
  };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, setupStep } = loaderData;
  return (
    <>
      <PageHeader
        title="My account"
        description={`${user.email} · ${staffRoleLabels[user.role]}. Your password, two-factor sign-in and where you are signed in.`}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <PasswordSection highlighted={setupStep === "change_password"} mustChange={setupStep === "change_password"} />
        <TwoFactorSection data={loaderData} highlighted={setupStep === "enable_two_factor"} />
        <ProfileSection displayName={user.displayName} version={user.version} />
        <SessionsSection data={loaderData} />
      </div>
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
