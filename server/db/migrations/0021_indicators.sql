CREATE TABLE "enterprise_document_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'OTHER' NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_document_category_check" CHECK ("enterprise_document"."category" in ('LICENSE', 'PERMIT', 'CERTIFICATE', 'CONTRACT', 'POLICY', 'PROCEDURE', 'REPORT', 'INSURANCE', 'OTHER')),
	CONSTRAINT "enterprise_document_dates_check" CHECK ("enterprise_document"."expiry_date" is null or "enterprise_document"."expiry_date" >= "enterprise_document"."effective_date")
);
--> statement-breakpoint
CREATE TABLE "ddd_configuration" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"provider_name" text,
	"provider_registration_number" text,
	"provider_contact" text,
	"frequencies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ddd_configuration_center_id_unique" UNIQUE("center_id")
);
--> statement-breakpoint
CREATE TABLE "ddd_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"treatment_type" text NOT NULL,
	"provider_name" text NOT NULL,
	"provider_registration_number" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_checked" text,
	"incidents" text,
	"safety_period_hours" numeric,
	"next_planned_date" date,
	"certificate_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ddd_service_treatment_check" CHECK ("ddd_service"."treatment_type" in ('RODENT_CONTROL', 'DISINFECTION', 'INSECT_CONTROL', 'LEGIONELLA_PREVENTION'))
);
--> statement-breakpoint
CREATE TABLE "indicator_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"analysis_id" integer,
	"what" text NOT NULL,
	"who" text NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_action_status_check" CHECK ("indicator_action"."status" in ('PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "indicator_analysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" text NOT NULL,
	"text" text NOT NULL,
	"conclusion" text DEFAULT 'ON_TRACK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_analysis_conclusion_check" CHECK ("indicator_analysis"."conclusion" in ('ON_TRACK', 'AT_RISK', 'OFF_TRACK'))
);
--> statement-breakpoint
CREATE TABLE "indicator_measurement" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" text NOT NULL,
	"value" double precision NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_process" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_target" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"year" integer NOT NULL,
	"value" double precision NOT NULL,
	"baseline" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_threshold" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_threshold_level_check" CHECK ("indicator_threshold"."level" in ('GOOD', 'WARNING', 'BAD')),
	CONSTRAINT "indicator_threshold_range_check" CHECK ("indicator_threshold"."min_value" is null or "indicator_threshold"."max_value" is null or "indicator_threshold"."min_value" < "indicator_threshold"."max_value")
);
--> statement-breakpoint
CREATE TABLE "indicator" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text NOT NULL,
	"frequency" text NOT NULL,
	"direction" text DEFAULT 'LOWER_IS_BETTER' NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"responsible_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_frequency_check" CHECK ("indicator"."frequency" in ('MONTHLY', 'QUARTERLY', 'YEARLY')),
	CONSTRAINT "indicator_direction_check" CHECK ("indicator"."direction" in ('HIGHER_IS_BETTER', 'LOWER_IS_BETTER')),
	CONSTRAINT "indicator_source_check" CHECK ("indicator"."source" in ('MANUAL', 'FULFILLED_EVIDENCES'))
);
--> statement-breakpoint
CREATE TABLE "metabase_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"center_id" integer,
	"dashboard_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metabase_access_target_check" CHECK ("metabase_access"."user_id" is not null or "metabase_access"."center_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "enterprise_document_version" ADD CONSTRAINT "enterprise_document_version_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_document_version" ADD CONSTRAINT "enterprise_document_version_document_id_enterprise_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."enterprise_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_document_version" ADD CONSTRAINT "enterprise_document_version_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_document_version" ADD CONSTRAINT "enterprise_document_version_uploaded_by_id_app_user_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_document" ADD CONSTRAINT "enterprise_document_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddd_configuration" ADD CONSTRAINT "ddd_configuration_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddd_service" ADD CONSTRAINT "ddd_service_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddd_service" ADD CONSTRAINT "ddd_service_certificate_file_id_stored_file_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_action" ADD CONSTRAINT "indicator_action_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_action" ADD CONSTRAINT "indicator_action_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_action" ADD CONSTRAINT "indicator_action_analysis_id_indicator_analysis_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."indicator_analysis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_analysis" ADD CONSTRAINT "indicator_analysis_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_analysis" ADD CONSTRAINT "indicator_analysis_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_measurement" ADD CONSTRAINT "indicator_measurement_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_measurement" ADD CONSTRAINT "indicator_measurement_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_process" ADD CONSTRAINT "indicator_process_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_reminder" ADD CONSTRAINT "indicator_reminder_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_target" ADD CONSTRAINT "indicator_target_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_target" ADD CONSTRAINT "indicator_target_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_threshold" ADD CONSTRAINT "indicator_threshold_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_threshold" ADD CONSTRAINT "indicator_threshold_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator" ADD CONSTRAINT "indicator_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator" ADD CONSTRAINT "indicator_process_id_indicator_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."indicator_process"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator" ADD CONSTRAINT "indicator_responsible_user_id_app_user_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metabase_access" ADD CONSTRAINT "metabase_access_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metabase_access" ADD CONSTRAINT "metabase_access_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_document_version_unique" ON "enterprise_document_version" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "enterprise_document_center_idx" ON "enterprise_document" USING btree ("center_id","expiry_date");--> statement-breakpoint
CREATE INDEX "ddd_service_center_idx" ON "ddd_service" USING btree ("center_id","service_date");--> statement-breakpoint
CREATE INDEX "ddd_service_next_idx" ON "ddd_service" USING btree ("center_id","next_planned_date");--> statement-breakpoint
CREATE INDEX "indicator_action_center_idx" ON "indicator_action" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "indicator_analysis_indicator_idx" ON "indicator_analysis" USING btree ("indicator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_measurement_period_unique" ON "indicator_measurement" USING btree ("indicator_id","period");--> statement-breakpoint
CREATE INDEX "indicator_process_center_idx" ON "indicator_process" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_reminder_unique" ON "indicator_reminder" USING btree ("indicator_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_target_year_unique" ON "indicator_target" USING btree ("indicator_id","year");--> statement-breakpoint
CREATE INDEX "indicator_threshold_indicator_idx" ON "indicator_threshold" USING btree ("indicator_id");--> statement-breakpoint
CREATE INDEX "indicator_center_idx" ON "indicator" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "indicator_process_idx" ON "indicator" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "metabase_access_user_idx" ON "metabase_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "metabase_access_center_idx" ON "metabase_access" USING btree ("center_id");