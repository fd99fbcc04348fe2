CREATE TABLE "dedication" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"start_time" time,
	"end_time" time,
	"observations" text,
	"hour_cost" numeric(10, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedication_hours_check" CHECK ("dedication"."hours" > 0 and "dedication"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "project_budget_alert" (
	"project_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_budget_alert_project_id_threshold_pk" PRIMARY KEY("project_id","threshold")
);
--> statement-breakpoint
CREATE TABLE "project_cost" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"concept" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_user" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "project_user_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"expected_hours" numeric(10, 2) DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_charged" boolean DEFAULT false NOT NULL,
	"expected_charge_date" date,
	"invoice_number" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"ambit_id" integer,
	"observations" text,
	"collaborators_observations" text,
	"coordinator_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_state_check" CHECK ("project"."state" in ('PENDING', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "task_user" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "task_user_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"expected_hours" numeric(10, 2) DEFAULT 0 NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'TODO' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_status_check" CHECK ("task"."status" in ('TODO', 'IN_PROGRESS', 'DONE'))
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "cost_per_hour" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "dedication" ADD CONSTRAINT "dedication_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedication" ADD CONSTRAINT "dedication_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedication" ADD CONSTRAINT "dedication_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedication" ADD CONSTRAINT "dedication_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_alert" ADD CONSTRAINT "project_budget_alert_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost" ADD CONSTRAINT "project_cost_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user" ADD CONSTRAINT "project_user_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user" ADD CONSTRAINT "project_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_ambit_id_project_ambit_id_fk" FOREIGN KEY ("ambit_id") REFERENCES "public"."project_ambit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_coordinator_user_id_app_user_id_fk" FOREIGN KEY ("coordinator_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user" ADD CONSTRAINT "task_user_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user" ADD CONSTRAINT "task_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dedication_task_idx" ON "dedication" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "dedication_project_idx" ON "dedication" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "dedication_user_date_idx" ON "dedication" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "project_cost_project_idx" ON "project_cost" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_cost_date_idx" ON "project_cost" USING btree ("date");--> statement-breakpoint
CREATE INDEX "project_user_user_idx" ON "project_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_center_idx" ON "project" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "project_coordinator_idx" ON "project" USING btree ("coordinator_user_id");--> statement-breakpoint
CREATE INDEX "project_charge_date_idx" ON "project" USING btree ("expected_charge_date");--> statement-breakpoint
CREATE INDEX "task_user_user_idx" ON "task_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_project_idx" ON "task" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "task_center_idx" ON "task" USING btree ("center_id");