import { Type } from 'typebox';
import { ROLES } from '../../contract/roles';

/** A required text that may not be blank (the errors plugin words the "\S" pattern as such). */
export const RequiredText = (maxLength = 200) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const Email = () => Type.String({ format: 'email', maxLength: 254 });
/** Shortest password a person may choose (ASVS 2.1.1); the longest is 128, so passphrases fit. */
export const PASSWORD_MIN_LENGTH = 12;
export const Password = () => Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 });
export const RoleField = () => Type.Enum([...ROLES]);
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
