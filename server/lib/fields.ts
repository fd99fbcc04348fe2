import { Type } from 'typebox';
import { PASSWORD_MIN_LENGTH } from '../../contract/passwords';
import { ROLES } from '../../contract/roles';
import { Nullable } from './wire';

// The request pieces every module shares, written once (issue 33).

/** A row's id: a positive integer. */
export const Id = () => Type.Integer({ minimum: 1 });
/** An id a body may leave out. */
export const OptionalId = () => Type.Optional(Id());
/** The path of a center's routes (/api/.../:centerId/...). */
export const CenterParams = Type.Object({ centerId: Id() });
export const IdParams = Type.Object({ id: Id() });
/**
 * Optional text: absent keeps what is stored, null clears it. One JSON type list, not a union: ajv with coerceTypes turned
 * null into "" under [string, null] and "" into null under [null, string], and a union told a too-long text as "invalid".
 */
export const OptionalText = (maxLength = 5000) => Type.Optional(Nullable(Type.String({ maxLength })));
/** What an optional text stores: trimmed, and null when blank. */
export const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** A required text that may not be blank (the errors plugin words the "\S" pattern as such). */
export const RequiredText = (maxLength = 200) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const Email = () => Type.String({ format: 'email', maxLength: 254 });
export const Password = () => Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 });
export const RoleField = () => Type.Enum([...ROLES]);

/** `?language=es|ca` of a document's download (issue 34): optional, anything else a 400 naming the field. */
export const DocumentLanguageQuery = () =>
  Type.Optional(
    Type.Union([Type.Literal('es'), Type.Literal('ca')], {
      description:
        "The document's language, `es` or `ca`. Absent: the reader's (the first of Spanish, Catalan or English that Accept-Language names); the center's own when that is English or none of them.",
    }),
  );

/** Every level of the legal register (and the bilingual catalogues) is named in Spanish and in Catalan. */
export const bilingualWrite = {
  name_spanish: RequiredText(500),
  name_catalan: RequiredText(500),
};

export const OrderField = () =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'position among its siblings; ties keep id order' }));

export const bilingualValues = (body: { name_spanish: string; name_catalan: string }) => ({
  nameSpanish: body.name_spanish.trim(),
  nameCatalan: body.name_catalan.trim(),
});
