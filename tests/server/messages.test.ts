import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca/common.json';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import { messageKeys, word } from '../../server/lib/messages';

type Tree = { [key: string]: unknown };
const resources = { en, es, ca }.en.resources as Record<string, Tree>;
const resourcesIn = { es: es.resources as Record<string, Tree>, ca: ca.resources as Record<string, Tree> };
// A translation may leave a parameter out (or word a record name in another form), never use one the code does not give.
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{(\w+)(?:\.\w+)?\}\}/g)].map((match) => match[1]));
const usesOnly = (text: string, english: string) => [...placeholders(text)].every((name) => placeholders(english).has(name));

/** Every record name the server's sources give: resource declarations, 404s, row owners and delete guards. */
function declaredNames(): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const source = readFileSync(file, 'utf8');
        for (const pattern of [
          /\bname: '([a-z-]+)'/g,
          /notFound\('([a-z-]+)'\)/g,
          /named\('([a-z-]+)'\)/g,
          /refuseWhileReferenced\((?:'([a-z-]+)'|\w+), '([a-z-]+)'/g,
        ])
          for (const match of source.matchAll(pattern)) for (const name of match.slice(1)) if (name && name in resources) names.add(name);
      }
    }
  };
  walk(path.resolve(__dirname, '../../server/modules'));
  walk(path.resolve(__dirname, '../../server/lib'));
  return names;
}

describe('the server message catalogue (locales/*/messages.json)', () => {
  it('words every message in Spanish and Catalan, with no placeholder the English one lacks', () => {
    const english = messageKeys('en');
    for (const language of ['es', 'ca'] as const) {
      const own = new Set(messageKeys(language));
      expect(
        english.filter((key) => !own.has(key)),
        `${language} lacks`,
      ).toEqual([]);
      expect(
        [...own].filter((key) => !english.includes(key)),
        `${language} has extra`,
      ).toEqual([]);
    }
    const read = (language: string) =>
      JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${language}/messages.json`), 'utf8')) as Tree;
    const text = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree) as string;
    const [enTree, esTree, caTree] = ['en', 'es', 'ca'].map(read);
    const mismatched = english.filter(
      (key) =>
        !text(esTree!, key) ||
        !text(caTree!, key) ||
        !usesOnly(text(esTree!, key), text(enTree!, key)) ||
        !usesOnly(text(caTree!, key), text(enTree!, key)),
    );
    expect(mismatched).toEqual([]);
  });

  it('names every record the server declares in Spanish and Catalan, with its article', () => {
    const names = declaredNames();
    expect(names.size).toBeGreaterThan(40);
    const lacking = [...names].flatMap((name) =>
      (['es', 'ca'] as const)
        .filter((language) => {
          const entry = resourcesIn[language][name];
          return !entry || !(entry.name_one ?? entry.name) || !entry.the;
        })
        .map((language) => `${language}:${name}`),
    );
    expect(lacking).toEqual([]);
  });

  it('words a record name with its article, and English when the language lacks the key', () => {
    expect(word('es', { key: 'common.notFound', params: { record: { resource: 'zone' } } })).toBe('No se ha encontrado la zona.');
    expect(word('ca', { key: 'common.notFound', params: { record: { resource: 'area' } } })).toBe('No s’ha trobat l’àrea.');
    expect(word('en', { key: 'common.notFound', params: { record: { resource: 'zone' } } })).toBe('Zone not found.');
    expect(
      word('es', {
        key: 'common.stillReferenced',
        params: { record: { resource: 'area' }, count: 2, children: { resource: 'legal-ambit' } },
      }),
    ).toBe('El área todavía tiene 2 ámbitos legales: elimínelos o muévalos primero.');
  });
});
