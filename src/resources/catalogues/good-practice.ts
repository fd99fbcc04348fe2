import { declare } from '../declare';
import { bilingualName, byOrder, order, reference } from '../fieldShapes';

/** Environmental aspects catalogue: good practices and the aspects they address (spec §2: /good-practice; admin only). */
export default declare({
  name: 'good-practice',
  history: 'good_practice',
  menu: { group: 'environmental_aspects', icon: 'Checklist', position: 3 },
  pages: {
    fields: { name: bilingualName, aspect_ids: reference('aspect', { many: true, required: false, sort: byOrder, perPage: 200 }), order },
    list: { columns: ['name', 'order'], sort: byOrder },
  },
});
