import { BULLETINS, LEGAL_TEXT_STATES } from '../../../contract/legal-changes';
import { declare } from '../declare';
import { byOrder, reference, registerFilters, state, text } from '../fieldShapes';
import { effectiveAfterPublication, eliAddress, https, referenceInForm, repealDate } from '../legal-text/identityRules';

const date = { kind: { kind: 'date' } } as const;

/**
 * Legal management > Legal texts: a norm, its scope and subambit, the articles it cites (spec §2: admin only), and its
 * identity (issue 36): official reference in its bulletin's form, dates, state and consolidated text.
 */
export default declare({
  name: 'legal-text',
  history: 'legal_text',
  menu: { group: 'legal_management', icon: 'Gavel', position: 2 },
  form: { json: true, referenceIds: { legal_scope_id: 'legal_scope', subambit_id: 'subambit' } },
  pages: {
    fields: {
      name: text({ required: true, fullRow: true }),
      legal_scope_id: reference('legal-scope', { sort: { field: 'scope', order: 'ASC' } }),
      subambit_id: reference('subambit', { sort: byOrder }),
      // Articles or links, one per row: the API keeps `texts` as a list of strings.
      texts: text({ fullRow: true, input: () => import('../legal-text/CitedTextsInput') }),
      bulletin: state('legalChanges.bulletin', BULLETINS, { required: false }),
      official_reference: text({ validate: referenceInForm }),
      publication_date: date,
      effective_date: { ...date, validate: effectiveAfterPublication },
      state: state('legalChanges.state', LEGAL_TEXT_STATES, { defaultValue: 'IN_FORCE' }),
      state_date: { ...date, validate: repealDate },
      changed_by_text: text({ fullRow: true }),
      consolidated_url: text({ inputType: 'url', validate: https }),
      eli_url: text({ inputType: 'url', validate: eliAddress }),
    },
    list: {
      columns: ['name', 'official_reference', 'state', 'legal_scope.name', 'subambit.name', 'legal_ambit.name', 'area.name'],
      sort: { field: 'name', order: 'ASC' },
      filters: [
        ...registerFilters('areaId', 'legalAmbitId', 'subambitId', 'legalScopeId'),
        { source: 'state', labels: 'legalChanges.state', choices: LEGAL_TEXT_STATES },
      ],
    },
    show: () => import('../legal-text/LegalTextShow'),
  },
});
