-- The account count of the sign-in throttle (issue 32): the failure before the last, so an attempt counted before its check can be forgiven, and when the owner was told of a lock.
ALTER TABLE "login_failure" ADD COLUMN "previous_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_failure" ADD COLUMN "notified_at" timestamp with time zone;