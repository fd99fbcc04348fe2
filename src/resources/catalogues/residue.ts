import { regex } from 'react-admin';
import { declare } from '../declare';
import { bilingualName, reference, text } from '../fieldShapes';
import { LER_PATTERN } from '../waste/types';

const FLAGS = [
  'does_collection_plan_need_previous_notification',
  'does_collection_plan_need_treatment_contract',
  'does_residue_collection_need_collection_document',
  'does_residue_collection_need_delivery_note',
] as const;

/** A hazardous LER code (ending in *) needs at least one hazard class: the API answers the same. */
const hazardNeedsClass = (ids: unknown, values: { ler_code?: string }) =>
  values.ler_code?.trim().endsWith('*') && !(Array.isArray(ids) && ids.length) ? 'resources.residue.validation.hazard_class' : undefined;

const cells = () => import('../waste/wasteCells');

/** Waste catalogues > Residues by LER code, their hazard classes and what their plans and collections need (spec §2; admin only). */
export default declare({
  name: 'residue',
  history: 'residue',
  menu: { group: 'waste_catalogues', icon: 'Science', position: 1 },
  form: { json: true, referenceIds: { dangerousness_ids: 'dangerousnesses' } },
  recordRepresentation: (record) => `${record.ler_code} ${record.name}`,
  pages: {
    fields: {
      name: bilingualName,
      ler_code: text({
        required: true,
        validate: regex(LER_PATTERN, 'resources.residue.validation.ler_code'),
        helperText: 'resources.residue.helpers.ler_code',
      }),
      dangerousness_ids: reference('dangerousness', {
        many: true,
        required: false,
        perPage: 50,
        sort: { field: 'id', order: 'ASC' },
        validate: hazardNeedsClass,
        helperText: 'resources.residue.helpers.dangerousness_ids',
      }),
      ...Object.fromEntries(FLAGS.map((flag) => [flag, { kind: { kind: 'boolean' }, fullRow: true }] as const)),
    },
    list: {
      columns: [
        'ler_code',
        'name',
        { source: 'is_hazardous', sortable: false, cell: () => cells().then((m) => ({ default: m.HazardousCell })) },
        { source: 'dangerousnesses', sortable: false, cell: () => cells().then((m) => ({ default: m.HazardClassesCell })) },
      ],
      sort: { field: 'ler_code', order: 'ASC' },
    },
    defaults: { dangerousness_ids: [], ...Object.fromEntries(FLAGS.map((flag) => [flag, false])) },
  },
});
