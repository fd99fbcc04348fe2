CREATE TABLE "collection_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"first_deposit_date" date,
	"residue_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"carrier_id" integer,
	"manager_id" integer,
	"collection_frequency" integer,
	"observations" text,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"container_quantity" integer,
	"capacity_of_containers" numeric(14, 3),
	"photo_of_container_id" uuid,
	"notify_carrier" boolean DEFAULT false NOT NULL,
	"notify_manager" boolean DEFAULT false NOT NULL,
	"previous_notification_document_id" uuid,
	"previous_notification_date" date,
	"treatment_contract_document_id" uuid,
	"treatment_contract_expiry" date,
	"quantity_of_persons" integer,
	"residue_generation_ratio" numeric(14, 3),
	"quantity_of_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_plan_dates_check" CHECK ("collection_plan"."end_date" is null or "collection_plan"."end_date" >= "collection_plan"."start_date")
);
--> statement-breakpoint
CREATE TABLE "dangerousness" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"pictogram_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"residue_collection_id" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residue_carrier_residue" (
	"carrier_id" integer NOT NULL,
	"residue_id" integer NOT NULL,
	CONSTRAINT "residue_carrier_residue_carrier_id_residue_id_pk" PRIMARY KEY("carrier_id","residue_id")
);
--> statement-breakpoint
CREATE TABLE "residue_carrier" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"code" text NOT NULL,
	"nima" text,
	"address" text,
	"authorisation_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residue_collection" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"collection_plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"accepted_quantity" numeric(14, 3),
	"refused_quantity" numeric(14, 3),
	"collection_document_number" text,
	"collection_document_id" uuid,
	"delivery_note_id" uuid,
	"observations" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residue_dangerousness" (
	"residue_id" integer NOT NULL,
	"dangerousness_id" integer NOT NULL,
	CONSTRAINT "residue_dangerousness_residue_id_dangerousness_id_pk" PRIMARY KEY("residue_id","dangerousness_id")
);
--> statement-breakpoint
CREATE TABLE "residue_manager_residue" (
	"manager_id" integer NOT NULL,
	"residue_id" integer NOT NULL,
	CONSTRAINT "residue_manager_residue_manager_id_residue_id_pk" PRIMARY KEY("manager_id","residue_id")
);
--> statement-breakpoint
CREATE TABLE "residue_manager" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"code" text NOT NULL,
	"nima" text,
	"address" text,
	"authorisation_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residue" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_spanish" text NOT NULL,
	"name_catalan" text NOT NULL,
	"ler_code" text NOT NULL,
	"needs_previous_notification" boolean DEFAULT false NOT NULL,
	"needs_treatment_contract" boolean DEFAULT false NOT NULL,
	"needs_collection_document" boolean DEFAULT false NOT NULL,
	"needs_delivery_note" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residue_ler_code_check" CHECK ("residue"."ler_code" ~ '^[0-9]{2} [0-9]{2} [0-9]{2}\*?$')
);
--> statement-breakpoint
CREATE TABLE "treatment" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_type_check" CHECK ("treatment"."type" ~ '^(R(1[0-3]|[1-9])|D(1[0-5]|[1-9]))$')
);
--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_residue_id_residue_id_fk" FOREIGN KEY ("residue_id") REFERENCES "public"."residue"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_treatment_id_treatment_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_carrier_id_residue_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."residue_carrier"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_manager_id_residue_manager_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."residue_manager"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_photo_of_container_id_stored_file_id_fk" FOREIGN KEY ("photo_of_container_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_previous_notification_document_id_stored_file_id_fk" FOREIGN KEY ("previous_notification_document_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_plan" ADD CONSTRAINT "collection_plan_treatment_contract_document_id_stored_file_id_fk" FOREIGN KEY ("treatment_contract_document_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dangerousness" ADD CONSTRAINT "dangerousness_pictogram_id_stored_file_id_fk" FOREIGN KEY ("pictogram_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidence" ADD CONSTRAINT "incidence_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidence" ADD CONSTRAINT "incidence_residue_collection_id_residue_collection_id_fk" FOREIGN KEY ("residue_collection_id") REFERENCES "public"."residue_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidence" ADD CONSTRAINT "incidence_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_carrier_residue" ADD CONSTRAINT "residue_carrier_residue_carrier_id_residue_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."residue_carrier"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_carrier_residue" ADD CONSTRAINT "residue_carrier_residue_residue_id_residue_id_fk" FOREIGN KEY ("residue_id") REFERENCES "public"."residue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_collection" ADD CONSTRAINT "residue_collection_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_collection" ADD CONSTRAINT "residue_collection_collection_plan_id_collection_plan_id_fk" FOREIGN KEY ("collection_plan_id") REFERENCES "public"."collection_plan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_collection" ADD CONSTRAINT "residue_collection_collection_document_id_stored_file_id_fk" FOREIGN KEY ("collection_document_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_collection" ADD CONSTRAINT "residue_collection_delivery_note_id_stored_file_id_fk" FOREIGN KEY ("delivery_note_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_dangerousness" ADD CONSTRAINT "residue_dangerousness_residue_id_residue_id_fk" FOREIGN KEY ("residue_id") REFERENCES "public"."residue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_dangerousness" ADD CONSTRAINT "residue_dangerousness_dangerousness_id_dangerousness_id_fk" FOREIGN KEY ("dangerousness_id") REFERENCES "public"."dangerousness"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_manager_residue" ADD CONSTRAINT "residue_manager_residue_manager_id_residue_manager_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."residue_manager"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_manager_residue" ADD CONSTRAINT "residue_manager_residue_residue_id_residue_id_fk" FOREIGN KEY ("residue_id") REFERENCES "public"."residue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_plan_center_idx" ON "collection_plan" USING btree ("center_id","is_cancelled","start_date");--> statement-breakpoint
CREATE INDEX "collection_plan_residue_idx" ON "collection_plan" USING btree ("residue_id");--> statement-breakpoint
CREATE INDEX "dangerousness_name_idx" ON "dangerousness" USING btree ("name_spanish");--> statement-breakpoint
CREATE INDEX "incidence_collection_idx" ON "incidence" USING btree ("residue_collection_id");--> statement-breakpoint
CREATE INDEX "residue_carrier_residue_residue_idx" ON "residue_carrier_residue" USING btree ("residue_id");--> statement-breakpoint
CREATE INDEX "residue_carrier_name_idx" ON "residue_carrier" USING btree ("name");--> statement-breakpoint
CREATE INDEX "residue_collection_center_idx" ON "residue_collection" USING btree ("center_id","date");--> statement-breakpoint
CREATE INDEX "residue_collection_plan_idx" ON "residue_collection" USING btree ("collection_plan_id","date");--> statement-breakpoint
CREATE INDEX "residue_dangerousness_hp_idx" ON "residue_dangerousness" USING btree ("dangerousness_id");--> statement-breakpoint
CREATE INDEX "residue_manager_residue_residue_idx" ON "residue_manager_residue" USING btree ("residue_id");--> statement-breakpoint
CREATE INDEX "residue_manager_name_idx" ON "residue_manager" USING btree ("name");--> statement-breakpoint
CREATE INDEX "residue_ler_idx" ON "residue" USING btree ("ler_code");