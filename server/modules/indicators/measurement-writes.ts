import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { indicatorMeasurements } from '../../db/schema';

// The indicator module's measurement write, reused by a client request's acceptance.

export interface Measurement {
  centerId: number;
  indicatorId: number;
  period: string;
  value: number;
  comment: string | null;
}

/** One value per period: recording a period again corrects it. */
export async function recordMeasurement(tx: Database, measurement: Measurement) {
  const [row] = await tx
    .insert(indicatorMeasurements)
    .values(measurement)
    .onConflictDoUpdate({
      target: [indicatorMeasurements.indicatorId, indicatorMeasurements.period],
      set: { value: measurement.value, comment: measurement.comment, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
