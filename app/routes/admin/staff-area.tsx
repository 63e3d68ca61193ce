import { Outlet } from "react-router";
import adminCssHref from "~/admin.css?url";
import { StaffErrorPage } from "~/components/admin/staff-error";

// Everything under /admin: the staff stylesheet instead of the public one (the root leaves the
// public stylesheet, consent banner and trackers out here), and an error page in staff terms.
export const links = () => [{ rel: "stylesheet", href: adminCssHref }];

export default function StaffArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <StaffErrorPage standalone />;
}
