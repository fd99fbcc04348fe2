import { declare } from '../declare';
import { bilingualName, byOrder, order, reference, registerFilters } from '../fieldShapes';

/** Subambits, the register level under a legal ambit (spec §2: admin only). */
export default declare({
  name: 'subambit',
  history: 'subambit',
  form: { fields: ['name_spanish', 'name_catalan', 'order', 'legal_ambit_id'], referenceIds: { legal_ambit_id: 'legal_ambit' } },
  pages: {
    fields: { name: bilingualName, legal_ambit_id: reference('legal-ambit', { sort: byOrder }), order },
    list: {
      columns: ['name', 'legal_ambit.name', 'area.name', 'order'],
      sort: byOrder,
      filters: registerFilters('areaId', 'legalAmbitId'),
    },
  },
});
