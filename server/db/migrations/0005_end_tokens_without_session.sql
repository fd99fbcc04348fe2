-- Refresh tokens now belong to a session (next migration); tokens issued before sessions existed end here, so everyone signs in once more.
DELETE FROM "refresh_token";--> statement-breakpoint
-- Failures are now counted per (e-mail, address) pair and per address; the old per-e-mail counts are dropped.
DELETE FROM "login_failure";
