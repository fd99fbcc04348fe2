-- Two-factor sign-in turned on or off, and a sign-in from a new device, show in the user's history (filed under the user's id).
-- The secret, the recovery codes' hashes, the last accepted time step and the device key are never recorded.
SELECT audit_table('user_two_factor', 'user_id', '', 'secret_encrypted', 'recovery_code_hashes', 'last_used_step');
--> statement-breakpoint
SELECT audit_table('user_device', 'user_id', '', 'device_key');
