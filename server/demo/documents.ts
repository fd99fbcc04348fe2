import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { enterpriseDocuments, enterpriseDocumentVersions, storedFiles } from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';
import type { FileStorage } from '../lib/storage';

/** A one-page PDF that opens in any viewer, showing `lines` (ASCII, so the standard font needs no encoding). */
export function demoPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 60 ${760 - i * 24} Td (${line.replace(/[\\()]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface DemoFile {
  storageKey: string;
  originalName: string;
  size: number;
}

/** Writes one demo PDF into the storage; before the seeding transaction (see storeDocumentFiles). */
export async function storeDemoPdf(storage: FileStorage, originalName: string, lines: string[]): Promise<DemoFile> {
  const bytes = demoPdf(lines);
  const storageKey = randomUUID();
  const size = await storage.put(
    storageKey,
    (async function* () {
      yield bytes;
    })(),
  );
  return { storageKey, originalName, size };
}

/** The stored_file row of a demo file, inside the seeding transaction: answers its id. */
export async function demoFileRow(db: Database, file: DemoFile): Promise<string> {
  const [stored] = await db
    .insert(storedFiles)
    .values({ storageKey: file.storageKey, originalName: file.originalName, contentType: 'application/pdf', size: file.size })
    .returning({ id: storedFiles.id });
  return stored!.id;
}

interface DemoDocument {
  name: string;
  category: string;
  effectiveDate: string;
  expiryDate: string | null;
  /** One file name per version, oldest first. */
  versions: string[];
}

/** The Catalan plant's documents: one expiring soon (with an older version), one expired, one valid, one without expiry. */
const documents = (today: string): DemoDocument[] => [
  {
    name: 'Autorització ambiental integrada',
    category: 'PERMIT',
    effectiveDate: '2019-05-10',
    expiryDate: addDays(today, 20),
    versions: ['AAI-2019.pdf', 'AAI-2019-modificacio-no-substancial.pdf'],
  },
  {
    name: 'Pòlissa de responsabilitat ambiental',
    category: 'INSURANCE',
    effectiveDate: addDays(today, -375),
    expiryDate: addDays(today, -10),
    versions: ['polissa-RC-ambiental.pdf'],
  },
  {
    name: 'Certificat ISO 14001',
    category: 'CERTIFICATE',
    effectiveDate: addDays(today, -200),
    expiryDate: addDays(today, 895),
    versions: ['certificat-ISO-14001.pdf'],
  },
  {
    name: 'Contracte amb el gestor de residus',
    category: 'CONTRACT',
    effectiveDate: '2023-01-01',
    expiryDate: null,
    versions: ['contracte-gestor-residus.pdf'],
  },
];

/**
 * Writes the documents' files into the storage. Before the seeding transaction: the PostgreSQL storage
 * writes through the database, which the open transaction would hold.
 */
export async function storeDocumentFiles(storage: FileStorage, today = todayInSpain()): Promise<Map<string, DemoFile>> {
  const stored = new Map<string, DemoFile>();
  for (const document of documents(today)) {
    for (const [index, originalName] of document.versions.entries()) {
      stored.set(
        originalName,
        await storeDemoPdf(storage, originalName, [
          document.name,
          `Version ${index + 1}: ${originalName}`,
          'Demo document (EcoAssessors demo data).',
        ]),
      );
    }
  }
  return stored;
}

/** Enterprise documents of a center, with the files stored by storeDocumentFiles. */
export async function seedDocumentsDemo(
  db: Database,
  { centerId, files, uploadedById }: { centerId: number; files: Map<string, DemoFile>; uploadedById: number },
  today = todayInSpain(),
) {
  for (const document of documents(today)) {
    const [row] = await db
      .insert(enterpriseDocuments)
      .values({
        centerId,
        name: document.name,
        category: document.category,
        effectiveDate: document.effectiveDate,
        expiryDate: document.expiryDate,
      })
      .returning();
    for (const [index, name] of document.versions.entries()) {
      await db
        .insert(enterpriseDocumentVersions)
        .values({ centerId, documentId: row!.id, version: index + 1, fileId: await demoFileRow(db, files.get(name)!), uploadedById });
    }
  }
}
