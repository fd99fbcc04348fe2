import { email, regex } from 'react-admin';
import { declare, type MenuPlacement } from '../declare';
import { reference, text } from '../fieldShapes';
import { NIMA_PATTERN } from './types';

// Spec §5: creation drops empty-string fields; an update drops undefined ones.
const dropEmpty = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== null && value !== undefined));
const dropUndefined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/** Carriers and managers share their shape (spec §3) and their pages; their texts are the carrier's. */
export const residueParty = (name: 'residue-carrier' | 'residue-manager', menu: MenuPlacement) =>
  declare({
    name,
    history: name.replace('-', '_'),
    menu,
    form: { json: true, referenceIds: { residue_ids: 'residues' } },
    pages: {
      fields: {
        name: text({ required: true }),
        code: text({ required: true, helperText: 'resources.residue-carrier.helpers.code' }),
        email: text({ required: true, validate: email(), inputType: 'email' }),
        phone_number: text(),
        nima: text({
          validate: regex(NIMA_PATTERN, 'resources.residue-carrier.validation.nima'),
          helperText: 'resources.residue-carrier.helpers.nima',
        }),
        authorisation_expiry: { kind: { kind: 'date' }, helperText: 'resources.residue-carrier.helpers.authorisation_expiry' },
        address: text({ fullRow: true }),
        residue_ids: reference('residue', {
          many: true,
          required: false,
          perPage: 100,
          fullRow: true,
          optionText: (residue) => `${residue.ler_code} ${residue.name}`,
        }),
      },
      list: {
        columns: [
          'name',
          'code',
          'nima',
          'email',
          'authorisation_expiry',
          {
            source: 'is_authorisation_expired',
            sortable: false,
            cell: () => import('./wasteCells').then((m) => ({ default: m.AuthorisationExpiredCell })),
          },
        ],
        sort: { field: 'name', order: 'ASC' },
      },
      defaults: { residue_ids: [] },
      transformCreate: dropEmpty,
      transformEdit: dropUndefined,
    },
  });
