CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"target_page" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"delay_show" integer DEFAULT 0 NOT NULL,
	"auto_close" integer,
	"position" text DEFAULT 'center' NOT NULL,
	"size" text DEFAULT 'medium' NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"text_color" text DEFAULT '#1e293b' NOT NULL,
	"show_close_button" boolean DEFAULT true NOT NULL,
	"show_image" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"image_position" text DEFAULT 'top' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"show_action_button" boolean DEFAULT false NOT NULL,
	"action_button_text" text DEFAULT '' NOT NULL,
	"action_button_link" text,
	"action_button_color" text DEFAULT '#2563eb' NOT NULL,
	"action_button_text_color" text DEFAULT '#ffffff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "popups_active_priority_idx" ON "popups" USING btree ("is_active","priority");