import type { Database } from '../db/client';
import {
  centerModules,
  dddConfigurations,
  dddServices,
  indicatorActions,
  indicatorAnalyses,
  indicatorMeasurements,
  indicatorProcesses,
  indicators,
  indicatorTargets,
  indicatorThresholds,
} from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';

/**
 * Indicators (three years of monthly water use against a target, ranges, an analysis and its action, a computed
 * legal-compliance indicator) for the Catalan plant; a pest-control plan with services (one overdue) for Santoña.
 * Enterprise documents are seeded by documents.ts (the module is switched on here).
 */
export async function seedIndicatorsDemo(
  db: Database,
  { indicatorCenterId, dddCenterId, responsibleUserId }: { indicatorCenterId: number; dddCenterId: number; responsibleUserId: number },
) {
  await db
    .insert(centerModules)
    .values([
      { centerId: indicatorCenterId, module: 'indicator', isActive: true },
      { centerId: indicatorCenterId, module: 'document', isActive: true },
    ])
    .onConflictDoNothing();
  const [process] = await db
    .insert(indicatorProcesses)
    .values({ centerId: indicatorCenterId, name: 'Producció', description: 'Fabricació de resines' })
    .returning();
  const [water] = await db
    .insert(indicators)
    .values([
      {
        centerId: indicatorCenterId,
        processId: process!.id,
        name: 'Consum d’aigua per tona',
        description: 'm³ d’aigua / t de producte',
        unit: 'm³/t',
        frequency: 'MONTHLY',
        direction: 'LOWER_IS_BETTER',
        responsibleUserId,
      },
      {
        centerId: indicatorCenterId,
        processId: process!.id,
        name: 'Compliment legal',
        unit: '%',
        frequency: 'QUARTERLY',
        direction: 'HIGHER_IS_BETTER',
        source: 'FULFILLED_EVIDENCES',
      },
    ])
    .returning();
  const thisYear = Number(todayInSpain().slice(0, 4));
  const values = [];
  for (const year of [thisYear - 3, thisYear - 2, thisYear - 1]) {
    for (let month = 1; month <= 12; month++) {
      const value = Math.round((3.8 - (year - thisYear + 3) * 0.25 + Math.sin(month / 2) * 0.3) * 100) / 100;
      values.push({ centerId: indicatorCenterId, indicatorId: water!.id, period: `${year}-${String(month).padStart(2, '0')}`, value });
    }
  }
  await db.insert(indicatorMeasurements).values(values);
  await db.insert(indicatorTargets).values(
    [thisYear - 2, thisYear - 1, thisYear].map((year, i) => ({
      centerId: indicatorCenterId,
      indicatorId: water!.id,
      year,
      value: 3.5 - i * 0.2,
      baseline: 3.8,
    })),
  );
  await db.insert(indicatorThresholds).values([
    { centerId: indicatorCenterId, indicatorId: water!.id, name: 'Objectiu', level: 'GOOD', minValue: null, maxValue: 3.2 },
    { centerId: indicatorCenterId, indicatorId: water!.id, name: 'Vigilar', level: 'WARNING', minValue: 3.2, maxValue: 3.8 },
    { centerId: indicatorCenterId, indicatorId: water!.id, name: 'Excés', level: 'BAD', minValue: 3.8, maxValue: null },
  ]);
  const [analysis] = await db
    .insert(indicatorAnalyses)
    .values({
      centerId: indicatorCenterId,
      indicatorId: water!.id,
      period: `${thisYear - 1}-12`,
      text: 'El consum baixa però l’estiu supera el rang de vigilància.',
      conclusion: 'AT_RISK',
    })
    .returning();
  await db.insert(indicatorActions).values({
    centerId: indicatorCenterId,
    indicatorId: water!.id,
    analysisId: analysis!.id,
    what: 'Recircular l’aigua de refrigeració',
    who: 'Cap de manteniment',
    dueDate: `${thisYear}-06-30`,
    status: 'IN_PROGRESS',
  });

  const today = todayInSpain();
  await db.insert(dddConfigurations).values({
    centerId: dddCenterId,
    providerName: 'Plagas Cantabria SL',
    providerRegistrationNumber: 'ROESB 0456-CAN-SB',
    providerContact: '942 000 000 · info@plagascantabria.example',
    frequencies: { RODENT_CONTROL: 90, INSECT_CONTROL: 90, LEGIONELLA_PREVENTION: 180 },
    points: [
      { code: 'C1', kind: 'BAIT', location: 'Muelle de carga' },
      { code: 'C2', kind: 'BAIT', location: 'Almacén de materias primas' },
      { code: 'T1', kind: 'TRAP', location: 'Cocina' },
    ],
  });
  const product = {
    name: 'Brodifacoum 0,0025 % bloque',
    registration_number: 'ES/RM-2020-14-00123',
    product_type: 'TP14',
    dose: '20 g por punto',
    batch: 'L2301',
  };
  await db.insert(dddServices).values([
    {
      centerId: dddCenterId,
      serviceDate: addDays(today, -120),
      treatmentType: 'RODENT_CONTROL',
      providerName: 'Plagas Cantabria SL',
      providerRegistrationNumber: 'ROESB 0456-CAN-SB',
      products: [product],
      pointsChecked: 'C1, C2',
      incidents: 'Consumo en C2',
      safetyPeriodHours: 0,
      nextPlannedDate: addDays(today, -30),
    },
    {
      centerId: dddCenterId,
      serviceDate: addDays(today, -20),
      treatmentType: 'LEGIONELLA_PREVENTION',
      providerName: 'Plagas Cantabria SL',
      providerRegistrationNumber: null,
      products: [{ name: 'Hipoclorito sódico', registration_number: null, product_type: 'TP2', dose: '50 mg/l', batch: null }],
      pointsChecked: 'Torre de refrigeración',
      incidents: null,
      safetyPeriodHours: 2,
      nextPlannedDate: addDays(today, 160),
    },
  ]);
}
