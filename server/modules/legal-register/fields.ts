import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { RequiredText } from '../../lib/fields';
import { pickName } from '../../lib/language';

/** Every level of the register is named in Spanish and in Catalan. */
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

interface Bilingual {
  nameSpanish: string;
  nameCatalan: string;
}

// Presenters pass a record's other fields as `more` instead of writing `{ ...reference(...), order }`: an object that
// starts with a spread and then gains fields gets a hidden class of its own per row, and the compiled serialiser reads
// such rows about four times slower (a fifth of a catalogue page's time; docs/decisions.md, "Platform: speed").

/** A nested reference {id, name}, named in the request's language (spec §1: Accept-Language), then `more`. */
export const reference = <M extends object = object>(request: FastifyRequest, id: number, names: Bilingual, more?: M) =>
  ({
    id,
    name: pickName(request.language, { spanish: names.nameSpanish, catalan: names.nameCatalan }),
    ...more,
  }) as { id: number; name: string } & M;

/** The bilingual fields of a record as the wire shows them, plus `name` in the request's language, then `more`. */
export const bilingualRecord = <M extends object = object>(request: FastifyRequest, row: Bilingual & { id: number }, more?: M) =>
  ({
    id: row.id,
    name: request.language === 'ca' ? row.nameCatalan : row.nameSpanish,
    name_spanish: row.nameSpanish,
    name_catalan: row.nameCatalan,
    ...more,
  }) as { id: number; name: string; name_spanish: string; name_catalan: string } & M;
