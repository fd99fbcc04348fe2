import { and, eq } from 'drizzle-orm';
import type { CenterModule } from '../../contract/modules';
import type { Database } from '../db/client';
import { centerModules } from '../db/schema';
import { AppError } from './errors';
import { message } from './messages';

export async function isModuleActive(db: Database, centerId: number, module: CenterModule): Promise<boolean> {
  const [row] = await db
    .select({ isActive: centerModules.isActive })
    .from(centerModules)
    .where(and(eq(centerModules.centerId, centerId), eq(centerModules.module, module)));
  return row?.isActive ?? false;
}

/** 409 for a write into a module the center has switched off. */
export async function assertModuleActive(db: Database, centerId: number, module: CenterModule): Promise<void> {
  if (!(await isModuleActive(db, centerId, module)))
    throw new AppError(409, 'module_inactive', message('common.moduleInactive', { module }));
}
