CREATE TABLE "center_module" (
	"center_id" integer NOT NULL,
	"module" text NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_module_center_id_module_pk" PRIMARY KEY("center_id","module")
);
--> statement-breakpoint
CREATE TABLE "center_user" (
	"center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "center_user_center_id_user_id_pk" PRIMARY KEY("center_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "center" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL,
	"autonomous_community" text NOT NULL,
	"province" text NOT NULL,
	"municipality" text,
	"address" text,
	"used_language" text NOT NULL,
	"enterprise_id" integer NOT NULL,
	"consultancy_id" integer NOT NULL,
	"logo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_used_language_check" CHECK ("center"."used_language" in ('es', 'ca'))
);
--> statement-breakpoint
CREATE TABLE "consultancy" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain_name" text NOT NULL,
	"logo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultancy_email_config" (
	"consultancy_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text,
	"use_tls" boolean DEFAULT false NOT NULL,
	"use_ssl" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_user" (
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "enterprise_user_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_module" ADD CONSTRAINT "center_module_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_user" ADD CONSTRAINT "center_user_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_user" ADD CONSTRAINT "center_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center" ADD CONSTRAINT "center_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center" ADD CONSTRAINT "center_consultancy_id_consultancy_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."consultancy"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center" ADD CONSTRAINT "center_logo_id_stored_file_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy" ADD CONSTRAINT "consultancy_logo_id_stored_file_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_email_config" ADD CONSTRAINT "consultancy_email_config_consultancy_id_consultancy_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."consultancy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_user" ADD CONSTRAINT "enterprise_user_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_user" ADD CONSTRAINT "enterprise_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise" ADD CONSTRAINT "enterprise_logo_id_stored_file_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "center_user_user_idx" ON "center_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "center_name_idx" ON "center" USING btree ("name");--> statement-breakpoint
CREATE INDEX "center_enterprise_idx" ON "center" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "center_consultancy_idx" ON "center" USING btree ("consultancy_id");--> statement-breakpoint
CREATE INDEX "consultancy_name_idx" ON "consultancy" USING btree ("name");--> statement-breakpoint
CREATE INDEX "enterprise_user_user_idx" ON "enterprise_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_name_idx" ON "enterprise" USING btree ("name");