import { declare } from '../declare';
import { stateKind, text } from '../fieldShapes';
import { TREATMENT_CODES } from '../waste/types';

/** Waste catalogues > Treatments: a recovery (R) or elimination (D) operation (spec §2; admin only). */
export default declare({
  name: 'treatment',
  history: 'treatment',
  menu: { group: 'waste_catalogues', icon: 'Recycling', position: 3 },
  form: { fields: ['name', 'type'] },
  recordRepresentation: (record) => `${record.type} ${record.name}`,
  pages: {
    fields: {
      name: text({ required: true }),
      type: text({ required: true, choices: TREATMENT_CODES, helperText: 'resources.treatment.helpers.type' }),
    },
    list: {
      columns: ['name', 'type', { source: 'kind', kind: stateKind('resources.treatment.kinds'), sortable: false }],
      sort: { field: 'name', order: 'ASC' },
    },
  },
});
