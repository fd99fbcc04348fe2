CREATE TABLE "email_change" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "consultancy_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"consultancy_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_change" ADD CONSTRAINT "email_change_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_staff" ADD CONSTRAINT "consultancy_staff_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_staff" ADD CONSTRAINT "consultancy_staff_consultancy_id_consultancy_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."consultancy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultancy_staff_consultancy_idx" ON "consultancy_staff" USING btree ("consultancy_id");--> statement-breakpoint
-- Who moves a person to another consultancy's sign-in rules shows in the user's history.
SELECT audit_table('consultancy_staff', 'user_id', '');--> statement-breakpoint
-- A domain shared by several consultancies stays with the oldest (the one the domain rule already chose); the others
-- get an unroutable name under .invalid (RFC 2606) for an admin to correct, so the unique index can be built.
UPDATE "consultancy" SET "domain_name" = "domain_name" || '.duplicate-' || "id" || '.invalid'
WHERE "id" <> (SELECT min(c."id") FROM "consultancy" c WHERE lower(c."domain_name") = lower("consultancy"."domain_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "consultancy_domain_name_unique" ON "consultancy" USING btree (lower("domain_name"));--> statement-breakpoint
-- Membership starts as today's rule had it: a staff user belongs to the consultancy of their e-mail's domain.
INSERT INTO "consultancy_staff" ("user_id", "consultancy_id")
SELECT u."id", c."id" FROM "app_user" u
JOIN "consultancy" c ON lower(c."domain_name") = lower(substring(u."email" from '@([^@]*)$'))
WHERE u."role" IN ('admin', 'collaborator');