import { declare } from '../declare';
import { text } from '../fieldShapes';

/** Projects > Project ambits (spec §2: /project-ambit, /new, /{projectAmbitId}; admin only). */
export default declare({
  name: 'project-ambit',
  history: 'project_ambit',
  menu: { group: 'projects', icon: 'Category' },
  pages: {
    fields: { name: text({ required: true }) },
    list: { columns: ['name'], sort: { field: 'name', order: 'ASC' } },
    // Only `name` is written (spec §7).
    transformEdit: ({ name }) => ({ name }),
  },
});
