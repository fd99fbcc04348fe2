import { readFileSync } from 'node:fs';
import path from 'node:path';
import type catalogue from '../../locales/en/messages.json';
import type common from '../../locales/en/common.json';
import { translate, type Language } from './language';
import { projectRoot } from './project-root';

/**
 * The server's own messages (error details, field messages) are keys of locales/<language>/messages.json with
 * i18next-style `{{param}}` placeholders, worded in the request's language when the answer is sent (issue 33).
 */

type Plain<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Plain<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message of locales/en/messages.json, e.g. 'common.validId'; a plural message is named without its `_one`/`_other`. */
export type MessageKey = Leaves<typeof catalogue>;
/** A record name the locales declare under `resources.<name>` (name_one, and `the`: the name with its article). */
export type ResourceName = keyof (typeof common)['resources'];

/**
 * A record name given to a message: `{{record.name}}` "Usuario", `{{record.one}}` "usuario", `{{record.names}}` "usuarios",
 * `{{record.the}}` "el usuario", `{{record.The}}` "El usuario".
 */
export interface Named {
  resource: ResourceName;
}
/** Labels of the browser's catalogue (locales/<language>/common.json keys), said in the language and joined by commas. */
export interface Labels {
  labels: string[];
}
/** A text (said as it is), a number, a record name, labels, or a message worded in the same language. */
export type Param = string | number | Named | Labels | KeyedMessage;
export type Params = Record<string, Param>;
export interface KeyedMessage {
  key: MessageKey;
  params?: Params;
}
/** A message key alone, or with its parameters. */
export type Message = MessageKey | KeyedMessage;

export const named = (resource: ResourceName): Named => ({ resource });
/** Codes as their labels in the reader's language: `labelled('legalRegister.scope_kinds', ['LOCAL'])` "Local". */
export const labelled = (group: string, codes: readonly string[]): Labels => ({ labels: codes.map((code) => `${group}.${code}`) });
export const message = (key: MessageKey, params?: Params): KeyedMessage => (params ? { key, params } : { key });
/** A message as a parameter of another: a bare key would be taken for text. */
export const keyed = (said: Message): KeyedMessage => (typeof said === 'string' ? { key: said } : said);
/** Text that is already worded (a remote server's answer, a name): it goes out as it is. */
export const verbatim = (text: string): KeyedMessage => ({ key: 'common.verbatim', params: { text } });

type Tree = { [key: string]: string | Tree };
const loaded = new Map<Language, Tree>();
const messagesOf = (language: Language): Tree => {
  let tree = loaded.get(language);
  if (!tree) {
    tree = JSON.parse(readFileSync(path.join(projectRoot, 'locales', language, 'messages.json'), 'utf8')) as Tree;
    loaded.set(language, tree);
  }
  return tree;
};

const lookup = (language: Language, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messagesOf(language));
  return typeof value === 'string' ? value : undefined;
};

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function recordWord(language: Language, resource: ResourceName, form: string | undefined): string {
  const name = translate(language, `resources.${resource}.name_one`, '') || translate(language, `resources.${resource}.name`, resource);
  if (form === 'one') return name.toLocaleLowerCase(language);
  if (form === 'names') return translate(language, `resources.${resource}.name_other`, name).toLocaleLowerCase(language);
  if (form === 'the' || form === 'The') {
    const the = translate(language, `resources.${resource}.the`, name);
    return form === 'The' ? capital(the) : the;
  }
  return name;
}

/** The message in the language: a numeric `count` picks the `_one`/`_other` form; English when the language lacks the key. */
export function word(language: Language, said: Message): string {
  const { key, params = {} } = typeof said === 'string' ? { key: said } : said;
  const plural = typeof params.count === 'number' ? `${key}_${params.count === 1 ? 'one' : 'other'}` : undefined;
  const template = (plural && (lookup(language, plural) ?? lookup('en', plural))) ?? lookup(language, key) ?? lookup('en', key) ?? key;
  return template.replace(/\{\{(\w+)(?:\.(\w+))?\}\}/g, (whole, name: string, form: string | undefined) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object' && 'resource' in value) return recordWord(language, value.resource, form);
    if (typeof value === 'object' && 'labels' in value) return value.labels.map((label) => translate(language, label, label)).join(', ');
    return typeof value === 'object' ? word(language, value) : String(value);
  });
}

/** Every message key of a catalogue, plural forms included (for the completeness test). */
export function messageKeys(language: Language): string[] {
  const walk = (tree: Tree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : walk(value, `${prefix}${key}.`)));
  return walk(messagesOf(language), '');
}
