import { declare } from '../declare';
import { bilingualName, reference } from '../fieldShapes';

/** Risk catalogues > Questions, each of an ambit and a category (spec §2, §6: admin only). */
export default declare({
  name: 'question',
  history: 'risk_question',
  menu: { group: 'risk_catalogues', icon: 'HelpOutline', position: 3 },
  // JSON records whose form edits the nested references by id.
  form: { json: true, referenceIds: { ambit_id: 'ambit', category_id: 'category' } },
  pages: {
    fields: { name: bilingualName, ambit_id: reference('risk-opportunity-ambit'), category_id: reference('category') },
    list: {
      columns: ['name', 'ambit.name', 'category.name'],
      sort: { field: 'id', order: 'ASC' },
      filters: [
        { source: 'ambitId', reference: 'risk-opportunity-ambit', label: 'resources.question.fields.ambit', width: 220 },
        { source: 'categoryId', reference: 'category', label: 'resources.question.fields.category', width: 220 },
      ],
    },
  },
});
