CREATE TABLE "residue_module_config" (
	"center_id" integer PRIMARY KEY NOT NULL,
	"default_carrier_id" integer,
	"default_manager_id" integer,
	"reminder_days_before" integer DEFAULT 7 NOT NULL,
	"reminder_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residue_module_config_days_check" CHECK ("residue_module_config"."reminder_days_before" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "residue_module_config" ADD CONSTRAINT "residue_module_config_center_id_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_module_config" ADD CONSTRAINT "residue_module_config_default_carrier_id_residue_carrier_id_fk" FOREIGN KEY ("default_carrier_id") REFERENCES "public"."residue_carrier"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residue_module_config" ADD CONSTRAINT "residue_module_config_default_manager_id_residue_manager_id_fk" FOREIGN KEY ("default_manager_id") REFERENCES "public"."residue_manager"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
SELECT audit_table('residue_module_config', 'center_id', 'center_id');
