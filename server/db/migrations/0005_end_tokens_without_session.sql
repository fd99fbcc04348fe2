-- Refresh tokens now belong to a session (next migration); tokens issued before sessions existed end here, so everyone signs in once more.
DELETE FROM "refresh_token";
