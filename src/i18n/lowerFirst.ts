import type { ThirdPartyModule } from 'i18next';

/** "Usuario" -> "usuario", but "LER" and "DDD" stay: an acronym keeps its capitals. */
export const lowerFirst = (value: unknown): string => {
  const text = String(value ?? '');
  return /^\p{Lu}(?!\p{Lu})/u.test(text) ? text.charAt(0).toLocaleLowerCase() + text.slice(1) : text;
};

/**
 * The `{{name, lowerfirst}}` format: Spanish and Catalan write a resource's name in lower case inside a
 * sentence ("Crear usuario"), while react-admin passes it capitalised, as a title.
 */
export const lowerFirstFormat: ThirdPartyModule = {
  type: '3rdParty',
  init: (i18n) => i18n.services.formatter?.add('lowerfirst', lowerFirst),
};
