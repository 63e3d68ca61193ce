CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by_id" integer,
	"saved_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_slug_history" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slug_history_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "govt_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"scheme_group" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"run_by" text NOT NULL,
	"who_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"how_we_help" text NOT NULL,
	"portal_label" text NOT NULL,
	"portal_url" text NOT NULL,
	"related_service_id" integer,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "govt_schemes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lender_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"lender_name" text NOT NULL,
	"rate_from" numeric(5, 2) NOT NULL,
	"rate_to" numeric(5, 2) NOT NULL,
	"rate_type" text DEFAULT 'floating' NOT NULL,
	"processing_fee" text DEFAULT '' NOT NULL,
	"max_amount" bigint,
	"max_tenure_months" integer,
	"as_of" date NOT NULL,
	"link_url" text,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "govt_schemes" ADD CONSTRAINT "govt_schemes_related_service_id_loan_services_id_fk" FOREIGN KEY ("related_service_id") REFERENCES "public"."loan_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_offers" ADD CONSTRAINT "lender_offers_service_id_loan_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."loan_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("kind","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "govt_schemes_order_idx" ON "govt_schemes" USING btree ("scheme_group","sort_order");--> statement-breakpoint
CREATE INDEX "lender_offers_service_idx" ON "lender_offers" USING btree ("service_id");