CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" date,
	"trigger" text NOT NULL,
	"instance" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"destination" text NOT NULL,
	"file_name" text,
	"bytes" bigint,
	"error_message" text,
	"removed_at" timestamp with time zone,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "backup_warnings" (
	"problem" text NOT NULL,
	"after_run_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_warnings_problem_after_run_id_pk" PRIMARY KEY("problem","after_run_id")
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");