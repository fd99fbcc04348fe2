CREATE TABLE "password_reset_request" (
	"key" text PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_token_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_token_purpose_check" CHECK ("password_token"."purpose" in ('invitation', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "password_token" ADD CONSTRAINT "password_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_token_user_idx" ON "password_token" USING btree ("user_id");