CREATE TABLE "consultancy_sign_in" (
	"consultancy_id" integer PRIMARY KEY NOT NULL,
	"provider_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"password_sign_in" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_attempt" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"consultancy_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"exchange_code_hash" text,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "single_sign_on_attempt_exchange_code_hash_unique" UNIQUE("exchange_code_hash")
);
--> statement-breakpoint
ALTER TABLE "consultancy_sign_in" ADD CONSTRAINT "consultancy_sign_in_consultancy_id_consultancy_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."consultancy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_attempt" ADD CONSTRAINT "single_sign_on_attempt_consultancy_id_consultancy_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."consultancy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_attempt" ADD CONSTRAINT "single_sign_on_attempt_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "single_sign_on_attempt_expiry_idx" ON "single_sign_on_attempt" USING btree ("expires_at");