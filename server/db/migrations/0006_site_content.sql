CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lender" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"offer_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_from_percent" numeric(5, 2),
	"service_slug" text,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"cta_kind" text DEFAULT 'lead' NOT NULL,
	"cta_label" text DEFAULT '' NOT NULL,
	"cta_url" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "popup_daily_counts" (
	"popup_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"action_clicks" integer DEFAULT 0 NOT NULL,
	"dismissals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "popup_daily_counts_popup_id_day_pk" PRIMARY KEY("popup_id","day")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_title" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popup_daily_counts" ADD CONSTRAINT "popup_daily_counts_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_active_order_idx" ON "deals" USING btree ("is_active","sort_order");--> statement-breakpoint
CREATE INDEX "downloads_published_order_idx" ON "downloads" USING btree ("is_published","sort_order");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;