import type { RaRecord } from 'react-admin';
import { DECLARATIONS } from '../resources';
import type { FormEncoding } from '../resources/declare';
import { newFileOf, type Payload } from './requestBody';

/** The resources the API writes as a multipart form, or whose form edits ids the record nests (spec §7), from their declarations. */
const FORM_RESOURCES: Readonly<Record<string, FormEncoding>> = Object.fromEntries(
  DECLARATIONS.flatMap((declaration) => (declaration.form ? [[declaration.name, declaration.form]] : [])),
);

/** The body of a create or update: the form a form resource takes, the record as JSON otherwise. */
export interface WriteRequest {
  body: Payload;
  multipart?: boolean;
}

const pick = (data: Payload, fields: readonly string[] = []): Payload =>
  Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));

export const toWriteRequest = (resource: string, data: Payload): WriteRequest => {
  const form = FORM_RESOURCES[resource];
  if (!form || form.json) return { body: data };
  const files = Object.fromEntries((form.files ?? []).map((field) => [field, newFileOf(data[field])]));
  const jsonData = form.jsonData ? { json_data: JSON.stringify(pick(data, form.jsonData)) } : {};
  return { body: { ...pick(data, form.fields), ...jsonData, ...files }, multipart: true };
};

type Reference = { id: RaRecord['id'] } | null | undefined;

const idsOf = (reference: Reference | Reference[]) =>
  Array.isArray(reference) ? reference.flatMap((item) => (item ? [item.id] : [])) : (reference?.id ?? null);

/** Adds the ids a form edits (`enterpriseId`, `userIdList`) to a record that nests the references. */
export const withReferenceIds = <T extends RaRecord>(resource: string, record: T): T => {
  const referenceIds = FORM_RESOURCES[resource]?.referenceIds;
  if (!referenceIds) return record;
  const ids = Object.entries(referenceIds).map(([formField, recordField]) => [formField, idsOf(record[recordField])]);
  return { ...record, ...Object.fromEntries(ids) };
};
