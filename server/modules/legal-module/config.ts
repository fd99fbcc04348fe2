import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { paginateCounted, pageWindow } from '../../lib/paging';
import { answers } from '../../lib/wire';
import { saveSelection, selectedScopes, selectedSubambits, selectionRequirements } from './config-queries';
import { inCenter } from './route-config';
import { parseIdList, SelectedScopes, SelectedSubambit, SelectionQuery, SelectionRequirementPage, SelectionWrite } from './schemas';
import { adminsOnly } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

const tags = ['Legal requirement module'];
const base = '/api/legal-requirement-module/:centerId/config';

export const configRoutes: RegisterModule = (app, { db }) => {
  app.get(
    `${base}/selected-subambits`,
    { config: inCenter(adminsOnly, 'read'), schema: { tags, params: CenterParams, response: answers(Type.Array(SelectedSubambit)) } },
    (request) => selectedSubambits(db, request, request.params.centerId),
  );

  app.get(
    `${base}/selected-legal-scopes`,
    { config: inCenter(adminsOnly, 'read'), schema: { tags, params: CenterParams, response: answers(SelectedScopes) } },
    (request) => selectedScopes(db, request, request.params.centerId),
  );

  // The requirements a tentative selection implies, each saying whether the center marked it not applicable.
  app.get(
    `${base}/selected-legal-requirements`,
    {
      config: inCenter(adminsOnly, 'read'),
      schema: { tags, params: CenterParams, querystring: SelectionQuery, response: answers(SelectionRequirementPage) },
    },
    async (request) => {
      const requirements = await selectionRequirements(
        db,
        request.params.centerId,
        parseIdList(request.query.selectedSubambitIds),
        parseIdList(request.query.selectedLegalScopeIds),
      );
      return paginateCounted(
        request,
        pageWindow(request.query),
        requirements.page,
        (rows) => requirements.present(request, rows),
        requirements.count,
      );
    },
  );

  app.post(
    base,
    { config: inCenter(adminsOnly, 'write'), schema: { tags, params: CenterParams, body: SelectionWrite } },
    async (request) => {
      const body = request.body;
      const notApplicable = body.not_applicable_legal_requirement_ids ?? [];
      const evidences = await saveSelection(db, request.params.centerId, {
        subambitIds: body.subambit_ids,
        scopeIds: body.legal_scope_ids,
        notApplicable,
      });
      return {
        subambit_ids: body.subambit_ids,
        legal_scope_ids: body.legal_scope_ids,
        not_applicable_legal_requirement_ids: notApplicable,
        evidences,
      };
    },
  );
};
