import { consentStartupScript, type TrackingIds } from "../../lib/consent";

/** The inline consent-mode snippet for the document head; must come before any other script. */
export function ConsentStartupScript({ nonce, tracking }: { nonce: string; tracking: TrackingIds }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: consentStartupScript(tracking) }}
    />
  );
}
