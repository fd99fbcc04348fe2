CREATE TABLE "agenda_digest_subscription" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"last_sent_week" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_digest_subscription_language_check" CHECK ("agenda_digest_subscription"."language" in ('es', 'ca', 'en'))
);
--> statement-breakpoint
ALTER TABLE "agenda_digest_subscription" ADD CONSTRAINT "agenda_digest_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;