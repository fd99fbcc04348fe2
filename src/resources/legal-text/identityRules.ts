import type { Validator } from 'react-admin';
import { officialReferenceProblem, type Bulletin } from '../../../contract/legal-changes';
import { wireDate } from '../../../contract/field-kinds';

// The server's checks of a legal text's identity (docs/legal-changes-api.md §1), made as the admin types, so its 400
// is never the first to say so. Each names the field it sits under.

const ERRORS = 'legalRegister.identity.errors';
type Values = Record<string, unknown>;
const day = (value: unknown) => (value ? wireDate(value) : null);

/** In its bulletin's form, and of the publication's year when the form carries one. */
export const referenceInForm: Validator = (value: unknown, values: Values) => {
  const reference = typeof value === 'string' ? value.trim() : '';
  if (!reference) return undefined;
  if (!values.bulletin) return `${ERRORS}.bulletin_required`;
  const problem = officialReferenceProblem(values.bulletin as Bulletin, reference, day(values.publication_date));
  return problem && `${ERRORS}.reference_${problem}`;
};

export const effectiveAfterPublication: Validator = (value: unknown, values: Values) => {
  const effective = day(value);
  const published = day(values.publication_date);
  return effective && published && effective < published ? `${ERRORS}.effective_before_publication` : undefined;
};

/** A repeal, whole or partial, has its day, not before the text came into force (or was published). */
export const repealDate: Validator = (value: unknown, values: Values) => {
  if (!values.state || values.state === 'IN_FORCE') return undefined;
  const repealed = day(value);
  if (!repealed) return `${ERRORS}.state_date_required`;
  const since = day(values.effective_date) ?? day(values.publication_date);
  return since && repealed < since ? `${ERRORS}.state_date_order` : undefined;
};

const httpsAddress = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

export const https: Validator = (value: unknown) => (httpsAddress(value) === undefined ? `${ERRORS}.https` : undefined);

/** The European Legislation Identifier: an https address with an /eli/ path (https://www.boe.es/eli/es/l/2022/04/08/7). */
export const eliAddress: Validator = (value: unknown) => {
  const url = httpsAddress(value);
  return url === undefined || (url && !url.pathname.includes('/eli/')) ? `${ERRORS}.eli` : undefined;
};
