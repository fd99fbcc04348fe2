CREATE TABLE "change_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"center_id" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"actor_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_history_record_idx" ON "change_history" USING btree ("table_name","record_id","id");--> statement-breakpoint
CREATE INDEX "change_history_center_idx" ON "change_history" USING btree ("center_id","id");