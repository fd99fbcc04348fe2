CREATE TABLE "center_legal_scope" (
	"center_id" integer NOT NULL,
	"legal_scope_id" integer NOT NULL,
	CONSTRAINT "center_legal_scope_center_id_legal_scope_id_pk" PRIMARY KEY("center_id","legal_scope_id")
);
--> statement-breakpoint
CREATE TABLE "center_not_applicable_requirement" (
	"center_id" integer NOT NULL,
	"legal_requirement_id" integer NOT NULL,
	CONSTRAINT "center_not_applicable_requirement_center_id_legal_requirement_id_pk" PRIMARY KEY("center_id","legal_requirement_id")
);
--> statement-breakpoint
CREATE TABLE "center_legal_subambit" (
	"center_id" integer NOT NULL,
	"subambit_id" integer NOT NULL,
	CONSTRAINT "center_legal_subambit_center_id_subambit_id_pk" PRIMARY KEY("center_id","subambit_id")
);
--> statement-breakpoint
CREATE TABLE "evidence_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"evidence_id" integer NOT NULL,
	"name" text NOT NULL,
	"responsible" text NOT NULL,
	"expected_date" date NOT NULL,
	"applied_date" date,
	"observations" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"periodicity" text DEFAULT 'MONTHLY' NOT NULL,
	"last_sent_period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_notification_center_id_unique" UNIQUE("center_id"),
	CONSTRAINT "evidence_notification_periodicity_check" CHECK ("evidence_notification"."periodicity" in ('DAILY', 'WEEKLY', 'MONTHLY', 'NEVER'))
);
--> statement-breakpoint
CREATE TABLE "evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"legal_requirement_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'NOT_FULFILLED' NOT NULL,
	"expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_state_check" CHECK ("evidence"."state" in ('NOT_FULFILLED', 'IN_PROCESS', 'FULFILLED'))
);
--> statement-breakpoint
CREATE TABLE "legal_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"evidence_id" integer NOT NULL,
	"name" text NOT NULL,
	"elaboration_date" date,
	"is_valid" boolean DEFAULT true NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsibility" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"level" text NOT NULL,
	"level_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "responsibility_level_check" CHECK ("responsibility"."level" in ('area', 'ambit', 'subambit', 'requirement'))
);
--> statement-breakpoint
ALTER TABLE "center_legal_scope" ADD CONSTRAINT "center_legal_scope_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_legal_scope" ADD CONSTRAINT "center_legal_scope_legal_scope_id_legal_scope_id_fk" FOREIGN KEY ("legal_scope_id") REFERENCES "public"."legal_scope"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_not_applicable_requirement" ADD CONSTRAINT "center_not_applicable_requirement_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_not_applicable_requirement" ADD CONSTRAINT "center_not_applicable_requirement_legal_requirement_id_legal_requirement_id_fk" FOREIGN KEY ("legal_requirement_id") REFERENCES "public"."legal_requirement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_legal_subambit" ADD CONSTRAINT "center_legal_subambit_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_legal_subambit" ADD CONSTRAINT "center_legal_subambit_subambit_id_subambit_id_fk" FOREIGN KEY ("subambit_id") REFERENCES "public"."subambit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_action" ADD CONSTRAINT "evidence_action_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_action" ADD CONSTRAINT "evidence_action_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_notification" ADD CONSTRAINT "evidence_notification_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_legal_requirement_id_legal_requirement_id_fk" FOREIGN KEY ("legal_requirement_id") REFERENCES "public"."legal_requirement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document" ADD CONSTRAINT "legal_document_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document" ADD CONSTRAINT "legal_document_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document" ADD CONSTRAINT "legal_document_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibility" ADD CONSTRAINT "responsibility_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibility" ADD CONSTRAINT "responsibility_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_action_evidence_idx" ON "evidence_action" USING btree ("evidence_id");--> statement-breakpoint
CREATE INDEX "evidence_action_center_idx" ON "evidence_action" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "evidence_center_state_idx" ON "evidence" USING btree ("center_id","state");--> statement-breakpoint
CREATE INDEX "evidence_center_requirement_idx" ON "evidence" USING btree ("center_id","legal_requirement_id");--> statement-breakpoint
CREATE INDEX "evidence_center_expiration_idx" ON "evidence" USING btree ("center_id","expiration_date");--> statement-breakpoint
CREATE INDEX "legal_document_evidence_idx" ON "legal_document" USING btree ("evidence_id");--> statement-breakpoint
CREATE INDEX "legal_document_center_idx" ON "legal_document" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "responsibility_unique" ON "responsibility" USING btree ("center_id","level","level_id","user_id");