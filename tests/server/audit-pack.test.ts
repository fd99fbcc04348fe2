import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageOf } from '../../server/app';
import { evidences, legalDocuments, storedFiles } from '../../server/db/schema';
import { startTestApp, type TestApp } from './support/app';
import { minimalPdf, tinyPng } from './support/files';
import { configureCenter, evidencesOf, type Branch } from './support/legal-module';
import { createCenter, twoTenants } from './support/organisation';
import { registerBranch } from './support/register';

// Issue 26: the audit pack of a center and a period, one streamed ZIP: the report, the evidence list and every
// current evidence document, named by requirement.

let t: TestApp;
let branch: Branch;
let tenants: Awaited<ReturnType<typeof twoTenants>>;
const PERIOD = 'from=2025-01-01&to=2026-12-31';
const permit = Buffer.concat([minimalPdf(), Buffer.from('% permís vigent\n')]);
const draft = Buffer.concat([minimalPdf(), Buffer.from('% esborrany substituït\n')]);
let missingKey = '';

const ok = (answer: { status: number; body: unknown }, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

async function upload(
  evidenceId: number,
  name: string,
  file: { name: string; data: Buffer; type: string },
  fields: Record<string, string> = {},
) {
  return ok(
    await t.api.post('/api/legal-document', {
      token: t.admin.token,
      form: { name, is_valid: 'true', evidence_id: String(evidenceId), file, ...fields },
    }),
    201,
  );
}

/** The ZIP's entries as its central directory names them, with their UTF-8 flag (general purpose bit 11). */
function centralNames(zip: Buffer) {
  const names: { name: string; utf8: boolean }[] = [];
  for (
    let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
  ) {
    const flags = zip.readUInt16LE(at + 8);
    const length = zip.readUInt16LE(at + 28);
    names.push({ name: zip.subarray(at + 46, at + 46 + length).toString('utf8'), utf8: (flags & 0x800) !== 0 });
  }
  return names;
}

const eqId = (id: number) => eq(legalDocuments.id, id);
const storageKeyOf = async (fileId: string) =>
  (await t.database.db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, fileId)))[0]?.key;

beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
  tenants = await twoTenants(t);
  const centerId = tenants.centerA.id;
  await configureCenter(t, centerId, branch);
  // The requirement's own evidence (named in the center's language, Catalan): in force, a superseded draft and the current permit.
  const [own] = await evidencesOf(t, centerId);
  ok(
    await t.api.put(`/api/evidence/${own!.id}`, {
      token: t.admin.token,
      json: { name: own!.name, state: 'FULFILLED', expiration_date: '2027-03-31' },
    }),
  );
  await upload(
    own!.id,
    'Esborrany',
    { name: 'esborrany.pdf', data: draft, type: 'application/pdf' },
    { is_valid: 'false', elaboration_date: '2024-02-01' },
  );
  await upload(
    own!.id,
    'Permís 2025',
    { name: 'Permís 2025.PDF', data: permit, type: 'application/pdf' },
    { elaboration_date: '2025-02-01' },
  );
  // A second evidence with a name no file system accepts as it is, two current documents (a photo and one whose file is
  // lost) and one drawn up after the period.
  const awkward = ok(
    await t.api.post('/api/evidence', {
      token: t.admin.token,
      json: { name: 'Analítica: "abocament" 1/2', legal_requirement_id: branch.requirement.id, center_id: centerId },
    }),
    201,
  );
  await upload(awkward.id, 'Foto arqueta', { name: 'arqueta.png', data: tinyPng(), type: 'image/png' }, { elaboration_date: '2025-05-05' });
  const lost = await upload(awkward.id, 'Informe laboratori', { name: 'laboratori.pdf', data: minimalPdf(), type: 'application/pdf' });
  await upload(
    awkward.id,
    'Analítica 2027',
    { name: 'futura.pdf', data: minimalPdf(), type: 'application/pdf' },
    { elaboration_date: '2027-01-10' },
  );
  const [file] = await t.database.db.select({ fileId: legalDocuments.fileId }).from(legalDocuments).where(eqId(lost.id));
  missingKey = (await storageKeyOf(file!.fileId!))!;
  await fileStorageOf(t.config, t.database.db).delete(missingKey);
  // Expired before the period: not in the pack.
  const expired = ok(
    await t.api.post('/api/evidence', {
      token: t.admin.token,
      json: { name: 'Permís caducat', legal_requirement_id: branch.requirement.id, center_id: centerId, expiration_date: '2024-12-31' },
    }),
    201,
  );
  await upload(expired.id, 'Permís 2020', { name: 'vell.pdf', data: minimalPdf(), type: 'application/pdf' });
});
afterAll(() => t?.close());

describe('GET /api/center/:id/audit-pack', () => {
  it('answers a ZIP with the report, the evidence list and the current documents named by requirement', async () => {
    const answer = await t.api.get(`/api/center/${tenants.centerA.id}/audit-pack?${PERIOD}`, { token: t.collaborator.token });
    expect(answer.status, answer.bytes.toString('utf8', 0, 300)).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const disposition = answer.headers.get('content-disposition')!;
    expect(disposition).toContain('filename="paquet-d-auditoria-center-a-01-01-2025-31-12-2026.zip"');
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(
      "Paquet d'auditoria - Center A - 01-01-2025–31-12-2026.zip",
    );

    const zip = await JSZip.loadAsync(answer.bytes);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    const folder = 'Documents/Aigües';
    const requirement = "Disposar de permís d'abocament";
    expect(names).toEqual([
      'Informe del centre.pdf',
      'Evidències.xlsx',
      `${folder}/${requirement} - Permís d'abocament.pdf`,
      `${folder}/${requirement} - Analítica  abocament  1 2 - Foto arqueta.png`.replace(/\s+/g, ' '),
      'Fitxers que falten.txt',
    ]);
    // Accented names are flagged UTF-8, so every unzip tool shows "Aigües" rather than mojibake.
    expect(centralNames(answer.bytes).find((entry) => entry.name.startsWith(folder))?.utf8).toBe(true);

    const report = await zip.file('Informe del centre.pdf')!.async('nodebuffer');
    expect(report.subarray(0, 4).toString()).toBe('%PDF');
    expect(await zip.file(`${folder}/${requirement} - Permís d'abocament.pdf`)!.async('nodebuffer')).toEqual(permit);
    expect(await zip.file(names[3]!)!.async('nodebuffer')).toEqual(tinyPng());

    const missing = await zip.file('Fitxers que falten.txt')!.async('string');
    expect(missing).toContain('Informe laboratori');
    expect(missing).toContain('laboratori.pdf');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('Evidències.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Evidències');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toContain('Requisit legal');
    const listed = [2, 3, 4].map((row) => values(row)).filter((row) => row.length);
    expect(listed.map((row) => row[5])).toEqual(["Permís d'abocament", 'Analítica: "abocament" 1/2']);
    expect(listed[0]).toContain('Complerta');
    expect(listed[0]).toContain(requirement);
  });

  it('speaks the language asked for, and leaves out what the period does not cover', async () => {
    const answer = await t.api.get(`/api/center/${tenants.centerA.id}/audit-pack?${PERIOD}&language=es`, { token: t.client.token });
    expect(answer.status).toBe(200);
    const names = Object.keys((await JSZip.loadAsync(answer.bytes)).files);
    expect(names).toContain('Informe del centro.pdf');
    expect(names).toContain('Evidencias.xlsx');
    expect(names).toContain('Archivos que faltan.txt');
    expect(names.some((name) => name.startsWith('Documentos/Aguas/Disponer de permiso de vertido - '))).toBe(true);
    expect(names.join('\n')).not.toMatch(/caducat|Esborrany|futura|2027/);
  });

  it('is still there when the legal module is switched off: like every read of the module, only writes stop', async () => {
    const token = t.admin.token;
    const module = `/api/legal-requirement-module/${tenants.centerA.id}/state`;
    ok(await t.api.post(module, { token, json: { is_active: false } }));
    try {
      const answer = await t.api.get(`/api/center/${tenants.centerA.id}/audit-pack?${PERIOD}`, { token: t.client.token });
      expect(answer.status).toBe(200);
      expect(Object.keys((await JSZip.loadAsync(answer.bytes)).files)).toContain('Evidències.xlsx');
    } finally {
      ok(await t.api.post(module, { token, json: { is_active: true } }));
    }
  });

  it('keeps other tenants out and refuses the unauthenticated', async () => {
    expect((await t.api.get(`/api/center/${tenants.centerB.id}/audit-pack?${PERIOD}`, { token: t.collaborator.token })).status).toBe(404);
    expect((await t.api.get(`/api/center/${tenants.centerB.id}/audit-pack?${PERIOD}`, { token: t.client.token })).status).toBe(404);
    expect((await t.api.get(`/api/center/999999/audit-pack?${PERIOD}`, { token: t.admin.token })).status).toBe(404);
    expect((await t.api.get(`/api/center/${tenants.centerA.id}/audit-pack?${PERIOD}`)).status).toBe(401);
  });

  it.each([
    ['to=2026-01-01', 'from'],
    ['from=2026-01-01', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=01/01/2026&to=2026-03-01', 'from'],
    ['from=2026-03-01&to=2026-02-28', 'to'],
    ['from=2020-01-01&to=2026-01-02', 'to'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const answer = await t.api.get(`/api/center/${tenants.centerA.id}/audit-pack?${query}`, { token: t.admin.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_error' });
    expect(Object.keys(answer.body.fields ?? {})).toContain(field);
  });
});

describe('names of the documents in the pack and in their downloads', () => {
  it('takes each extension from the detected type, not the uploaded name ("factura.hta" that is a PDF is "factura.pdf")', async () => {
    const center = await createCenter(t, tenants.enterpriseA.id, tenants.consultancy.id, { name: 'Center names' });
    await configureCenter(t, center.id, branch);
    const [own] = await evidencesOf(t, center.id);
    const hta = await upload(own!.id, 'Factura', { name: 'factura.hta', data: minimalPdf(), type: 'application/hta' });
    await upload(own!.id, 'Acta', { name: 'acta', data: minimalPdf(), type: 'application/pdf' });
    await upload(own!.id, 'Foto', { name: 'foto.JPEG', data: tinyPng(), type: 'image/jpeg' });
    await upload(own!.id, 'Plànol', { name: 'plànol.PNG', data: tinyPng(), type: 'image/png' });
    // A file stored before its kind was detected (an import): no type the table knows, so a neutral extension.
    const key = `legacy-${Date.now()}`;
    await fileStorageOf(t.config, t.database.db).put(
      key,
      (async function* () {
        yield Buffer.from('@echo off\r\n');
      })(),
    );
    const [legacy] = await t.database.db
      .insert(storedFiles)
      .values({ storageKey: key, originalName: 'llegir.bat', contentType: 'application/octet-stream', size: 11 })
      .returning({ id: storedFiles.id });
    await t.database.db
      .insert(legalDocuments)
      .values({ centerId: center.id, evidenceId: own!.id, name: 'Antic', isValid: true, fileId: legacy!.id });

    const answer = await t.api.get(`/api/center/${center.id}/audit-pack?${PERIOD}`, { token: t.admin.token });
    expect(answer.status).toBe(200);
    const documents = Object.keys((await JSZip.loadAsync(answer.bytes)).files)
      .filter((name) => name.startsWith('Documents/'))
      .map((name) => name.replace(/^.* - /, ''))
      .sort();
    expect(documents).toEqual(['Acta.pdf', 'Antic.bin', 'Factura.pdf', 'Foto.png', 'Plànol.png']);

    const link = await t.api.get(String(hta.file), {});
    expect(link.status).toBe(200);
    expect(link.headers.get('content-type')).toBe('application/pdf');
    expect(link.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''factura.pdf");
  });
});

describe('statements of an audit pack', () => {
  it('are as many for 3 evidences as for 30', async () => {
    const counts: number[] = [];
    for (const size of [3, 30]) {
      const center = await createCenter(t, tenants.enterpriseA.id, tenants.consultancy.id, {
        name: `Center ${size}`,
        userIdList: [t.collaborator.id],
      });
      const rows = await t.database.db
        .insert(evidences)
        .values(
          Array.from({ length: size }, (_, i) => ({
            centerId: center.id,
            legalRequirementId: branch.requirement.id,
            name: `Evidència ${i}`,
          })),
        )
        .returning({ id: evidences.id });
      await t.database.db.insert(legalDocuments).values(rows.map((row) => ({ centerId: center.id, evidenceId: row.id, name: 'Document' })));
      const answer = await t.api.get(`/api/center/${center.id}/audit-pack?${PERIOD}`, { token: t.collaborator.token });
      expect(answer.status).toBe(200);
      counts.push(Number(answer.headers.get('x-sql-statements')));
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});
