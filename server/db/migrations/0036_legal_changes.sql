CREATE TABLE "legal_bulletin_sending" (
	"center_id" integer NOT NULL,
	"period" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_bulletin_sending_center_id_period_pk" PRIMARY KEY("center_id","period")
);
--> statement-breakpoint
CREATE TABLE "legal_bulletin_subscription" (
	"center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_bulletin_subscription_center_id_user_id_pk" PRIMARY KEY("center_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "legal_change_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"legal_change_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"decision" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"evidence_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_change_review_decision_check" CHECK ("legal_change_review"."decision" in ('STILL_APPLIES', 'NO_LONGER_APPLIES', 'NEW_EVIDENCE_NEEDED'))
);
--> statement-breakpoint
CREATE TABLE "legal_change_setting" (
	"consultancy_id" integer PRIMARY KEY NOT NULL,
	"review_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_text_id" integer NOT NULL,
	"legal_requirement_id" integer,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"effective_date" date NOT NULL,
	"changed_by_text" text,
	"before" jsonb,
	"after" jsonb,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_change_kind_check" CHECK ("legal_change"."kind" in ('TEXT_MODIFIED', 'REQUIREMENT_ADDED', 'REQUIREMENT_CHANGED', 'REQUIREMENT_REMOVED', 'TEXT_PARTIALLY_REPEALED', 'TEXT_REPEALED'))
);
--> statement-breakpoint
ALTER TABLE "legal_requirement" ADD COLUMN "removed_date" date;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "bulletin" text;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "official_reference" text;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "eli_url" text;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "publication_date" date;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "state" text DEFAULT 'IN_FORCE' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "state_date" date;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "changed_by_text" text;--> statement-breakpoint
ALTER TABLE "legal_text" ADD COLUMN "consolidated_url" text;--> statement-breakpoint
ALTER TABLE "legal_bulletin_sending" ADD CONSTRAINT "legal_bulletin_sending_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_bulletin_subscription" ADD CONSTRAINT "legal_bulletin_subscription_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_bulletin_subscription" ADD CONSTRAINT "legal_bulletin_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change_review" ADD CONSTRAINT "legal_change_review_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change_review" ADD CONSTRAINT "legal_change_review_legal_change_id_legal_change_id_fk" FOREIGN KEY ("legal_change_id") REFERENCES "public"."legal_change"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change_review" ADD CONSTRAINT "legal_change_review_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change_review" ADD CONSTRAINT "legal_change_review_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change_setting" ADD CONSTRAINT "legal_change_setting_consultancy_id_consultancy_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."consultancy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change" ADD CONSTRAINT "legal_change_legal_text_id_legal_text_id_fk" FOREIGN KEY ("legal_text_id") REFERENCES "public"."legal_text"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change" ADD CONSTRAINT "legal_change_legal_requirement_id_legal_requirement_id_fk" FOREIGN KEY ("legal_requirement_id") REFERENCES "public"."legal_requirement"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_change" ADD CONSTRAINT "legal_change_recorded_by_app_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_change_review_unique" ON "legal_change_review" USING btree ("legal_change_id","center_id");--> statement-breakpoint
CREATE INDEX "legal_change_review_center_idx" ON "legal_change_review" USING btree ("center_id","due_date");--> statement-breakpoint
CREATE INDEX "legal_change_effective_idx" ON "legal_change" USING btree ("effective_date","id");--> statement-breakpoint
CREATE INDEX "legal_change_text_idx" ON "legal_change" USING btree ("legal_text_id","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_text_official_reference_unique" ON "legal_text" USING btree ("official_reference");--> statement-breakpoint
ALTER TABLE "legal_text" ADD CONSTRAINT "legal_text_bulletin_check" CHECK ("legal_text"."bulletin" in ('BOE', 'DOUE', 'DOGC', 'REGIONAL', 'PROVINCIAL'));--> statement-breakpoint
ALTER TABLE "legal_text" ADD CONSTRAINT "legal_text_state_check" CHECK ("legal_text"."state" in ('IN_FORCE', 'PARTIALLY_REPEALED', 'REPEALED'));--> statement-breakpoint
-- Who recorded a change, who decided a review and who changed the review days show in the history.
SELECT audit_table('legal_change', 'id', '');--> statement-breakpoint
SELECT audit_table('legal_change_review', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('legal_change_setting', 'consultancy_id', '');
