import { declare } from '../declare';
import { bilingualName } from '../fieldShapes';

/** Risk catalogues > Ambits of risks and opportunities (spec §2, §6: admin only). */
export default declare({
  name: 'risk-opportunity-ambit',
  history: 'risk_opportunity_ambit',
  menu: { group: 'risk_catalogues', icon: 'Layers', position: 1 },
  pages: {
    fields: { name: bilingualName },
    list: { columns: ['name', 'name_spanish', 'name_catalan'], sort: { field: 'name_spanish', order: 'ASC' } },
  },
});
