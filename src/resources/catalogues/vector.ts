import { declare } from '../declare';
import { bilingualName, byOrder, order } from '../fieldShapes';

/** Environmental aspects catalogue (spec §2: /vector, /new, /{id}; admin only). */
export default declare({
  name: 'vector',
  history: 'vector',
  menu: { group: 'environmental_aspects', icon: 'Air', position: 1 },
  pages: {
    fields: { name: bilingualName, order },
    list: { columns: ['name', 'order'], sort: byOrder },
  },
});
