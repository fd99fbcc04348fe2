import { declare } from '../declare';
import { bilingualName, state } from '../fieldShapes';

const SCOPE_KINDS = 'legalRegister.scope_kinds';
// contract/legal's LEGAL_SCOPE_KINDS, written out: that module's code must not reach the login page (a test keeps them equal).
export const LEGAL_SCOPE_KINDS = ['NATIONAL_AND_EUROPEAN', 'AUTONOMOUS_COMMUNITY', 'LOCAL'] as const;

/** Legal management > Legal scopes: national and European, autonomous community or local (spec §2: admin only). */
export default declare({
  name: 'legal-scope',
  history: 'legal_scope',
  menu: { group: 'legal_management', icon: 'Public', position: 1 },
  form: { fields: ['name_spanish', 'name_catalan', 'scope'] },
  pages: {
    fields: { name: bilingualName, scope: state(SCOPE_KINDS, LEGAL_SCOPE_KINDS) },
    list: {
      columns: ['name', 'scope'],
      sort: { field: 'scope', order: 'ASC' },
      filters: [{ source: 'scope', labels: SCOPE_KINDS, choices: LEGAL_SCOPE_KINDS }],
    },
  },
});
