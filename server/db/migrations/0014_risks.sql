CREATE TABLE "improvement_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"type" text NOT NULL,
	"origin" text NOT NULL,
	"source_table" text,
	"source_id" integer,
	"description" text NOT NULL,
	"root_cause" text,
	"action" text NOT NULL,
	"responsible_id" integer,
	"due_date" date NOT NULL,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closing_date" date,
	"checked_by_id" integer,
	"checked_on" date,
	"effective" boolean,
	"effectiveness_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_action_type_check" CHECK ("improvement_action"."type" in ('IMMEDIATE', 'CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT')),
	CONSTRAINT "improvement_action_origin_check" CHECK ("improvement_action"."origin" in ('AUDIT', 'NONCONFORMITY', 'COMPLAINT', 'LEGAL_REQUIREMENT', 'RISK', 'ASPECT_EVALUATION', 'WASTE_INCIDENCE', 'OTHER')),
	CONSTRAINT "improvement_action_status_check" CHECK ("improvement_action"."status" in ('OPEN', 'IN_PROGRESS', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "improvement_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_reminder_sent" (
	"action_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_reminder_sent_action_id_due_date_pk" PRIMARY KEY("action_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "risk_opportunity_ambit" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_consequence" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"question_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_consequence_type_check" CHECK ("risk_consequence"."type" in ('RISK', 'OPPORTUNITY'))
);
--> statement-breakpoint
CREATE TABLE "risk_evaluation_round" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"year" integer NOT NULL,
	"previous_round_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_evaluation" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"consequence_id" integer NOT NULL,
	"probability" integer NOT NULL,
	"impact" integer NOT NULL,
	"treatment" text,
	"planned_action" text,
	"responsible" text,
	"due_date" date,
	"residual_probability" integer,
	"residual_impact" integer,
	"review_status" text DEFAULT 'NEW' NOT NULL,
	"previous_evaluation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_evaluation_review_check" CHECK ("risk_evaluation"."review_status" in ('NEW', 'PENDING', 'UNCHANGED', 'MODIFIED')),
	CONSTRAINT "risk_evaluation_treatment_check" CHECK ("risk_evaluation"."treatment" is null or "risk_evaluation"."treatment" in ('MITIGATE', 'ACCEPT', 'AVOID', 'TRANSFER', 'PURSUE', 'NOT_PURSUE'))
);
--> statement-breakpoint
CREATE TABLE "risk_matrix" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"size" integer NOT NULL,
	"medium_from" integer NOT NULL,
	"high_from" integer NOT NULL,
	"low_colour" text NOT NULL,
	"medium_colour" text NOT NULL,
	"high_colour" text NOT NULL,
	"low_label" text NOT NULL,
	"medium_label" text NOT NULL,
	"high_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_matrix_center_id_unique" UNIQUE("center_id"),
	CONSTRAINT "risk_matrix_size_check" CHECK ("risk_matrix"."size" between 2 and 6),
	CONSTRAINT "risk_matrix_threshold_check" CHECK (1 < "risk_matrix"."medium_from" and "risk_matrix"."medium_from" < "risk_matrix"."high_from" and "risk_matrix"."high_from" <= "risk_matrix"."size" * "risk_matrix"."size")
);
--> statement-breakpoint
CREATE TABLE "risk_process_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"question_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_process" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"ambit_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "improvement_action" ADD CONSTRAINT "improvement_action_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_action" ADD CONSTRAINT "improvement_action_responsible_id_app_user_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_action" ADD CONSTRAINT "improvement_action_checked_by_id_app_user_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_attachment" ADD CONSTRAINT "improvement_attachment_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_attachment" ADD CONSTRAINT "improvement_attachment_action_id_improvement_action_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."improvement_action"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_attachment" ADD CONSTRAINT "improvement_attachment_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_reminder_sent" ADD CONSTRAINT "improvement_reminder_sent_action_id_improvement_action_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."improvement_action"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_consequence" ADD CONSTRAINT "risk_consequence_question_id_risk_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."risk_question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluation_round" ADD CONSTRAINT "risk_evaluation_round_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluation" ADD CONSTRAINT "risk_evaluation_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluation" ADD CONSTRAINT "risk_evaluation_round_id_risk_evaluation_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."risk_evaluation_round"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluation" ADD CONSTRAINT "risk_evaluation_process_id_risk_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."risk_process"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluation" ADD CONSTRAINT "risk_evaluation_consequence_id_risk_consequence_id_fk" FOREIGN KEY ("consequence_id") REFERENCES "public"."risk_consequence"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_matrix" ADD CONSTRAINT "risk_matrix_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_process_question" ADD CONSTRAINT "risk_process_question_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_process_question" ADD CONSTRAINT "risk_process_question_process_id_risk_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."risk_process"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_process_question" ADD CONSTRAINT "risk_process_question_question_id_risk_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."risk_question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_process" ADD CONSTRAINT "risk_process_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_question" ADD CONSTRAINT "risk_question_ambit_id_risk_opportunity_ambit_id_fk" FOREIGN KEY ("ambit_id") REFERENCES "public"."risk_opportunity_ambit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_question" ADD CONSTRAINT "risk_question_category_id_risk_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."risk_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvement_action_center_idx" ON "improvement_action" USING btree ("center_id","status");--> statement-breakpoint
CREATE INDEX "improvement_action_source_idx" ON "improvement_action" USING btree ("source_table","source_id");--> statement-breakpoint
CREATE INDEX "improvement_attachment_action_idx" ON "improvement_attachment" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "risk_consequence_question_idx" ON "risk_consequence" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_evaluation_round_unique" ON "risk_evaluation_round" USING btree ("center_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_evaluation_unique" ON "risk_evaluation" USING btree ("round_id","process_id","consequence_id");--> statement-breakpoint
CREATE INDEX "risk_evaluation_center_idx" ON "risk_evaluation" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_process_question_unique" ON "risk_process_question" USING btree ("process_id","question_id");--> statement-breakpoint
CREATE INDEX "risk_process_question_center_idx" ON "risk_process_question" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "risk_process_center_idx" ON "risk_process" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "risk_question_ambit_idx" ON "risk_question" USING btree ("ambit_id");--> statement-breakpoint
CREATE INDEX "risk_question_category_idx" ON "risk_question" USING btree ("category_id");