-- Change history of a consultancy's sign-in settings (see 0010), filed under its consultancy; never the client secret.
SELECT audit_table('consultancy_sign_in', 'consultancy_id', '', 'client_secret_encrypted');
