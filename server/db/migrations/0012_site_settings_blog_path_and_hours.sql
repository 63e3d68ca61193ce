-- Issue 25: the Blog link of a new installation is the site's own blog, "/blog". Installations
-- seeded before still point it at the demo address, which leads nowhere: that exact demo value
-- (and nothing a person typed) becomes "/blog". Running it again finds nothing to change.
UPDATE "site_settings"
SET "value" = jsonb_set("value", '{blogUrl}', '"/blog"'), "updated_at" = now()
WHERE "key" = 'site' AND "value" ->> 'blogUrl' = 'https://blog.keralam-finserv.example.com';
