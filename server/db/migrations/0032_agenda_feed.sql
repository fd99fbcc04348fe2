CREATE TABLE "agenda_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "agenda_feed_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agenda_feed_language_check" CHECK ("agenda_feed"."language" in ('es', 'ca', 'en'))
);
--> statement-breakpoint
ALTER TABLE "agenda_feed" ADD CONSTRAINT "agenda_feed_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_feed_user_idx" ON "agenda_feed" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_feed_active_unique" ON "agenda_feed" USING btree ("user_id") WHERE "agenda_feed"."revoked_at" is null;