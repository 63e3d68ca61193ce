import { openCookieSettings } from "./banner-state";

/** Footer "Cookie settings": reopens the consent banner so a choice can be changed or withdrawn. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      Cookie settings
    </button>
  );
}
