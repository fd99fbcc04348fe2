import { MATRIX_PRESETS } from '../../contract/risks';
import type { Database } from '../db/client';
import {
  centerModules,
  improvementActions,
  riskEvaluationRounds,
  riskEvaluations,
  riskMatrices,
  riskProcesses,
  riskProcessQuestions,
} from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';

// Risks and opportunities and improvement actions for the demo: the seeded catalogue (migration risks_audit:
// questions 1-6, consequences 1-10), a matrix per center, last year's evaluation and this year's re-evaluation
// half reviewed, and actions in every status, one started from a high risk.

const matrixValues = (preset: keyof typeof MATRIX_PRESETS, catalan: boolean) => {
  const m = MATRIX_PRESETS[preset];
  return {
    size: m.size,
    mediumFrom: m.medium_from,
    highFrom: m.high_from,
    lowColour: m.low_colour,
    mediumColour: m.medium_colour,
    highColour: m.high_colour,
    lowLabel: catalan ? 'Baix' : 'Bajo',
    mediumLabel: catalan ? 'Mitjà' : 'Medio',
    highLabel: catalan ? 'Alt' : 'Alto',
  };
};

export async function seedRiskDemo(
  tx: Database,
  centers: { centerId: number; catalan: boolean; preset: keyof typeof MATRIX_PRESETS; responsibleUserId: number }[],
) {
  const today = todayInSpain();
  const year = Number(today.slice(0, 4));
  for (const { centerId, catalan, preset, responsibleUserId } of centers) {
    const big = preset === '5x5';
    await tx.insert(centerModules).values([
      { centerId, module: 'risk-opportunity', isActive: true },
      { centerId, module: 'improvement', isActive: true },
    ]);
    await tx.insert(riskMatrices).values({ centerId, ...matrixValues(preset, catalan) });
    const [production, maintenance, warehouse] = await tx
      .insert(riskProcesses)
      .values([
        {
          centerId,
          name: catalan ? 'Producció' : 'Producción',
          description: catalan ? 'Línia de pintura i assecatge' : 'Línea de pintura y secado',
        },
        { centerId, name: catalan ? 'Manteniment' : 'Mantenimiento', description: null },
        { centerId, name: catalan ? 'Magatzem i compres' : 'Almacén y compras', description: null },
      ])
      .returning();
    const config: [number, number][] = [
      [production!.id, 1],
      [production!.id, 3],
      [production!.id, 4],
      [maintenance!.id, 2],
      [maintenance!.id, 6],
      [warehouse!.id, 5],
      [warehouse!.id, 1],
    ];
    await tx.insert(riskProcessQuestions).values(config.map(([processId, questionId]) => ({ centerId, processId, questionId })));

    const [previous, current] = await tx
      .insert(riskEvaluationRounds)
      .values([
        { centerId, year: year - 1 },
        { centerId, year },
      ])
      .returning();
    const s = (value: number) => (big ? value : Math.max(1, Math.ceil((value * 3) / 5)));
    const items = [
      {
        processId: production!.id,
        consequenceId: 1,
        probability: s(4),
        impact: s(4),
        treatment: 'MITIGATE',
        plannedAction: catalan ? 'Formació en etiquetatge de residus' : 'Formación en etiquetado de residuos',
        residualProbability: s(2),
        residualImpact: s(3),
      },
      {
        processId: production!.id,
        consequenceId: 2,
        probability: s(4),
        impact: s(2),
        treatment: 'PURSUE',
        plannedAction: catalan ? 'Provar pintures de base aquosa' : 'Probar pinturas al agua',
      },
      {
        processId: production!.id,
        consequenceId: 4,
        probability: s(3),
        impact: s(3),
        treatment: 'MITIGATE',
        plannedAction: catalan ? 'Auditoria energètica' : 'Auditoría energética',
      },
      { processId: production!.id, consequenceId: 6, probability: s(2), impact: s(5), treatment: 'AVOID' },
      { processId: maintenance!.id, consequenceId: 3, probability: s(3), impact: s(4), treatment: 'TRANSFER' },
      { processId: maintenance!.id, consequenceId: 9, probability: s(2), impact: s(2), treatment: 'ACCEPT' },
      { processId: warehouse!.id, consequenceId: 8, probability: s(2), impact: s(3), treatment: 'MITIGATE' },
    ];
    const last = await tx
      .insert(riskEvaluations)
      .values(
        items.map((item) => ({
          centerId,
          roundId: previous!.id,
          ...item,
          responsible: catalan ? 'Laura Puig' : 'Laura Puig',
          reviewStatus: 'NEW',
        })),
      )
      .returning();
    // This year's re-evaluation: copied, three reviewed (one changed), the others still to review, one new.
    const copies = await tx
      .insert(riskEvaluations)
      .values(
        last.map((row, index) => {
          const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
          const modified = index === 2;
          return {
            ...rest,
            roundId: current!.id,
            previousEvaluationId: row.id,
            reviewStatus: index < 2 ? 'UNCHANGED' : modified ? 'MODIFIED' : 'PENDING',
            ...(modified ? { probability: s(4), impact: s(4) } : {}),
          };
        }),
      )
      .returning();
    await tx.insert(riskEvaluations).values({
      centerId,
      roundId: current!.id,
      processId: production!.id,
      consequenceId: 5,
      probability: s(3),
      impact: s(2),
      treatment: 'PURSUE',
      plannedAction: catalan ? 'Estudi de plaques fotovoltaiques' : 'Estudio de placas fotovoltaicas',
      reviewStatus: 'NEW',
    });

    const highRisk = copies[0]!;
    await tx.insert(improvementActions).values([
      {
        centerId,
        type: 'CORRECTIVE',
        origin: 'RISK',
        sourceTable: 'risk_evaluation',
        sourceId: highRisk.id,
        description: catalan
          ? 'Bidons de residus perillosos sense etiquetar al magatzem'
          : 'Bidones de residuos peligrosos sin etiquetar en el almacén',
        rootCause: catalan ? 'El personal nou no coneix el procediment' : 'El personal nuevo no conoce el procedimiento',
        action: catalan ? 'Etiquetar els bidons i formar el personal' : 'Etiquetar los bidones y formar al personal',
        responsibleId: responsibleUserId,
        dueDate: addDays(today, 5),
        reminderDays: 7,
        status: 'IN_PROGRESS',
      },
      {
        centerId,
        type: 'PREVENTIVE',
        origin: 'AUDIT',
        description: catalan ? 'Auditoria interna: registre cronològic incomplet' : 'Auditoría interna: registro cronológico incompleto',
        action: catalan ? 'Revisar el registre cada mes' : 'Revisar el registro cada mes',
        responsibleId: responsibleUserId,
        dueDate: addDays(today, 45),
        status: 'OPEN',
      },
      {
        centerId,
        type: 'CORRECTIVE',
        origin: 'COMPLAINT',
        description: catalan ? 'Queixa veïnal per olors de dissolvent' : 'Queja vecinal por olores de disolvente',
        rootCause: catalan ? 'Filtre de carbó actiu saturat' : 'Filtro de carbón activo saturado',
        action: catalan ? 'Canviar el filtre i fixar-ne la revisió trimestral' : 'Cambiar el filtro y fijar su revisión trimestral',
        responsibleId: responsibleUserId,
        dueDate: addDays(today, -20),
        status: 'CLOSED',
        closingDate: addDays(today, -25),
        checkedById: responsibleUserId,
        checkedOn: addDays(today, -10),
        effective: true,
        effectivenessComment: catalan ? 'Cap queixa nova en dos mesos' : 'Ninguna queja nueva en dos meses',
      },
    ]);
  }
}
