import { Type } from 'typebox';
import { PASSWORD_MIN_LENGTH } from '../../contract/passwords';
import { ROLES } from '../../contract/roles';

/** A required text that may not be blank (the errors plugin words the "\S" pattern as such). */
export const RequiredText = (maxLength = 200) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const Email = () => Type.String({ format: 'email', maxLength: 254 });
export const Password = () => Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 });
export const RoleField = () => Type.Enum([...ROLES]);
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
