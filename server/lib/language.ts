import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';

export type Language = 'es' | 'ca' | 'en';

/**
 * The request language from Accept-Language ("ca-ES", "es-ES,es;q=0.9", "en"): the first
 * supported tag in the client's order of preference; Spanish when none matches.
 */
export function parseAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'es';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const primary = tag.split(/[-_]/)[0];
    if (primary === 'es' || primary === 'ca' || primary === 'en') return primary;
  }
  return 'es';
}

/** Bilingual catalogue names: Catalan for Catalan, Spanish for everything else. */
export const pickName = (language: Language, names: { spanish: string; catalan: string }): string =>
  language === 'ca' ? names.catalan : names.spanish;

type Catalogue = Record<string, unknown>;
const localesDir = path.join(projectRoot, 'locales');
const catalogues = new Map<Language, Catalogue>();

function catalogue(language: Language): Catalogue {
  let loaded = catalogues.get(language);
  if (!loaded) {
    try {
      loaded = JSON.parse(readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')) as Catalogue;
    } catch {
      loaded = {};
    }
    catalogues.set(language, loaded);
  }
  return loaded;
}

/** A text of the UI's own catalogue (locales/<lang>/common.json), so spreadsheets and the screen agree. */
export function translate(language: Language, key: string, fallback: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue(language));
  return typeof value === 'string' ? value : fallback;
}

/** A catalogue text with its `{{name}}` placeholders filled; a numeric `count` picks the `_one`/`_other` form, as i18next does. */
export function translateWith(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const plural = typeof values.count === 'number' ? `${key}_${values.count === 1 ? 'one' : 'other'}` : key;
  return translate(language, plural, key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The languages a document about a center is written in: a center's (es, ca). */
export type DocumentLanguage = 'es' | 'ca';

/**
 * The language of a document a person downloads (issue 34): the one the `language` parameter asks for, else the reader's
 * (an Accept-Language that names Spanish or Catalan first among the supported ones); undefined when the caller names
 * neither (an API client, an English reader), and the document keeps its center's language.
 */
export function documentLanguage(request: {
  query: { language?: DocumentLanguage };
  headers: { 'accept-language'?: string };
}): DocumentLanguage | undefined {
  if (request.query.language) return request.query.language;
  const header = request.headers['accept-language'];
  if (!header || !/(^|,)\s*(es|ca|en)([-_;,\s]|$)/i.test(header)) return undefined;
  const reader = parseAcceptLanguage(header);
  return reader === 'en' ? undefined : reader;
}

/** What a presenter needs of the request: the language it names records in (a FastifyRequest is one). */
export interface Reader {
  language: Language;
}

interface Bilingual {
  nameSpanish: string;
  nameCatalan: string;
}

// Presenters pass a record's other fields as `more` instead of writing `{ ...reference(...), order }`: an object that
// starts with a spread and then gains fields gets a hidden class of its own per row, and the compiled serialiser reads
// such rows about four times slower (a fifth of a catalogue page's time; docs/decisions.md, "Platform: speed").

/** A nested reference {id, name}, named in the request's language (spec §1: Accept-Language), then `more`. */
export const reference = <M extends object = object>(request: Reader, id: number, names: Bilingual, more?: M) =>
  ({
    id,
    name: pickName(request.language, { spanish: names.nameSpanish, catalan: names.nameCatalan }),
    ...more,
  }) as { id: number; name: string } & M;

/** The bilingual fields of a record as the wire shows them, plus `name` in the request's language, then `more`. */
export const bilingualRecord = <M extends object = object>(request: Reader, row: Bilingual & { id: number }, more?: M) =>
  ({
    id: row.id,
    name: request.language === 'ca' ? row.nameCatalan : row.nameSpanish,
    name_spanish: row.nameSpanish,
    name_catalan: row.nameCatalan,
    ...more,
  }) as { id: number; name: string; name_spanish: string; name_catalan: string } & M;
