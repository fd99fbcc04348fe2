import { Type } from 'typebox';
import { methodFor } from '../../../contract/aspects';
import type { RegisterModule } from '../../lib/api';
import { settingsOf } from './center-context';
import { aspectTenancy } from './route-config';
import { answers } from '../../lib/wire';
import { CenterMethod, MethodWrite, Months, NextEvaluationDate, Periodicity } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';
import {
  nextAspectEvaluationDate,
  nextGoodPracticeEvaluationDate,
  periodicityOf,
  saveAspectSettings,
  saveEvaluationMethod,
  type MethodInput,
} from './center-settings-queries';

// The center's aspect settings: the evaluation method, the periods, the next evaluation dates. The SQL and the method's
// rules are in center-settings-queries.ts.

const tags = ['Environmental aspects'];

export const centerSettingsRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/center/:centerId/aspect-evaluation-method',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(CenterMethod) },
    },
    async (request) => ({
      center_id: request.params.centerId,
      method: methodFor((await settingsOf(db, request.params.centerId)).method, request.language),
    }),
  );
  app.put(
    '/api/center/:centerId/aspect-evaluation-method',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.center('write') },
      schema: { tags, params: CenterParams, body: Type.Object({ method: MethodWrite }), response: answers(CenterMethod) },
    },
    async (request) => {
      const method = await saveEvaluationMethod(db, request.params.centerId, request.body.method as MethodInput);
      return { center_id: request.params.centerId, method: methodFor(method, request.language) };
    },
  );

  app.get(
    '/api/center/:centerId/evaluation-periodicity',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(Periodicity) },
    },
    (request) => periodicityOf(db, request.params.centerId),
  );
  app.put(
    '/api/center/:centerId/evaluation-periodicity',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.center('write') },
      schema: {
        tags,
        params: CenterParams,
        body: Type.Object({ aspect_evaluation_months: Months(), good_practice_evaluation_months: Months() }),
        response: answers(Periodicity),
      },
    },
    async (request) => {
      await saveAspectSettings(db, request.params.centerId, {
        aspectEvaluationMonths: request.body.aspect_evaluation_months,
        goodPracticeEvaluationMonths: request.body.good_practice_evaluation_months,
      });
      return periodicityOf(db, request.params.centerId);
    },
  );

  app.get(
    '/api/center/:centerId/aspect-evaluations/next-evaluation-date',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(NextEvaluationDate) },
    },
    (request) => nextAspectEvaluationDate(db, request.params.centerId),
  );
  app.get(
    '/api/center/:centerId/good-practice-evaluations/next-evaluation-date',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(NextEvaluationDate) },
    },
    (request) => nextGoodPracticeEvaluationDate(db, request.params.centerId),
  );
};
