CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"entry_id" text NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb NOT NULL,
	"source_fingerprints" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"review" text DEFAULT 'to-review' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_kind_entry_id_language_pk" PRIMARY KEY("kind","entry_id","language")
);
--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_translations_language_idx" ON "content_translations" USING btree ("language","kind","state");