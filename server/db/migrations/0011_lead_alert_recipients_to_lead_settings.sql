-- Issue 23: who receives every new lead's alert is a lead setting (owner and admin), no longer a
-- site setting that editors change (ADR 0032). The addresses an installation saved move from the
-- `site` document to the `leads` document, once, in the migration's transaction, on PGlite and
-- PostgreSQL alike. A `leads` document that does not exist yet (lead settings never saved) is
-- created holding the recipients alone: the code reads the defaults for every field it lacks.
-- Running it again finds nothing left to move.
INSERT INTO "site_settings" ("key", "value")
SELECT 'leads', jsonb_build_object('leadAlertRecipients', "value" -> 'leadAlertRecipients')
FROM "site_settings"
WHERE "key" = 'site'
  AND jsonb_typeof("value" -> 'leadAlertRecipients') = 'array'
  AND jsonb_array_length("value" -> 'leadAlertRecipients') > 0
ON CONFLICT ("key") DO UPDATE
SET "value" = "site_settings"."value" || jsonb_build_object('leadAlertRecipients', EXCLUDED."value" -> 'leadAlertRecipients'),
    "updated_at" = now();
--> statement-breakpoint
UPDATE "site_settings"
SET "value" = "value" - 'leadAlertRecipients', "updated_at" = now()
WHERE "key" = 'site' AND "value" ? 'leadAlertRecipients';
