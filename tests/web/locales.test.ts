import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca/common.json';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import { API_ERROR_CODES } from '../../src/dataProvider/apiError';

type Catalogue = { [key: string]: string | Catalogue };

const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const catalogues: Record<string, Catalogue> = { en, es, ca };

describe('locales/{en,es,ca}/common.json', () => {
  it.each(Object.keys(catalogues))('%s has every key the other catalogues have', (language) => {
    const own = new Set(keysOf(catalogues[language]));
    const everyKey = new Set(Object.values(catalogues).flatMap((catalogue) => keysOf(catalogue)));
    expect([...everyKey].filter((key) => !own.has(key))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const catalogue of Object.values(catalogues)) {
      const empty = keysOf(catalogue).filter((key) => {
        const value = key.split('.').reduce<string | Catalogue>((node, part) => (node as Catalogue)[part], catalogue);
        return value === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('writes messages in i18next syntax, never polyglot syntax (shown raw on screen)', () => {
    const polyglot = Object.entries(catalogues).flatMap(([language, catalogue]) =>
      keysOf(catalogue)
        .map((key) => [key, key.split('.').reduce<string | Catalogue>((node, part) => (node as Catalogue)[part], catalogue)] as const)
        .filter(([, value]) => typeof value === 'string' && (value.includes('%{') || value.includes('||||')))
        .map(([key]) => `${language}:${key}`),
    );
    expect(polyglot).toEqual([]);
  });

  it('explains every error the API answers and every status key of spec §8', () => {
    const keys = new Set(keysOf(en));
    const expected = [
      ...API_ERROR_CODES.map((code) => `errors.${code}`),
      ...['error_400', 'error_401', 'error_403', 'error_404', 'error_500', 'error_was_ocurred'],
    ];
    expect(expected.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('gives a number followed by a word its plural forms, so "1 cumplidas" cannot be shown', () => {
    // "{{count}} days" needs key_one / key_other; a number after a label ("Pending: {{count}}") agrees with nothing.
    const disagreeing = Object.entries(catalogues).flatMap(([language, catalogue]) =>
      keysOf(catalogue)
        .filter((key) => !/_(zero|one|two|few|many|other)$/.test(key))
        .map((key) => [key, key.split('.').reduce<string | Catalogue>((node, part) => (node as Catalogue)[part], catalogue)] as const)
        .filter(([, value]) => typeof value === 'string' && /\{\{(count|smart_count)\}\}[\s\u00a0]+\p{L}/u.test(value))
        .map(([key, value]) => `${language}:${key}: ${String(value)}`),
    );
    expect(disagreeing).toEqual([]);
  });
});
