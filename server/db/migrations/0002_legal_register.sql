CREATE TABLE "area" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_ambit" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"area_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_requirement" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"evidence_name_spanish" text NOT NULL,
	"evidence_name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"legal_text_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_scope" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_scope_scope_check" CHECK ("legal_scope"."scope" in ('NATIONAL_AND_EUROPEAN', 'AUTONOMOUS_COMMUNITY', 'LOCAL'))
);
--> statement-breakpoint
CREATE TABLE "legal_text" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"texts" text[] DEFAULT '{}'::text[] NOT NULL,
	"legal_scope_id" integer NOT NULL,
	"subambit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subambit" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"legal_ambit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_ambit" ADD CONSTRAINT "legal_ambit_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_requirement" ADD CONSTRAINT "legal_requirement_legal_text_id_legal_text_id_fk" FOREIGN KEY ("legal_text_id") REFERENCES "public"."legal_text"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_text" ADD CONSTRAINT "legal_text_legal_scope_id_legal_scope_id_fk" FOREIGN KEY ("legal_scope_id") REFERENCES "public"."legal_scope"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_text" ADD CONSTRAINT "legal_text_subambit_id_subambit_id_fk" FOREIGN KEY ("subambit_id") REFERENCES "public"."subambit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subambit" ADD CONSTRAINT "subambit_legal_ambit_id_legal_ambit_id_fk" FOREIGN KEY ("legal_ambit_id") REFERENCES "public"."legal_ambit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_order_idx" ON "area" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "legal_ambit_area_idx" ON "legal_ambit" USING btree ("area_id","order","id");--> statement-breakpoint
CREATE INDEX "legal_requirement_text_idx" ON "legal_requirement" USING btree ("legal_text_id","order","id");--> statement-breakpoint
CREATE INDEX "legal_text_subambit_idx" ON "legal_text" USING btree ("subambit_id");--> statement-breakpoint
CREATE INDEX "legal_text_scope_idx" ON "legal_text" USING btree ("legal_scope_id");--> statement-breakpoint
CREATE INDEX "subambit_legal_ambit_idx" ON "subambit" USING btree ("legal_ambit_id","order","id");