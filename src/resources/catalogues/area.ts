import { declare } from '../declare';
import { bilingualName, byOrder, order } from '../fieldShapes';

/** Legal management > Areas, the register's top level (spec §2: admin only); the legal manager's tree edits them too. */
export default declare({
  name: 'area',
  history: 'area',
  form: { fields: ['name_spanish', 'name_catalan', 'order'] },
  pages: {
    fields: { name: bilingualName, order },
    // `name` is the UI language's name: the API orders by order or by one language's name, not by it.
    list: { columns: ['name', 'order'], sort: byOrder, filters: [] },
  },
});
