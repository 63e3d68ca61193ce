import { useEffect } from "react";
import { Outlet } from "react-router";
import adminCssHref from "~/admin.css?url";
import { StaffErrorPage } from "~/components/admin/staff-error";
import { StaffScriptFonts } from "~/components/language-fonts";
import { reloadWhenRestored } from "~/lib/reload-when-restored";

// Everything under /admin: the staff stylesheet instead of the public one (the root leaves the
// public stylesheet, consent banner and trackers out here), the Malayalam and Devanagari faces for
// what visitors and staff wrote in those scripts, and an error page in staff terms.
export const links = () => [{ rel: "stylesheet", href: adminCssHref }];

export default function StaffArea() {
  // A staff page restored from the back/forward cache is asked for again (signed out by now?).
  useEffect(() => reloadWhenRestored(), []);
  return (
    <>
      <StaffScriptFonts />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <StaffErrorPage standalone />;
}
