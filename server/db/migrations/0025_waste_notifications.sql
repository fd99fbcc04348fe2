CREATE TABLE "waste_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_plan_id" integer NOT NULL,
	"party" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"email" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waste_notification" ADD CONSTRAINT "waste_notification_collection_plan_id_collection_plan_id_fk" FOREIGN KEY ("collection_plan_id") REFERENCES "public"."collection_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waste_notification_event_idx" ON "waste_notification" USING btree ("collection_plan_id","party","event","event_key","email");--> statement-breakpoint
CREATE INDEX "waste_notification_pending_idx" ON "waste_notification" USING btree ("id") WHERE "waste_notification"."sent_at" is null;