import { data, redirect, redirectDocument } from "react-router";
import type { AppServices } from "../app-services.server";
import { can, type Permission } from "./permissions";
import { staffRoleLabels } from "../vocabulary/staff";
import type { StaffPrincipal } from "./staff-user";

/** The pages an account with a set-up step to do may still open. */
const ACCOUNT_PAGE = "/admin/account";

/** The page a request is for, without React Router's `.data` suffix and its `_routes` parameter. */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\.data$/, "") || "/";
  const search = url.searchParams.toString();
  return `${path === "/_root" ? "/" : path}${search ? `?${search}` : ""}`;
}

export function loginPathFor(request: Request): string {
  return `/admin/login?redirectTo=${encodeURIComponent(pagePathOf(request))}`;
}

export interface RequireStaffOptions {
  /** The account page itself stays open to an account with a set-up step to do. */
  allowSetup?: boolean;
}

/**
 * The one guard of every staff page's loader and action (docs/architecture.md, "The security model"): the signed-in
 * member of staff, or a thrown redirect to the login page (back here afterwards), a redirect to
 * the account page while a set-up step is due, or a 403 when the role lacks `permission`.
 * Every loader calls it: a client navigation between sibling pages does not re-run the layout's.
 */
export async function requireStaff(
  request: Request,
  context: { services: AppServices },
  permission: Permission | null,
  options: RequireStaffOptions = {},
): Promise<StaffPrincipal> {
  const { services } = context;
  const token = services.staffCookies.read(request.headers.get("Cookie")).session;
  const principal = await services.auth.authenticateSession(token);
  // A new document for the sign-in page, also from a navigation inside the app (the session ended
  // or expired meanwhile): the old page held what the last person saw.
  if (!principal) throw redirectDocument(loginPathFor(request));
  if (principal.setupStep && !options.allowSetup) throw redirect(`${ACCOUNT_PAGE}?setup=${principal.setupStep}`);
  if (permission && !can(principal.user, permission)) {
    throw data(
      {
        message: `Your role (${staffRoleLabels[principal.user.role]}) does not include this screen. Ask an owner if you need it.`,
      },
      { status: 403 },
    );
  }
  return principal;
}
