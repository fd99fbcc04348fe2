import { declare } from '../declare';
import { bilingualName, byOrder, order, reference, registerFilters } from '../fieldShapes';

/** Legal ambits, the register level under an area (spec §2: admin only). */
export default declare({
  name: 'legal-ambit',
  history: 'legal_ambit',
  form: { fields: ['name_spanish', 'name_catalan', 'order', 'area_id'], referenceIds: { area_id: 'area' } },
  pages: {
    fields: { name: bilingualName, area_id: reference('area', { sort: byOrder }), order },
    list: { columns: ['name', 'area.name', 'order'], sort: byOrder, filters: registerFilters('areaId') },
  },
});
