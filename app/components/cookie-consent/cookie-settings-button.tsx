import { useI18n } from "../../i18n/i18n";
import { openCookieSettings } from "./banner-state";

/** Footer "Cookie settings": reopens the consent banner so a choice can be changed or withdrawn. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {t("cookies.settings")}
    </button>
  );
}
