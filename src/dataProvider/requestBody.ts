import { toApiDate } from '../common/dates';

/** A value as react-admin's FileInput/ImageInput holds it: a new file in `rawFile`, a stored one in `src`. */
interface FileInputValue {
  rawFile?: File;
  src?: string;
  title?: string;
}

export type Payload = Record<string, unknown>;
type FormValue = string | File;

const isFileInputValue = (value: unknown): value is FileInputValue =>
  typeof value === 'object' && value !== null && ('rawFile' in value || 'src' in value);

/** The file the user chose in an input, or undefined when there is none. */
export const newFileOf = (value: unknown): File | undefined => {
  if (value instanceof File) return value;
  if (isFileInputValue(value) && value.rawFile instanceof File) return value.rawFile;
  return undefined;
};

// A stored file the user kept is not sent back: the server keeps what it has.
const isKeptFile = (value: unknown): boolean => isFileInputValue(value) && !newFileOf(value);

const withoutKeptFiles = (payload: Payload): Payload =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => !isKeptFile(value)));

const carriesNewFile = (value: unknown): boolean =>
  Array.isArray(value) ? value.some((item) => newFileOf(item)) : newFileOf(value) !== undefined;

const toFormValues = (value: unknown): FormValue[] => {
  const file = newFileOf(value);
  if (file) return [file];
  if (Array.isArray(value) && value.some(isFileInputValue)) return value.flatMap(toFormValues);
  if (value instanceof Date) return [toApiDate(value)];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)]; // booleans become "true"/"false"
};

const toFormData = (payload: Payload): FormData => {
  const form = new FormData();
  for (const [field, value] of Object.entries(payload)) {
    // A form has no null: an absent field means "not given".
    if (value === null || value === undefined || isKeptFile(value)) continue;
    toFormValues(value).forEach((formValue) => form.append(field, formValue));
  }
  return form;
};

// Spec §9: dates travel as days; Date#toJSON would send a UTC timestamp instead.
function daysNotTimestamps(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key];
  return raw instanceof Date ? toApiDate(raw) : value;
}

/** JSON, unless a new file is present (or the endpoint takes a form): then multipart. */
export const toRequestBody = (payload: Payload, options: { multipart?: boolean } = {}): string | FormData =>
  options.multipart || Object.values(payload).some(carriesNewFile)
    ? toFormData(payload)
    : JSON.stringify(withoutKeptFiles(payload), daysNotTimestamps);
