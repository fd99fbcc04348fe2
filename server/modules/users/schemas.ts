import { Type } from 'typebox';
import { Email, Password, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { NullableText } from '../../lib/wire';
import { MembershipFields } from '../organisation/schemas';

// The TypeBox of the profile: the answer and the update.

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  ...MembershipFields,
  profile_picture: NullableText(),
  pending_email: Type.Union([Type.String(), Type.Null()], { description: 'a new e-mail waiting for the link mailed to it' }),
});

export const ProfileUpdate = Type.Object({
  name: RequiredText(),
  email: Email(),
  password: Type.Optional(Type.Union([Type.Literal(''), Password()])),
  current_password: Type.Optional(
    Type.String({ maxLength: 1024, description: 'required to change the password or the e-mail (issue 32)' }),
  ),
  two_factor_code: Type.Optional(
    Type.String({ maxLength: 40, description: 'instead of current_password, for a person who signs in only through their provider' }),
  ),
  profile_picture: Type.Optional(FileField('profile picture: PNG, JPEG, GIF or WebP')),
});
