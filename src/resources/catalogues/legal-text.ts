import { declare } from '../declare';
import { byOrder, reference, registerFilters, text } from '../fieldShapes';

/** Legal management > Legal texts: a norm, its scope and subambit, and the articles it cites (spec §2: admin only). */
export default declare({
  name: 'legal-text',
  history: 'legal_text',
  menu: { group: 'legal_management', icon: 'Gavel', position: 2 },
  form: { json: true, referenceIds: { legal_scope_id: 'legal_scope', subambit_id: 'subambit' } },
  pages: {
    fields: {
      name: text({ required: true, fullRow: true }),
      legal_scope_id: reference('legal-scope', { sort: { field: 'scope', order: 'ASC' } }),
      subambit_id: reference('subambit', { sort: byOrder }),
      // Articles or links, one per row: the API keeps `texts` as a list of strings.
      texts: text({ fullRow: true, input: () => import('../legal-text/CitedTextsInput') }),
    },
    list: {
      columns: ['name', 'legal_scope.name', 'subambit.name', 'legal_ambit.name', 'area.name'],
      sort: { field: 'name', order: 'ASC' },
      filters: registerFilters('areaId', 'legalAmbitId', 'subambitId', 'legalScopeId'),
    },
  },
});
