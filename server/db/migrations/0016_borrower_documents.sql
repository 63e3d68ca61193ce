CREATE TABLE "lead_document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"lead_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sealed_key" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"source_sha256" text NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_document_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "lead_document_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"borrower_label" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reject_reason" text,
	"reject_note" text,
	"masked_confirmed" boolean DEFAULT false NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_document_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_by_id" integer,
	"created_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"expiry_recorded_at" timestamp with time zone,
	CONSTRAINT "lead_document_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_document_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_document_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"lead_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"pieces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "documents_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_document_files" ADD CONSTRAINT "lead_document_files_item_id_lead_document_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lead_document_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_files" ADD CONSTRAINT "lead_document_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_files" ADD CONSTRAINT "lead_document_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_items" ADD CONSTRAINT "lead_document_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_items" ADD CONSTRAINT "lead_document_items_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_links" ADD CONSTRAINT "lead_document_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_links" ADD CONSTRAINT "lead_document_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_sessions" ADD CONSTRAINT "lead_document_sessions_link_id_lead_document_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lead_document_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_uploads" ADD CONSTRAINT "lead_document_uploads_link_id_lead_document_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lead_document_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_uploads" ADD CONSTRAINT "lead_document_uploads_item_id_lead_document_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lead_document_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_uploads" ADD CONSTRAINT "lead_document_uploads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_document_files_item_idx" ON "lead_document_files" USING btree ("item_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "lead_document_files_lead_idx" ON "lead_document_files" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_document_items_lead_idx" ON "lead_document_items" USING btree ("lead_id","position");--> statement-breakpoint
CREATE INDEX "lead_document_links_lead_idx" ON "lead_document_links" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_document_sessions_link_idx" ON "lead_document_sessions" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "lead_document_uploads_updated_idx" ON "lead_document_uploads" USING btree ("updated_at");