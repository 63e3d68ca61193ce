-- Issue 25, on PGlite and PostgreSQL alike; running it again finds nothing to change.
--
-- The Blog link of a new installation is the site's own blog, "/blog". Installations seeded
-- before still point it at the demo address, which leads nowhere: that exact demo value (and
-- nothing a person typed) becomes "/blog".
UPDATE "site_settings"
SET "value" = jsonb_set("value", '{blogUrl}', '"/blog"'), "updated_at" = now()
WHERE "key" = 'site' AND "value" ->> 'blogUrl' = 'https://blog.keralam-finserv.example.com';
--> statement-breakpoint
-- The opening hours the public pages show are the working hours of the lead settings in words,
-- so the website and the office's own hours can no longer disagree: the free text goes, whatever
-- it said (the code reads the working hours, or their defaults while the lead settings were never
-- saved).
UPDATE "site_settings"
SET "value" = "value" - 'businessHours', "updated_at" = now()
WHERE "key" = 'site' AND "value" ? 'businessHours';
