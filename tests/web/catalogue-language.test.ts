import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca/common.json';
import es from '../../locales/es/common.json';

/**
 * Issue 14: no English left in the Spanish and Catalan catalogues. The words below are the ones an
 * untranslated interface shows (react-admin's and MUI's defaults, and this app's own English); a
 * value of es or ca that contains one fails, unless the word is also Spanish or Catalan (allow-list).
 */
const ENGLISH = new Set(
  `
  the of and to in is it you that was for on are as with they at be this have from or had by but not what all were we when
  your can there an each which do how their if will up about out many then them these so some would make like into has
  more no could than first been who now find down did get come made may page pages next previous go items item results
  result found select selected none yes invalid required save saved delete deleted cancel show edit create created list
  search filter filters export refresh loading error close open add remove clear back forward home settings profile
  logout login sign password email user users name rows row per sort ascending descending empty total please wait try
  again unknown action actions confirm sure want undo updated element elements bulk selection navigation menu toggle
  skip content dashboard welcome hello view download upload file files choose date dates value values must least most
  characters field fields new old record records nothing here yet start end only one two day days month year week
  center centers enterprise enterprises consultancy requirement requirements evidence evidences state expired expires
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that are English and also Spanish or Catalan, or names kept as they are. */
const ALLOWED: Record<'es' | 'ca', Set<string>> = {
  es: new Set(['no', 'error', 'has', 'total', 'me', 'a']),
  // Catalan 'on' is "where" and 'dates' the plural of 'data' (date).
  ca: new Set(['no', 'error', 'per', 'element', 'elements', 'files', 'total', 'me', 'a', 'pages', 'on', 'dates']),
};

function* values(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) yield* values(child, path ? `${path}.${key}` : key);
}

const englishIn = (catalogue: unknown, language: 'es' | 'ca') =>
  [...values(catalogue, '')].flatMap(([path, text]) => {
    // Placeholders ({{name}}) are not words a user reads, and an example address (https://login…) is typed as it is.
    const words =
      text
        .replace(/\{\{[^}]*\}\}/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .match(/[\p{L}\p{M}·’'-]+/gu) ?? [];
    return words
      .map((word) => word.toLowerCase().replace(/^['’-]+|['’-]+$/g, ''))
      .filter((word) => ENGLISH.has(word) && !ALLOWED[language].has(word))
      .map((word) => `${path}: "${word}" in "${text}"`);
  });

describe('the Spanish and Catalan catalogues', () => {
  it('have no English word in Spanish', () => {
    expect(englishIn(es, 'es')).toEqual([]);
  });

  it('have no English word in Catalan', () => {
    expect(englishIn(ca, 'ca')).toEqual([]);
  });

  it('would catch an English value left behind', () => {
    expect(englishIn({ ra: { navigation: { next: 'Go to next page' } } }, 'es')).toEqual([
      'ra.navigation.next: "go" in "Go to next page"',
      'ra.navigation.next: "to" in "Go to next page"',
      'ra.navigation.next: "next" in "Go to next page"',
      'ra.navigation.next: "page" in "Go to next page"',
    ]);
  });
});
