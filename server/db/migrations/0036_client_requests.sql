CREATE TABLE "client_request_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_request_reading" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" text NOT NULL,
	"value" double precision,
	"measurement_id" integer
);
--> statement-breakpoint
CREATE TABLE "client_request_reminder" (
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_request_reminder_request_id_kind_due_date_pk" PRIMARY KEY("request_id","kind","due_date")
);
--> statement-breakpoint
CREATE TABLE "client_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"batch_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"reminder_days" integer DEFAULT 3 NOT NULL,
	"asks_validity_date" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"announced_at" timestamp with time zone,
	"evidence_id" integer,
	"waste_document" text,
	"collection_plan_id" integer,
	"residue_collection_id" integer,
	"enterprise_document_id" integer,
	"document_name" text,
	"document_category" text,
	"created_by_id" integer,
	"answer_text" text,
	"validity_date" date,
	"answered_by_id" integer,
	"answered_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"return_reason" text,
	"legal_document_id" integer,
	"enterprise_document_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_request_kind_check" CHECK ("client_request"."kind" in ('evidence_document', 'waste_document', 'enterprise_document', 'indicator_readings', 'question')),
	CONSTRAINT "client_request_state_check" CHECK ("client_request"."state" in ('open', 'answered', 'accepted', 'returned', 'cancelled')),
	CONSTRAINT "client_request_waste_document_check" CHECK ("client_request"."waste_document" is null or "client_request"."waste_document" in ('previous_notification', 'treatment_contract', 'carrier_authorisation', 'manager_authorisation', 'delivery_note', 'identification_document')),
	CONSTRAINT "client_request_reminder_days_check" CHECK ("client_request"."reminder_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "client_request_file" ADD CONSTRAINT "client_request_file_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_file" ADD CONSTRAINT "client_request_file_request_id_client_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_file" ADD CONSTRAINT "client_request_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_reading" ADD CONSTRAINT "client_request_reading_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_reading" ADD CONSTRAINT "client_request_reading_request_id_client_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_reading" ADD CONSTRAINT "client_request_reading_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_reading" ADD CONSTRAINT "client_request_reading_measurement_id_indicator_measurement_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."indicator_measurement"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_reminder" ADD CONSTRAINT "client_request_reminder_request_id_client_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_collection_plan_id_collection_plan_id_fk" FOREIGN KEY ("collection_plan_id") REFERENCES "public"."collection_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_residue_collection_id_residue_collection_id_fk" FOREIGN KEY ("residue_collection_id") REFERENCES "public"."residue_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_enterprise_document_id_enterprise_document_id_fk" FOREIGN KEY ("enterprise_document_id") REFERENCES "public"."enterprise_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_created_by_id_app_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_answered_by_id_app_user_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_reviewed_by_id_app_user_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_legal_document_id_legal_document_id_fk" FOREIGN KEY ("legal_document_id") REFERENCES "public"."legal_document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request" ADD CONSTRAINT "client_request_enterprise_document_version_id_enterprise_document_version_id_fk" FOREIGN KEY ("enterprise_document_version_id") REFERENCES "public"."enterprise_document_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_request_file_request_idx" ON "client_request_file" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_request_reading_unique" ON "client_request_reading" USING btree ("request_id","indicator_id","period");--> statement-breakpoint
CREATE INDEX "client_request_center_state_idx" ON "client_request" USING btree ("center_id","state","due_date");--> statement-breakpoint
CREATE INDEX "client_request_state_idx" ON "client_request" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "client_request_batch_idx" ON "client_request" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "client_request_unannounced_idx" ON "client_request" USING btree ("id") WHERE "client_request"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "client_request_legal_document_idx" ON "client_request" USING btree ("legal_document_id");