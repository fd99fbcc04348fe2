import type { useTranslate } from 'react-admin';
import { isApiError } from '../../dataProvider/apiError';

/** The API's code of a failure ("invalid_two_factor_code"), or undefined for one that did not come from the API. */
export const failureCode = (failure: unknown): string | undefined => (isApiError(failure) ? failure.code : undefined);

/**
 * What a failed two-factor call says under its field, in the interface's language: the catalogue's `errors.<code>`
 * (the two-factor codes are not in the shared list, which sits in the login page's bundle), else its own message.
 */
export const failureMessage = (translate: ReturnType<typeof useTranslate>, failure: unknown): string => {
  const message = failure instanceof Error ? failure.message : String(failure);
  const fallback = translate(message, { _: message });
  const code = failureCode(failure);
  return code ? translate(`errors.${code}`, { _: fallback }) : fallback;
};
