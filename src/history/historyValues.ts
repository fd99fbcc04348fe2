// The translations that word each table's coded values (a state, a type) in the change history.

/** table -> column -> catalogue prefix whose keys are the codes, e.g. projects.states.FINISHED. */
const CODED_COLUMNS: Record<string, Record<string, string>> = {
  evidence: { state: 'legalModule.states' },
  evaluated_aspect: { condition: 'aspects.conditions' },
  evaluated_practice: { state: 'aspects.states' },
  practice_action: { state: 'aspects.practice_action.states' },
  project: { state: 'projects.states' },
  task: { status: 'projects.task_status' },
  risk_consequence: { type: 'risks.types' },
  risk_evaluation: { treatment: 'risks.treatments', review_status: 'risks.review' },
  improvement_action: { status: 'improvement.statuses', type: 'improvement.types', origin: 'improvement.origins' },
  collection_plan: { type: 'waste.plan_types' },
  enterprise_document: { category: 'enterpriseDocuments.categories' },
  indicator: { frequency: 'indicators.frequencies', direction: 'indicators.directions', source: 'indicators.sources' },
  indicator_analysis: { conclusion: 'indicators.conclusions' },
  indicator_threshold: { level: 'indicators.levels' },
  indicator_action: { status: 'indicators.action_statuses' },
};

/** The translation key of a coded value, when the table's column has one. */
export const codedValueKey = (table: string, column: string, code: string): string | undefined => {
  const prefix = CODED_COLUMNS[table]?.[column];
  return prefix === undefined ? undefined : `${prefix}.${code}`;
};
