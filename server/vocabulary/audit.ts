// What the audit log records besides who and when: how the actor acted, and what they did. Each
// action is declared once, with the words the Activity screen shows for it: `AuditAction` is the
// declaration's keys, so the audit service records only a declared action and every declared
// action has words. Plain data, read by the database schema, the audit service and the browser.

/** How the actor acted: signed in, through an API token, as the system, or not signed in yet. */
export const auditVias = ["session", "token", "system", "anonymous"] as const;
export type AuditVia = (typeof auditVias)[number];

/**
 * Every action the server records (`<entity>.<verb>`), with its words: a short sentence a member of
 * staff reads at a glance.
 */
export const auditActionWords = {
  "auth.login": "Signed in",
  "auth.login_failed": "Failed sign-in",
  "auth.two_factor_failed": "Wrong two-factor code",
  "auth.login_locked": "Sign-in refused: account locked",
  "auth.login_address_blocked": "Sign-in refused: too many failures from this address",
  "auth.logout": "Signed out",
  "auth.session_revoke": "Signed out one of their sessions",
  "auth.sign_out_everywhere": "Signed out everywhere",
  "account.password_change": "Changed their password",
  "account.password_set_by_link": "Chose a password with a set-up link",
  "account.profile_update": "Changed their name",
  "account.two_factor_enable": "Turned on two-factor sign-in",
  "account.two_factor_disable": "Turned off two-factor sign-in",
  "account.recovery_codes_regenerate": "Made new recovery codes",
  "account.password_confirm_failed": "Typed a wrong current password on their account page",
  "user.create": "Added a staff account",
  "user.update": "Changed a staff account",
  "user.reset_access": "Reset someone’s access",
  "token.create": "Created an API token",
  "token.revoke": "Revoked an API token",
  "security.update": "Changed the sign-in rules",
  "settings.update": "Changed the site settings",
  "disclosures.update": "Changed the RBI / DSA disclosures",
  "lead_settings.update": "Changed the lead settings",
  "mail_server.update": "Changed the mail server",
  "mail_server.remove": "Removed the mail server",
  "backup_settings.update": "Changed the backup settings",
  "backup.run": "Started a backup",
  "backup.download": "Downloaded a backup",
  "lead.update": "Changed a lead",
  "lead.note_add": "Added a note to a lead",
  "lead.contact_log": "Logged a call or message to a lead",
  "lead.export": "Exported leads",
  "lead.erase": "Erased a person’s data",
  "lead.documents_change": "Changed a lead’s documents checklist",
  "lead.document_review": "Accepted or sent back a borrower’s document",
  "lead.documents_link": "Sent or revoked a documents link",
  "lead.document_view": "Viewed a borrower’s document",
  "lead.document_download": "Downloaded a borrower’s document",
  "lead.documents_download_all": "Downloaded all of a borrower’s documents",
  "popup.create": "Created a popup",
  "popup.update": "Changed a popup",
  "popup.duplicate": "Duplicated a popup",
  "popup.delete": "Deleted a popup",
  "deal.create": "Created a deal",
  "deal.update": "Changed a deal",
  "deal.duplicate": "Duplicated a deal",
  "deal.reorder": "Reordered the deals",
  "deal.delete": "Deleted a deal",
  "download.create": "Uploaded a download",
  "download.update": "Changed a download",
  "download.replace_file": "Replaced a download’s file",
  "download.reorder": "Reordered the downloads",
  "download.delete": "Deleted a download",
  "post.create": "Wrote a new blog post",
  "post.update": "Changed a blog post",
  "post.publish": "Published a blog post",
  "post.schedule": "Scheduled a blog post",
  "post.restore": "Restored an earlier version of a blog post",
  "post.delete": "Deleted a blog post",
  "loan_service.create": "Added a loan service",
  "loan_service.update": "Changed a loan service",
  "loan_service.duplicate": "Duplicated a loan service",
  "loan_service.reorder": "Reordered the loan services",
  "loan_service.restore": "Restored an earlier version of a loan service",
  "loan_service.delete": "Deleted a loan service",
  "lender_offer.create": "Added a lender’s offer",
  "lender_offer.update": "Changed a lender’s offer",
  "lender_offer.delete": "Removed a lender’s offer",
  "scheme.create": "Added a government scheme",
  "scheme.update": "Changed a government scheme",
  "scheme.reorder": "Reordered the government schemes",
  "scheme.restore": "Restored an earlier version of a government scheme",
  "scheme.delete": "Deleted a government scheme",
  "page_text.update": "Changed a page’s texts",
  "page_text.restore": "Restored an earlier version of a page’s texts",
  "translation.save": "Saved a Malayalam or Hindi translation",
  "translation.delete": "Deleted a Malayalam or Hindi translation",
  "media.upload": "Uploaded a file to the media library",
  "media.update": "Changed a media file’s alt text, title or focal point",
  "media.delete": "Deleted a file from the media library",
} satisfies Record<`${string}.${string}`, string>;

export type AuditAction = keyof typeof auditActionWords;

export const auditActions = Object.keys(auditActionWords) as AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(auditActionWords, value);
}
