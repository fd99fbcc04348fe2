import { declare } from '../declare';
import { bilingualName, byOrder, order, reference, registerFilters } from '../fieldShapes';

/** Legal management > Legal requirements: what a legal text requires and the evidence that proves it (spec §2: admin only). */
export default declare({
  name: 'legal-requirement',
  history: 'legal_requirement',
  menu: { group: 'legal_management', icon: 'Rule', position: 3 },
  form: {
    fields: ['name_spanish', 'name_catalan', 'evidence_name_spanish', 'evidence_name_catalan', 'order', 'legal_text_id'],
    referenceIds: { legal_text_id: 'legal_text' },
  },
  pages: {
    fields: { name: bilingualName, evidence_name: bilingualName, legal_text_id: reference('legal-text', { fullRow: true }), order },
    list: {
      columns: ['name', 'legal_text.name', 'subambit.name', 'area.name', 'order'],
      sort: byOrder,
      filters: registerFilters('areaId', 'legalAmbitId', 'subambitId', 'legalScopeId'),
    },
  },
});
