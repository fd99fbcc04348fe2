CREATE TABLE "aspect_evaluation" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"method" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aspect_center_settings" (
	"center_id" integer PRIMARY KEY NOT NULL,
	"method" jsonb NOT NULL,
	"aspect_evaluation_months" integer,
	"good_practice_evaluation_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aspect" (
	"id" serial PRIMARY KEY NOT NULL,
	"vector_id" integer NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "center_aspect" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"aspect_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "center_practice" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"center_aspect_id" integer NOT NULL,
	"good_practice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluated_aspect" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"center_aspect_id" integer NOT NULL,
	"condition" text DEFAULT 'NORMAL' NOT NULL,
	"scores" jsonb,
	"score" integer,
	"is_significant" boolean DEFAULT false NOT NULL,
	"observations" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluated_aspect_condition_check" CHECK ("evaluated_aspect"."condition" in ('NORMAL', 'ABNORMAL', 'EMERGENCY'))
);
--> statement-breakpoint
CREATE TABLE "evaluated_practice" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"center_practice_id" integer NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluated_practice_state_check" CHECK ("evaluated_practice"."state" in ('FULFILLED', 'NOT_FULFILLED', 'NOT_APPLICABLE'))
);
--> statement-breakpoint
CREATE TABLE "good_practice_aspect" (
	"good_practice_id" integer NOT NULL,
	"aspect_id" integer NOT NULL,
	CONSTRAINT "good_practice_aspect_good_practice_id_aspect_id_pk" PRIMARY KEY("good_practice_id","aspect_id")
);
--> statement-breakpoint
CREATE TABLE "good_practice_evaluation" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "good_practice" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_cycle_stage" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vector" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aspect_evaluation" ADD CONSTRAINT "aspect_evaluation_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect_center_settings" ADD CONSTRAINT "aspect_center_settings_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect" ADD CONSTRAINT "aspect_vector_id_vector_id_fk" FOREIGN KEY ("vector_id") REFERENCES "public"."vector"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_aspect" ADD CONSTRAINT "center_aspect_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_aspect" ADD CONSTRAINT "center_aspect_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_aspect" ADD CONSTRAINT "center_aspect_aspect_id_aspect_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspect"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_practice" ADD CONSTRAINT "center_practice_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_practice" ADD CONSTRAINT "center_practice_center_aspect_id_center_aspect_id_fk" FOREIGN KEY ("center_aspect_id") REFERENCES "public"."center_aspect"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_practice" ADD CONSTRAINT "center_practice_good_practice_id_good_practice_id_fk" FOREIGN KEY ("good_practice_id") REFERENCES "public"."good_practice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluated_aspect" ADD CONSTRAINT "evaluated_aspect_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluated_aspect" ADD CONSTRAINT "evaluated_aspect_evaluation_id_aspect_evaluation_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."aspect_evaluation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluated_aspect" ADD CONSTRAINT "evaluated_aspect_center_aspect_id_center_aspect_id_fk" FOREIGN KEY ("center_aspect_id") REFERENCES "public"."center_aspect"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluated_practice" ADD CONSTRAINT "evaluated_practice_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluated_practice" ADD CONSTRAINT "evaluated_practice_evaluation_id_good_practice_evaluation_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."good_practice_evaluation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluated_practice" ADD CONSTRAINT "evaluated_practice_center_practice_id_center_practice_id_fk" FOREIGN KEY ("center_practice_id") REFERENCES "public"."center_practice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_aspect" ADD CONSTRAINT "good_practice_aspect_good_practice_id_good_practice_id_fk" FOREIGN KEY ("good_practice_id") REFERENCES "public"."good_practice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_aspect" ADD CONSTRAINT "good_practice_aspect_aspect_id_aspect_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_evaluation" ADD CONSTRAINT "good_practice_evaluation_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_cycle_stage" ADD CONSTRAINT "life_cycle_stage_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone" ADD CONSTRAINT "zone_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone" ADD CONSTRAINT "zone_stage_id_life_cycle_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."life_cycle_stage"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aspect_evaluation_center_date_idx" ON "aspect_evaluation" USING btree ("center_id","date");--> statement-breakpoint
CREATE INDEX "aspect_vector_idx" ON "aspect" USING btree ("vector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "center_aspect_zone_aspect_key" ON "center_aspect" USING btree ("zone_id","aspect_id");--> statement-breakpoint
CREATE INDEX "center_aspect_center_idx" ON "center_aspect" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "center_practice_key" ON "center_practice" USING btree ("center_aspect_id","good_practice_id");--> statement-breakpoint
CREATE INDEX "center_practice_center_idx" ON "center_practice" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluated_aspect_key" ON "evaluated_aspect" USING btree ("evaluation_id","center_aspect_id","condition");--> statement-breakpoint
CREATE INDEX "evaluated_aspect_center_aspect_idx" ON "evaluated_aspect" USING btree ("center_aspect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluated_practice_key" ON "evaluated_practice" USING btree ("evaluation_id","center_practice_id");--> statement-breakpoint
CREATE INDEX "evaluated_practice_center_practice_idx" ON "evaluated_practice" USING btree ("center_practice_id");--> statement-breakpoint
CREATE INDEX "good_practice_aspect_aspect_idx" ON "good_practice_aspect" USING btree ("aspect_id");--> statement-breakpoint
CREATE INDEX "good_practice_evaluation_center_date_idx" ON "good_practice_evaluation" USING btree ("center_id","date");--> statement-breakpoint
CREATE INDEX "life_cycle_stage_center_idx" ON "life_cycle_stage" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "zone_stage_idx" ON "zone" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "zone_center_idx" ON "zone" USING btree ("center_id");