import type { Identifier } from 'react-admin';
import type { PracticeActionState } from '../../contract/aspects';
import type { Page } from '../../contract/paging';
import { isApiError } from './apiError';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';

export interface Named {
  id: number;
  name: string;
}
export interface LifeCycleStage extends Named {
  order: number;
}
export interface Zone extends Named {
  order: number;
  stage: Named;
}
/** An aspect of the catalogue with its vector. */
export interface CatalogueAspect extends Named {
  vector: Named;
}
export interface CenterAspect {
  id: number;
  zone: Named;
  aspect: Named;
  vector: Named;
}
/** A criterion as the server answers it: `name` in the request's language beside both names. */
export interface MethodCriterion {
  key?: string;
  name?: string;
  name_spanish: string;
  name_catalan: string;
  min: number;
  max: number;
}
export interface EvaluationMethod {
  criteria: (MethodCriterion & { key: string; name: string })[];
  formula: 'SUM' | 'PRODUCT';
  threshold: number;
  emergency: { probability: { min: number; max: number }; consequence: { min: number; max: number }; threshold: number };
}
/** The method as sent: criteria added in the browser have no key until the server gives them one. */
export type EditedMethod = Omit<EvaluationMethod, 'criteria'> & { criteria: MethodCriterion[] };
export interface EvaluationPeriodicity {
  aspect_evaluation_months: number | null;
  good_practice_evaluation_months: number | null;
}
export interface NextEvaluationDate {
  last_evaluation_date: string | null;
  next_evaluation_date: string | null;
}
/** An aspect or good-practice evaluation as listed. */
export interface EvaluationSummary {
  id: number;
  date: string;
  is_open: boolean;
}
export type EvaluationKind = 'aspect-evaluation' | 'good-practice-evaluation';
export interface AspectEvaluation extends EvaluationSummary {
  method: EvaluationMethod;
  significant_evaluated_aspect_ids: number[];
}
export type PracticeEvaluation = EvaluationSummary;
export interface AspectEvaluationStage extends Named {
  zones: (Named & { evaluated_aspect_count: number; scored_count: number })[];
}
export interface PracticeEvaluationStage extends Named {
  zones: (Named & { practice_count: number; verified_count: number })[];
}
export interface PracticeEvaluationVector extends Named {
  practice_count: number;
  verified_count: number;
}
export type EvaluatedAspectCondition = 'NORMAL' | 'ABNORMAL' | 'EMERGENCY';
export interface EvaluatedAspect {
  id: number;
  center_aspect_id: number;
  stage: Named;
  zone: Named;
  aspect: Named;
  vector: Named;
  condition: EvaluatedAspectCondition;
  scores: Record<string, number> | null;
  score: number | null;
  threshold: number;
  reaches_threshold: boolean;
  is_significant: boolean;
  observations: string | null;
}
export interface EvaluatedAspectChanges {
  condition: EvaluatedAspectCondition;
  scores: Record<string, number> | null;
  observations: string;
}
/** The last evaluation before this one that scored the same center aspect. */
export interface PreviousEvaluatedAspects {
  evaluation: { id: number; date: string };
  results: EvaluatedAspect[];
}
/** An evaluated aspect as an improvement action's source names it. */
export interface EvaluatedAspectSource {
  aspect: { name: string };
  zone: { name: string };
  evaluation: { id: number; date: string };
}
export interface PracticeToVerify {
  center_practice_id: number;
  center_aspect_id: number;
  practice: Named;
  aspect: Named;
  evaluated_practice: { id: number; state: string; comment: string | null } | null;
}
export interface PracticeVerification {
  center_practice_id: number;
  state: string | undefined;
  comment: string | null;
}
export interface PracticeAction {
  id: number;
  center_practice_id: number;
  evaluated_practice_id: number | null;
  description: string;
  responsible: string;
  due_date: string;
  state: PracticeActionState;
  closing_date: string | null;
  is_overdue: boolean;
  practice: Named;
  aspect: Named;
  zone: Named;
  stage: Named;
  evaluation: { id: number; date: string } | null;
}
export interface PracticeActionChanges {
  description: string;
  responsible: string;
  due_date: string;
  state: PracticeActionState;
  closing_date: string | null;
}
export interface EnvironmentalIndicator {
  id: number;
  center_aspect_id: number;
  stage: Named;
  zone: Named;
  aspect: Named;
  vector: Named;
  indicator: { id: number; name: string; unit: string; frequency: string; last_period: string | null; last_value: number | null };
}
export interface CenterIndicator extends Named {
  unit: string;
}

const EVALUATIONS: Record<EvaluationKind, string> = {
  'aspect-evaluation': '/aspect-evaluations',
  'good-practice-evaluation': '/good-practice-evaluations',
};

/** The environmental aspects module's routes (spec §2, §8): stages, zones, evaluations, practices, indicators. */
export const environmentalAspectsMethods = (client: HttpClient) => {
  const get = <T>(path: string) => client.json<T>(path);
  const send = <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
    client.json<T>(path, { method, body: body as never });
  /** Every page of a list, 50 at a time (spec §7, §9). */
  const all = async <T>(path: string): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const answer = await get<Page<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=50`);
      rows.push(...answer.results);
      if (!answer.next) return rows;
    }
  };
  const download = async (path: string, fallbackName: string) => saveAttachment(await client.send(path), fallbackName);
  const evaluation = (id: Identifier) => `/aspect-evaluations/${id}`;
  const practiceEvaluation = (id: Identifier) => `/good-practice-evaluations/${id}`;
  const vector = (id: Identifier, zoneId: Identifier, vectorId: Identifier) =>
    `${practiceEvaluation(id)}/zones/${zoneId}/vectors/${vectorId}`;
  return {
    // The tree: stages, zones and the aspects and practices in them.
    getAspectCatalogue: () => all<CatalogueAspect>('/aspect'),
    getGoodPracticesOfAspect: (aspectId: Identifier) => all<Named>(`/good-practice?aspectId=${aspectId}`),
    getLifeCycleStages: (centerId: Identifier) => get<Page<LifeCycleStage>>(`/life-cycle-stage?centerId=${centerId}&pageSize=500`),
    createLifeCycleStage: (centerId: Identifier, name: string, order: number) =>
      send('POST', '/life-cycle-stage', { center_id: Number(centerId), name, order }),
    renameLifeCycleStage: (id: Identifier, name: string) => send('PUT', `/life-cycle-stage/${id}`, { name }),
    deleteLifeCycleStage: (id: Identifier) => send('DELETE', `/life-cycle-stage/${id}`),
    getZonesOfStage: (stageId: Identifier) => all<Zone>(`/zone?stageId=${stageId}`),
    getZone: (id: Identifier) => get<Zone>(`/zone/${id}`),
    createZone: (stageId: Identifier, name: string, order: number) => send('POST', '/zone', { stage_id: stageId, name, order }),
    renameZone: (id: Identifier, name: string) => send('PUT', `/zone/${id}`, { name }),
    deleteZone: (id: Identifier) => send('DELETE', `/zone/${id}`),
    getZoneAspects: (zoneId: Identifier) => get<Page<CenterAspect>>(`/zone/${zoneId}/aspects?pageSize=500`),
    saveZoneAspects: (zoneId: Identifier, aspectIds: number[]) => send('PUT', `/zone/${zoneId}/aspects`, { aspect_ids: aspectIds }),
    getCenterAspect: (id: Identifier) => get<CenterAspect>(`/center-aspect/${id}`),
    getCenterAspects: (centerId: Identifier) => all<CenterAspect>(`/center-aspect?centerId=${centerId}`),
    getCenterAspectPractices: (id: Identifier) => get<Page<{ practice: { id: number } }>>(`/center-aspect/${id}/practices`),
    saveCenterAspectPractices: (id: Identifier, goodPracticeIds: number[]) =>
      send('PUT', `/center-aspect/${id}/practices`, { good_practice_ids: goodPracticeIds }),

    // The center's settings: periodicity, method, the next evaluations.
    getEvaluationPeriodicity: (centerId: Identifier) => get<EvaluationPeriodicity>(`/center/${centerId}/evaluation-periodicity`),
    saveEvaluationPeriodicity: (centerId: Identifier, periodicity: EvaluationPeriodicity) =>
      send('PUT', `/center/${centerId}/evaluation-periodicity`, periodicity),
    getAspectEvaluationMethod: (centerId: Identifier) => get<{ method: EvaluationMethod }>(`/center/${centerId}/aspect-evaluation-method`),
    saveAspectEvaluationMethod: (centerId: Identifier, method: EditedMethod) =>
      send<{ method: EvaluationMethod }>('PUT', `/center/${centerId}/aspect-evaluation-method`, { method }),
    getNextEvaluationDate: (centerId: Identifier, kind: EvaluationKind) =>
      get<NextEvaluationDate>(`/center/${centerId}${EVALUATIONS[kind]}/next-evaluation-date`),

    // Evaluations of either kind.
    getEvaluations: (kind: EvaluationKind, centerId: Identifier) => all<EvaluationSummary>(`${EVALUATIONS[kind]}?centerId=${centerId}`),
    createEvaluation: (kind: EvaluationKind, centerId: Identifier, date: string) =>
      send<{ id: number }>('POST', EVALUATIONS[kind], { center_id: Number(centerId), date }),

    // Aspect evaluations.
    getAspectEvaluation: (id: Identifier) => get<AspectEvaluation>(evaluation(id)),
    getAspectEvaluationStages: (id: Identifier) => get<Page<AspectEvaluationStage>>(`${evaluation(id)}/stages`),
    reopenAspectEvaluation: (id: Identifier) => send('POST', `${evaluation(id)}/reopening`),
    closeAspectEvaluation: (id: Identifier, significantIds: number[]) =>
      send('POST', `${evaluation(id)}/closure`, { significant_evaluated_aspect_ids: significantIds }),
    /** The inventory workbook in `language` (the reader's when absent). */
    downloadAspectInventory: (id: Identifier, language?: 'es' | 'ca') =>
      download(`${evaluation(id)}/inventory${language ? `?language=${language}` : ''}`, 'inventory.xlsx'),
    /** Every evaluated aspect of the evaluation (one page of 1000), or of one zone (500). */
    getEvaluatedAspects: (id: Identifier, zoneId?: Identifier) =>
      get<Page<EvaluatedAspect>>(
        zoneId === undefined
          ? `${evaluation(id)}/evaluated-aspects?pageSize=1000`
          : `${evaluation(id)}/evaluated-aspects?zoneId=${zoneId}&pageSize=500`,
      ),
    getEvaluatedAspect: (id: Identifier, evaluatedAspectId: Identifier) =>
      get<EvaluatedAspect>(`${evaluation(id)}/evaluated-aspects/${evaluatedAspectId}`),
    saveEvaluatedAspect: (id: Identifier, evaluatedAspectId: Identifier, changes: EvaluatedAspectChanges) =>
      send('PUT', `${evaluation(id)}/evaluated-aspects/${evaluatedAspectId}`, changes),
    getSignificantAspects: (id: Identifier) => get<Page<EvaluatedAspect>>(`${evaluation(id)}/significant-aspects`),
    /** Null when no earlier evaluation scored the aspect (the server's 404, spec §8). */
    getPreviousEvaluatedAspects: (id: Identifier, centerAspectId: Identifier) =>
      get<PreviousEvaluatedAspects>(`${evaluation(id)}/last-evaluated-aspects-from-same-center-aspect/${centerAspectId}`).catch(
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        },
      ),
    getEvaluatedAspectSource: (evaluatedAspectId: Identifier) => get<EvaluatedAspectSource>(`/evaluated-aspects/${evaluatedAspectId}`),

    // Good-practice evaluations.
    getPracticeEvaluation: (id: Identifier) => get<PracticeEvaluation>(practiceEvaluation(id)),
    getPracticeEvaluationStages: (id: Identifier) => get<Page<PracticeEvaluationStage>>(`${practiceEvaluation(id)}/stages`),
    getPracticeEvaluationVectors: (id: Identifier, zoneId: Identifier) =>
      get<Page<PracticeEvaluationVector>>(`${practiceEvaluation(id)}/zones/${zoneId}/vectors`),
    setPracticeEvaluationOpen: (id: Identifier, isOpen: boolean) => send('POST', `${practiceEvaluation(id)}/open`, { is_open: isOpen }),
    /** The guide in `language` (the reader's when absent). */
    downloadPracticeGuide: (id: Identifier, withFulfilledFields: boolean, language?: 'es' | 'ca') =>
      download(
        `${practiceEvaluation(id)}/guide?withFulfilledFields=${withFulfilledFields}${language ? `&language=${language}` : ''}`,
        'guide.docx',
      ),
    getPracticesToVerify: (id: Identifier, zoneId: Identifier, vectorId: Identifier) =>
      get<Page<PracticeToVerify>>(`${vector(id, zoneId, vectorId)}/practices`),
    saveVerification: (id: Identifier, zoneId: Identifier, vectorId: Identifier, evaluated: PracticeVerification[]) =>
      send('POST', `${vector(id, zoneId, vectorId)}/evaluated-practice-verification`, { evaluated_practices: evaluated }),

    // Practice actions.
    getPracticeActions: (centerId: Identifier, filter: { open?: boolean; goodPracticeEvaluationId?: Identifier } = {}) =>
      all<PracticeAction>(
        `/practice-actions?centerId=${centerId}${filter.open ? '&open=true' : ''}${
          filter.goodPracticeEvaluationId === undefined ? '' : `&goodPracticeEvaluationId=${filter.goodPracticeEvaluationId}`
        }`,
      ),
    getPracticeAction: (id: Identifier) => get<PracticeAction>(`/practice-actions/${id}`),
    createPracticeAction: (changes: PracticeActionChanges & { center_practice_id: number; evaluated_practice_id: number | null }) =>
      send<PracticeAction>('POST', '/practice-actions', changes),
    updatePracticeAction: (id: Identifier, changes: PracticeActionChanges) => send('PUT', `/practice-actions/${id}`, changes),
    deletePracticeAction: (id: Identifier) => send('DELETE', `/practice-actions/${id}`),

    // Indicators of the indicator module that measure the center's aspects.
    getEnvironmentalIndicators: (centerId: Identifier, of: { centerAspectId?: Identifier; indicatorId?: Identifier } = {}) =>
      all<EnvironmentalIndicator>(
        `/environmental-indicators?centerId=${centerId}${of.centerAspectId === undefined ? '' : `&centerAspectId=${of.centerAspectId}`}${
          of.indicatorId === undefined ? '' : `&indicatorId=${of.indicatorId}`
        }`,
      ),
    getCenterIndicators: (centerId: Identifier) => all<CenterIndicator>(`/indicator?centerId=${centerId}`),
    linkEnvironmentalIndicator: (centerAspectId: Identifier, indicatorId: Identifier) =>
      send('POST', '/environmental-indicators', { center_aspect_id: Number(centerAspectId), indicator_id: Number(indicatorId) }),
    unlinkEnvironmentalIndicator: (id: Identifier) => send('DELETE', `/environmental-indicators/${id}`),
  };
};
export type EnvironmentalAspectsMethods = ReturnType<typeof environmentalAspectsMethods>;
