import { declare } from '../declare';
import { bilingualName } from '../fieldShapes';

const parts = () => import('../waste/dangerousnessParts');

/** Waste catalogues > Hazard classes (HP1..HP15) and their pictograms (spec §2; admin only). */
export default declare({
  name: 'dangerousness',
  history: 'dangerousness',
  menu: { group: 'waste_catalogues', icon: 'WarningAmber', position: 2 },
  // The pictogram only when a new file is chosen.
  form: { fields: ['name_spanish', 'name_catalan'], files: ['pictogram'] },
  pages: {
    fields: {
      name: bilingualName,
      pictogram: { kind: { kind: 'file' }, fullRow: true, input: () => parts().then((m) => ({ default: m.PictogramInput })) },
    },
    list: {
      columns: [
        { source: 'pictogram', sortable: false, cell: () => parts().then((m) => ({ default: m.PictogramCell })) },
        'name_spanish',
        'name_catalan',
      ],
      sort: { field: 'id', order: 'ASC' },
    },
    editExtra: () => parts().then((m) => ({ default: m.RestoreDefaultPictogram })),
  },
});
