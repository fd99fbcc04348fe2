import { Type } from 'typebox';
import { RequiredText } from '../../lib/fields';
import { Reference } from '../../lib/wire';

// The TypeBox of a consultancy's single sign-on settings.

export const SignInSettingsWrite = Type.Object({
  provider_name: RequiredText(100),
  issuer: RequiredText(500),
  client_id: RequiredText(300),
  // Write-only: empty, null or absent keeps the stored secret while the issuer stays the same.
  client_secret: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  enabled: Type.Boolean(),
  password_sign_in: Type.Boolean(),
});

/** The settings as the admin page reads them: never the secret, only whether one is kept; and the address to register. */
export const SignInSettingsSchema = Type.Object({
  provider_name: Type.String(),
  issuer: Type.String(),
  client_id: Type.String(),
  has_secret: Type.Boolean(),
  enabled: Type.Boolean(),
  password_sign_in: Type.Boolean(),
  redirect_uri: Type.String(),
  consultancy_id: Type.Integer(),
  consultancy: Reference,
});
