import type { StaffUser } from "~server/auth/staff-user";
import { formatDateTimeIST } from "~server/formats/ist";
import { ShownOnce } from "../shown-once";

/** What POST /api/admin/users and POST /api/admin/users/{id}/reset answer, once. */
export interface AccessGrant {
  user: StaffUser;
  temporaryPassword?: string;
  setupLink?: string;
  setupLinkExpiresAt?: string;
}

/** Where the passed-on message sends a new colleague, and whose staff area it is. */
export interface SignInPlace {
  signInUrl: string;
  businessName: string;
}

/** The one-time answer: the temporary password or the set-up link, with Copy and WhatsApp. */
export function AccessGrantPanel({
  grant,
  place,
  onDone,
}: {
  grant: AccessGrant;
  place: SignInPlace;
  onDone: () => void;
}) {
  const { user } = grant;
  const firstName = user.displayName.split(" ")[0] ?? user.displayName;
  if (grant.setupLink) {
    const until = grant.setupLinkExpiresAt ? formatDateTimeIST(grant.setupLinkExpiresAt) : "";
    return (
      <ShownOnce
        label={`Set-up link for ${user.displayName}`}
        value={grant.setupLink}
        onDone={onDone}
        whatsappText={`Hello ${firstName}, your staff account at ${place.businessName} is ready. Choose your password with this link (it works once${until ? `, until ${until}` : ""}): ${grant.setupLink}\nThen sign in with ${user.email}.`}
      >
        Send it to {user.displayName} ({user.email}). It works once{until ? `, until ${until} (IST)` : ""}; then they
        sign in with their e-mail and the password they chose.
      </ShownOnce>
    );
  }
  return (
    <ShownOnce
      label={`Temporary password for ${user.displayName}`}
      value={grant.temporaryPassword ?? ""}
      onDone={onDone}
      whatsappText={`Hello ${firstName}, your staff account at ${place.businessName} is ready. Sign in at ${place.signInUrl} with ${user.email} and this temporary password: ${grant.temporaryPassword ?? ""}\nYou will choose your own password straight after.`}
    >
      Give it to {user.displayName} with the sign-in address, {place.signInUrl}. When they sign in with {user.email} and
      this password, they are asked to choose their own.
    </ShownOnce>
  );
}
