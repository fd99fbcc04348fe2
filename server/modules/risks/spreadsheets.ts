import type { MatrixSettings } from '../../../contract/risks';
import type { SpreadsheetColumn } from '../../lib/spreadsheet';
import type { presentEvaluation } from './evaluation-queries';

// The columns of the center's risks and opportunities spreadsheet; levels named by the center's matrix.

type Item = ReturnType<typeof presentEvaluation>;

export function evaluationColumns(matrix: MatrixSettings): SpreadsheetColumn<Item>[] {
  const label = (level: string | undefined) =>
    level === 'HIGH' ? matrix.high_label : level === 'MEDIUM' ? matrix.medium_label : level === 'LOW' ? matrix.low_label : null;
  const f = (key: string) => `risks.fields.${key}`;
  return [
    { header: f('year'), fallback: 'Year', value: (e) => e.round.year, width: 8 },
    { header: f('process'), fallback: 'Process', value: (e) => e.process.name, width: 30 },
    { header: f('question'), fallback: 'Question', value: (e) => e.question.name, width: 40 },
    { header: f('consequence'), fallback: 'Consequence', value: (e) => e.consequence.name, width: 40 },
    {
      header: f('type'),
      fallback: 'Type',
      value: (e) => e.consequence.type,
      width: 14,
      kind: { kind: 'state', labels: 'risks.types' },
    },
    { header: f('probability'), fallback: 'Probability / value', value: (e) => e.probability, width: 10 },
    { header: f('impact'), fallback: 'Impact / effort', value: (e) => e.impact, width: 10 },
    { header: f('inherent_score'), fallback: 'Inherent score', value: (e) => e.inherent.score, width: 10 },
    { header: f('inherent_level'), fallback: 'Inherent level', value: (e) => label(e.inherent.level), width: 12 },
    {
      header: f('treatment'),
      fallback: 'Treatment',
      value: (e) => e.treatment,
      width: 14,
      kind: { kind: 'state', labels: 'risks.treatments' },
    },
    { header: f('planned_action'), fallback: 'Planned action', value: (e) => e.planned_action, width: 40 },
    { header: f('responsible'), fallback: 'Responsible', value: (e) => e.responsible, width: 20 },
    {
      header: f('due_date'),
      fallback: 'Due date',
      value: (e) => (e.due_date ? new Date(`${e.due_date}T00:00:00Z`) : null),
      width: 12,
    },
    { header: f('residual_score'), fallback: 'Residual score', value: (e) => e.residual?.score ?? null, width: 10 },
    { header: f('residual_level'), fallback: 'Residual level', value: (e) => label(e.residual?.level), width: 12 },
    {
      header: f('review_status'),
      fallback: 'Review',
      value: (e) => e.review_status,
      width: 12,
      kind: { kind: 'state', labels: 'risks.review' },
    },
  ];
}
