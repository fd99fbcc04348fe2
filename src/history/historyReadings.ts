import { DEFAULT_METHOD, criterionName, type EvaluationMethod } from '../../contract/aspects';
import { formatNumber, type DisplayLanguage } from '../../contract/field-kinds';
import type { useTranslate } from 'react-admin';

// The history columns whose value is a structure (json/jsonb) or a coded text, each read as a sentence in
// the interface's language (issue 23): never raw JSON.

type Translate = ReturnType<typeof useTranslate>;
export type Reading = (value: unknown, translate: Translate, language: DisplayLanguage) => string;

const SEP = ' · ';
const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];
const entries = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const nameIn = (criterion: { name_spanish?: string; name_catalan?: string; key?: string }, language: DisplayLanguage) =>
  criterionName(
    { name_spanish: criterion.name_spanish ?? criterion.key ?? '', name_catalan: criterion.name_catalan ?? criterion.key ?? '' },
    language === 'ca' ? 'ca' : 'es',
  );

/** A score key by its criterion's name (the default method's, the emergency axes'), else the key itself. */
function scoreName(key: string, translate: Translate, language: DisplayLanguage): string {
  if (key === 'probability' || key === 'consequence') return translate(`aspects.fields.${key}`, { _: key });
  const criterion = DEFAULT_METHOD.criteria.find((known) => known.key === key);
  return criterion ? nameIn(criterion, language) : key.replace(/_/g, ' ');
}

const range = (scale: { min?: unknown; max?: unknown } | undefined, language: DisplayLanguage) =>
  scale ? `${formatNumber(scale.min, language)}–${formatNumber(scale.max, language)}` : '';

/** "Criterios: Magnitud (1–3), Frecuencia (1–3) · Fórmula: Suma de criterios · Umbral: 11 · Situación de emergencia: …". */
const method: Reading = (value, translate, language) => {
  const method = (value ?? {}) as Partial<EvaluationMethod>;
  const criteria = objects(method.criteria).map((criterion) => `${nameIn(criterion, language)} (${range(criterion, language)})`);
  const parts = [
    criteria.length ? `${translate('aspects.method.criteria')}: ${criteria.join(', ')}` : '',
    method.formula ? `${translate('aspects.method.formula')}: ${translate(`aspects.method.${method.formula}`, { _: method.formula })}` : '',
    method.threshold !== undefined ? `${translate('aspects.fields.threshold')}: ${formatNumber(method.threshold, language)}` : '',
    method.emergency
      ? `${translate('aspects.method.emergency')}: ${translate('aspects.fields.probability')} (${range(method.emergency.probability, language)}) × ${translate('aspects.fields.consequence')} (${range(method.emergency.consequence, language)}), ${translate('aspects.fields.threshold').toLocaleLowerCase()} ${formatNumber(method.emergency.threshold, language)}`
      : '',
  ];
  return parts.filter(Boolean).join(SEP);
};

/** "Frecuencia: 3 · Gravedad: 2". */
const scores: Reading = (value, translate, language) =>
  entries(value)
    .map(([key, score]) => `${scoreName(key, translate, language)}: ${formatNumber(score, language)}`)
    .join(SEP);

/** "Desratización: cada 90 días". */
const frequencies: Reading = (value, translate) =>
  entries(value)
    .map(
      ([treatment, days]) =>
        `${translate(`ddd.treatments.${treatment}`, { _: treatment })}: ${translate('history.every_days', { smart_count: Number(days) })}`,
    )
    .join(SEP);

/** "T1 (Trampa, Almacén), C2 (Punto de cebo)". */
const points: Reading = (value, translate) =>
  objects(value)
    .map((point) => {
      const details = [
        point.kind ? translate(`ddd.point_kinds.${text(point.kind)}`, { _: text(point.kind) }) : '',
        text(point.location),
      ].filter(Boolean);
      return details.length ? `${text(point.code)} (${details.join(', ')})` : text(point.code);
    })
    .join(', ');

/** "Producto X (lote 123), Producto Y". */
const products: Reading = (value, translate) =>
  objects(value)
    .map((product) =>
      text(product.batch) ? `${text(product.name)} (${translate('ddd.report.batch')} ${text(product.batch)})` : text(product.name),
    )
    .join(', ');

/** table -> column -> how its value reads. */
const READINGS: Record<string, Record<string, Reading>> = {
  aspect_center_settings: { method },
  aspect_evaluation: { method },
  evaluated_aspect: { scores },
  ddd_configuration: { frequencies, points },
  ddd_service: { products },
};

export const readingOf = (table: string, column: string): Reading | undefined => READINGS[table]?.[column];
