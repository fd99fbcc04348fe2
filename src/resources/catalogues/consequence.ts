import { declare } from '../declare';
import { bilingualName, reference, state } from '../fieldShapes';

// contract/risks' CONSEQUENCE_TYPES, written out: that module's matrix code must not reach the login page (a test keeps them equal).
export const CONSEQUENCE_TYPES = ['RISK', 'OPPORTUNITY'] as const;

/** Risk catalogues > Consequences: a risk or an opportunity of a question (spec §2, §6: admin only). */
export default declare({
  name: 'consequence',
  history: 'risk_consequence',
  menu: { group: 'risk_catalogues', icon: 'CallSplit', position: 4 },
  form: { json: true, referenceIds: { question_id: 'question' } },
  pages: {
    fields: { name: bilingualName, question_id: reference('question'), type: state('risks.types', CONSEQUENCE_TYPES) },
    list: {
      columns: ['name', { source: 'type', cell: () => import('../risk-catalogues/TypeCell') }, 'question.name'],
      sort: { field: 'id', order: 'ASC' },
      filters: [
        { source: 'questionId', reference: 'question', label: 'resources.consequence.fields.question', width: 280 },
        { source: 'type', labels: 'risks.types', choices: CONSEQUENCE_TYPES },
      ],
    },
  },
});
