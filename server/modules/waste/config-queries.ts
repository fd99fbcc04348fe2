import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { residueCarriers, residueManagers, residueModuleConfigs } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { assertAllExist } from '../../lib/references';

// The SQL of a center's waste module configuration (config.ts): its defaults and reminder settings.

/** The center's configuration, or the defaults while it has none. */
export async function wasteConfig(db: Database, centerId: number) {
  const [row] = await db.select().from(residueModuleConfigs).where(eq(residueModuleConfigs.centerId, centerId));
  return {
    center_id: centerId,
    default_carrier_id: row?.defaultCarrierId ?? null,
    default_manager_id: row?.defaultManagerId ?? null,
    reminder_days_before: row?.reminderDaysBefore ?? 7,
    reminder_recipients: row?.reminderRecipients ?? [],
  };
}

export interface WasteConfigInput {
  default_carrier_id?: number | null;
  default_manager_id?: number | null;
  reminder_days_before: number;
  reminder_recipients: string[];
}

/** Saves the configuration (the default carrier and manager must exist; recipients lower-cased, once each). */
export async function saveWasteConfig(db: Database, centerId: number, body: WasteConfigInput) {
  await assertAllExist(db, residueCarriers, body.default_carrier_id ? [body.default_carrier_id] : [], 'default_carrier_id');
  await assertAllExist(db, residueManagers, body.default_manager_id ? [body.default_manager_id] : [], 'default_manager_id');
  const values = {
    defaultCarrierId: body.default_carrier_id ?? null,
    defaultManagerId: body.default_manager_id ?? null,
    reminderDaysBefore: body.reminder_days_before,
    reminderRecipients: [...new Set(body.reminder_recipients.map((email) => email.trim().toLowerCase()))],
  };
  await writeTransaction(db, (tx) =>
    tx
      .insert(residueModuleConfigs)
      .values({ centerId, ...values })
      .onConflictDoUpdate({ target: residueModuleConfigs.centerId, set: { ...values, updatedAt: sql`now()` } }),
  );
}
