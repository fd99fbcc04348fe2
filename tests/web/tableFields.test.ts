import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca/common.json';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import { TABLE_FIELDS } from '../../contract/table-fields';

type Catalogue = { [key: string]: string | Catalogue };
const at = (catalogue: Catalogue, path: string) =>
  path.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);

describe('contract/table-fields.ts', () => {
  it('words every coded column of the history in es, ca and en', () => {
    const states = Object.entries(TABLE_FIELDS).flatMap(([table, columns]) =>
      Object.entries(columns).flatMap(([column, kind]) =>
        kind.kind === 'state' ? [{ where: `${table}.${column}`, labels: kind.labels }] : [],
      ),
    );
    expect(states.length).toBeGreaterThan(25);
    for (const [language, catalogue] of Object.entries({ es, ca, en } as Record<string, Catalogue>)) {
      for (const { where, labels } of states) expect(at(catalogue, labels), `${where}: ${language} has no ${labels}`).toBeTypeOf('object');
    }
  });
});
