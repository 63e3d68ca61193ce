CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" integer,
	"actor_label" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(utm_source)), ''), nullif(regexp_replace(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#@]+)')), '^www[.]', ''), ''), 'direct')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_to_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lender_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lender_application_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "submitted_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sanctioned_amount" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sanctioned_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "disbursed_amount" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "disbursed_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "exit_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "commission_expected" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "commission_received" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "enrichment_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "enrichment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assigned_to_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_at") WHERE follow_up_at is not null;--> statement-breakpoint
CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id") WHERE duplicate_of_id is not null;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower(email)) WHERE email is not null;--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");--> statement-breakpoint
CREATE INDEX "leads_sanctioned_on_idx" ON "leads" USING btree ("sanctioned_on") WHERE sanctioned_on is not null;--> statement-breakpoint
CREATE INDEX "leads_disbursed_on_idx" ON "leads" USING btree ("disbursed_on") WHERE disbursed_on is not null;--> statement-breakpoint
-- The pipeline's statuses were renamed when the workbench was built (lead-pipeline.ts).
UPDATE "leads" SET "status" = 'submitted_to_lender' WHERE "status" = 'sent_to_lender';--> statement-breakpoint
UPDATE "leads" SET "status" = 'rejected_by_lender' WHERE "status" = 'rejected';--> statement-breakpoint
UPDATE "leads" SET "status_changed_at" = "updated_at" WHERE "status" <> 'new';--> statement-breakpoint
UPDATE "leads" SET "first_contacted_at" = "updated_at" WHERE "status" <> 'new';
