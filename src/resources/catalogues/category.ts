import { declare } from '../declare';
import { bilingualName } from '../fieldShapes';

/** Risk catalogues > Categories of the questions (spec §2, §6: admin only). */
export default declare({
  name: 'category',
  history: 'risk_category',
  menu: { group: 'risk_catalogues', icon: 'Category', position: 2 },
  pages: {
    fields: { name: bilingualName },
    list: { columns: ['name', 'name_spanish', 'name_catalan'], sort: { field: 'name_spanish', order: 'ASC' } },
  },
});
