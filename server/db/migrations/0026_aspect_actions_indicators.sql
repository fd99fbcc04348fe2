CREATE TABLE "environmental_indicator" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"center_aspect_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"center_practice_id" integer NOT NULL,
	"evaluated_practice_id" integer,
	"description" text NOT NULL,
	"responsible" text NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"closing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_action_state_check" CHECK ("practice_action"."state" in ('OPEN', 'IN_PROGRESS', 'CLOSED')),
	CONSTRAINT "practice_action_closing_check" CHECK (("practice_action"."state" = 'CLOSED') = ("practice_action"."closing_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "environmental_indicator" ADD CONSTRAINT "environmental_indicator_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environmental_indicator" ADD CONSTRAINT "environmental_indicator_center_aspect_id_center_aspect_id_fk" FOREIGN KEY ("center_aspect_id") REFERENCES "public"."center_aspect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environmental_indicator" ADD CONSTRAINT "environmental_indicator_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_action" ADD CONSTRAINT "practice_action_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_action" ADD CONSTRAINT "practice_action_center_practice_id_center_practice_id_fk" FOREIGN KEY ("center_practice_id") REFERENCES "public"."center_practice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_action" ADD CONSTRAINT "practice_action_evaluated_practice_id_evaluated_practice_id_fk" FOREIGN KEY ("evaluated_practice_id") REFERENCES "public"."evaluated_practice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "environmental_indicator_key" ON "environmental_indicator" USING btree ("center_aspect_id","indicator_id");--> statement-breakpoint
CREATE INDEX "environmental_indicator_indicator_idx" ON "environmental_indicator" USING btree ("indicator_id");--> statement-breakpoint
CREATE INDEX "environmental_indicator_center_idx" ON "environmental_indicator" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "practice_action_center_idx" ON "practice_action" USING btree ("center_id","state");--> statement-breakpoint
CREATE INDEX "practice_action_center_practice_idx" ON "practice_action" USING btree ("center_practice_id");--> statement-breakpoint
CREATE INDEX "practice_action_evaluated_practice_idx" ON "practice_action" USING btree ("evaluated_practice_id");--> statement-breakpoint
-- Change history (see 0010): a practice action's timeline beside its edit page; links filed under their own id.
SELECT audit_table('practice_action', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('environmental_indicator', 'id', 'center_id');
