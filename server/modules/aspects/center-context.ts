import { eq } from 'drizzle-orm';
import { DEFAULT_METHOD, type EvaluationMethod } from '../../../contract/aspects';
import type { Database } from '../../db/client';
import { aspectSettings, centers, consultancies } from '../../db/schema';
import type { FileService } from '../../lib/files';
import type { Language } from '../../lib/language';

/** The center's current evaluation method and periods (the default method until one is saved). */
export async function settingsOf(db: Database, centerId: number) {
  const [row] = await db.select().from(aspectSettings).where(eq(aspectSettings.centerId, centerId));
  return {
    method: (row?.method ?? DEFAULT_METHOD) as EvaluationMethod,
    aspectEvaluationMonths: row?.aspectEvaluationMonths ?? null,
    goodPracticeEvaluationMonths: row?.goodPracticeEvaluationMonths ?? null,
  };
}

/** What a document about a center shows: its name, its language and its consultancy's logo bytes. */
export async function documentHeading(db: Database, files: FileService, centerId: number) {
  const [row] = await db
    .select({ name: centers.name, language: centers.usedLanguage, consultancy: consultancies.name, logoId: consultancies.logoId })
    .from(centers)
    .innerJoin(consultancies, eq(consultancies.id, centers.consultancyId))
    .where(eq(centers.id, centerId));
  let logo: { data: Buffer; type: 'png' | 'jpg' | 'gif' | 'bmp' } | undefined;
  if (row?.logoId) {
    const stored = await files.bytes(row.logoId);
    if (stored) {
      const contentType = stored.file.contentType;
      const type = contentType.includes('png')
        ? 'png'
        : contentType.includes('jpeg') || contentType.includes('jpg')
          ? 'jpg'
          : contentType.includes('gif')
            ? 'gif'
            : undefined;
      if (type) logo = { data: stored.data, type };
    }
  }
  return { centerName: row?.name ?? '', consultancyName: row?.consultancy ?? '', language: (row?.language ?? 'es') as Language, logo };
}
