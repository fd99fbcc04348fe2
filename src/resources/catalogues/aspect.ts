import { declare } from '../declare';
import { bilingualName, byOrder, order, reference } from '../fieldShapes';

/** Environmental aspects catalogue: each aspect under its vector (spec §2: /aspect, /new, /{id}; admin only). */
export default declare({
  name: 'aspect',
  history: 'aspect',
  menu: { group: 'environmental_aspects', icon: 'EnergySavingsLeaf', position: 2 },
  // JSON records; the form edits the vector's id.
  form: { json: true, referenceIds: { vector_id: 'vector' } },
  pages: {
    fields: { name: bilingualName, vector_id: reference('vector', { sort: byOrder }), order },
    list: { columns: ['name', 'vector.name', 'order'], sort: byOrder },
  },
});
