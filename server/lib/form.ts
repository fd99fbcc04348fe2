import { Type, type TSchema } from 'typebox';
import type { Upload } from './files';

/** A file part of a multipart body (validated as an object; the file service checks its bytes). */
export const FileField = (description = 'file') =>
  Type.Unsafe<Upload>({ type: 'object', description: `${description} (multipart file part)` });

/** Routes whose body may be multipart say so, so the OpenAPI document lists both encodings. */
export const formBody = <T extends TSchema>(schema: T) => ({
  body: schema,
  consumes: ['application/json', 'multipart/form-data'],
});
