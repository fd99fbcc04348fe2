import { Compile } from 'typebox/compile';
import { Type, type Static, type TSchema } from 'typebox';
import { badRequest } from './errors';
import { nulIssues } from './text-input';
import { InvalidInput } from './validation-messages';

/** The `json_data` part of center and enterprise forms (spec §7): JSON text in multipart, or an object in JSON. */
export const JsonDataField = () => Type.Unsafe<unknown>({ description: 'the record as JSON text (multipart) or as an object (JSON body)' });

/** Compiles the schema once; the parser answers 400 naming each bad field inside json_data. */
export function jsonDataParser<T extends TSchema>(schema: T) {
  const validator = Compile(schema);
  return (raw: unknown): Static<T> => {
    let value = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        throw badRequest('json_data', 'common.jsonInvalid');
      }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('json_data', 'common.jsonNotObject');
    const nul = nulIssues(value);
    if (nul.length) throw new InvalidInput(nul);
    if (!validator.Check(value)) throw new InvalidInput([...validator.Errors(value)]);
    return value as Static<T>;
  };
}
