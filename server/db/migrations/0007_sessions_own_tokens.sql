ALTER TABLE "refresh_token" DROP CONSTRAINT "refresh_token_user_id_app_user_id_fk";
--> statement-breakpoint
DROP INDEX "refresh_token_user_idx";--> statement-breakpoint
ALTER TABLE "login_failure" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "refresh_token" DROP COLUMN "user_id";