import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, test, type APIRequestContext } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { typeDate } from './support/dates';
import { shot, signIn, signInAsAdmin } from './support/session';

const CLIENT = { name: 'Montse Tints', email: 'montse@tints.test', password: 'Montse-pass-2025', role: 'client' };

const REGISTER = {
  area: 'Aguas',
  ambit: 'Vertidos',
  subambit: 'Vertidos a colector municipal',
  scope: 'Cataluña',
  text: 'Decreto 130/2003, reglamento de saneamiento',
  requirement: 'Disponer de permiso de vertido',
  // The center works in Catalan, so its evidence is named in Catalan whatever the UI language.
  evidence: 'Permís d’abocament vigent',
};

// The smallest file the server's content check accepts as a PDF, written where a person would pick it.
const writePdf = (): string => {
  const file = path.join(tmpdir(), `permiso-vertido-${process.pid}.pdf`);
  writeFileSync(file, '%PDF-1.4\n%%EOF\n');
  return file;
};

/** An admin API session: every call returns the created record's JSON and fails the test on any other answer. */
const adminApi = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const created = async (response: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  return {
    json: (url: string, data: object) => created(request.post(url, { headers, data })),
    multipart: (url: string, multipart: Record<string, string>) => created(request.post(url, { headers, multipart })),
  };
};

/** A center of its own enterprise and consultancy, with one register branch and the module switched on. */
const createCenterWithRegister = async (request: APIRequestContext) => {
  const api = await adminApi(request);
  const consultancy = await api.multipart('/api/consultancy', { name: 'Aigua Neta Consultors', domain_name: 'aiguaneta.cat' });
  const enterprise = await api.multipart('/api/enterprise', {
    json_data: JSON.stringify({ name: 'Tints Terrassa', userIdList: [] }),
  });
  const client = await api.json('/api/user', CLIENT);
  const center = await api.multipart('/api/center', {
    json_data: JSON.stringify({
      name: 'Tintoreria Terrassa',
      postal_code: '08201',
      autonomous_community: 'ES-CT',
      province: 'Barcelona',
      municipality: 'Terrassa',
      address: 'Carrer de la Rasa 12',
      used_language: 'ca',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
      userIdList: [client.id],
    }),
  });
  const bilingual = (name: string) => ({ name_spanish: name, name_catalan: name, order: 1 });
  const area = await api.json('/api/area', bilingual(REGISTER.area));
  const ambit = await api.json('/api/legal-ambit', { ...bilingual(REGISTER.ambit), area_id: area.id });
  const subambit = await api.json('/api/subambit', { ...bilingual(REGISTER.subambit), legal_ambit_id: ambit.id });
  const scope = await api.json('/api/legal-scope', {
    name_spanish: REGISTER.scope,
    name_catalan: 'Catalunya',
    scope: 'AUTONOMOUS_COMMUNITY',
  });
  const text = await api.json('/api/legal-text', {
    name: REGISTER.text,
    texts: ['Artículo 6'],
    legal_scope_id: scope.id,
    subambit_id: subambit.id,
  });
  await api.json('/api/legal-requirement', {
    name_spanish: REGISTER.requirement,
    name_catalan: 'Disposar de permís d’abocament',
    evidence_name_spanish: 'Permiso de vertido vigente',
    evidence_name_catalan: REGISTER.evidence,
    order: 1,
    legal_text_id: text.id,
  });
  await api.json(`/api/legal-requirement-module/${center.id}/state`, { is_active: true });
  return center.id;
};

test('an admin configures the legal module of a center, proves an evidence and exports the requirement list; the client only reads it', async ({
  page,
  request,
}) => {
  const centerId = await createCenterWithRegister(request);
  const modulePath = `/center/legal-requirement-module/${centerId}`;
  await signInAsAdmin(page);

  await test.step('the configuration selects the subambit and the scope, and creates the evidence', async () => {
    await page.goto(`${modulePath}/configuration`);
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: REGISTER.subambit }).check();
    await page.getByRole('group', { name: 'Comunidad autónoma' }).getByRole('checkbox', { name: REGISTER.scope }).check();
    await expect(page.getByRole('checkbox', { name: REGISTER.requirement })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '1 evidencia creada; eliminadas: 0; conservadas porque tienen documentos o acciones: 0',
    );
    await shot(page, '50-legal-configuration');
  });

  await test.step('the center home leads to the inventory, down to the evidence', async () => {
    await page.goto(`/center/${centerId}/home`);
    await page.getByRole('region', { name: 'Requisitos legales' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${modulePath}/inventory/subambits$`));
    await page.getByRole('button', { name: new RegExp(REGISTER.area) }).click();
    await page.getByRole('button', { name: new RegExp(`^${REGISTER.ambit}`) }).click();
    await expect(page.getByRole('link', { name: new RegExp(REGISTER.subambit) })).toContainText('No cumplida');
    // Both levels finished unfolding, so the screenshot shows the whole branch.
    await expect(page.locator('.MuiCollapse-entered')).toHaveCount(2);
    await shot(page, '51-legal-inventory');
    await page.getByRole('link', { name: new RegExp(REGISTER.subambit) }).click();
    await expect(page.getByRole('heading', { name: REGISTER.subambit, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Textos legales' })).toContainText(REGISTER.text);
    await shot(page, '52-legal-subambit');
    await page.getByRole('link', { name: new RegExp(REGISTER.evidence) }).click();
    await expect(page.getByRole('heading', { name: REGISTER.evidence, level: 1 })).toBeVisible();
  });

  await test.step('a PDF proves the evidence, an action is planned, and the evidence is marked fulfilled', async () => {
    await page.getByRole('button', { name: 'Subir un documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir un documento' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Resolución de permiso de vertido');
    await dialog.locator('input[type=file]').setInputFiles(writePdf());
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const documents = page.getByRole('region', { name: 'Documentos legales' });
    await expect(documents.getByRole('row', { name: /Resolución de permiso de vertido/ })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', /\/api\/files\/.+signature=/);

    await page.getByRole('button', { name: 'Nueva acción correctora' }).click();
    const actionDialog = page.getByRole('dialog', { name: 'Nueva acción correctora' });
    await actionDialog.getByRole('textbox', { name: 'Acción' }).fill('Renovar el permiso');
    await actionDialog.getByRole('textbox', { name: 'Responsable' }).fill('Jordi Puig');
    await actionDialog.getByRole('button', { name: 'Guardar' }).click();
    // The expected date is required: the dialog stays open until it is given.
    await expect(actionDialog).toBeVisible();
    await typeDate(actionDialog, 'Fecha prevista', '31/03/2027');
    await actionDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(actionDialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Acciones correctoras' })).toContainText('31/03/2027');

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Cumplida', exact: true }).click();
    await typeDate(page, 'Fecha de caducidad', '30/06/2030');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Elemento actualizado')).toBeVisible();
    await shot(page, '53-legal-evidence');
  });

  await test.step('the history shows who marked the evidence fulfilled, and what it was before', async () => {
    const history = page.getByRole('region', { name: 'Historial' });
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText('Modificado');
    await expect(latest).toContainText(/Estado: No cumplida → Cumplida/);
    await expect(latest).toContainText(/Fecha de caducidad: — → 30\/06\/2030/);
    await expect(latest).toContainText(/^.*por \S+/);
    await expect(history.getByRole('listitem').last()).toContainText('Creado');
    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: 'test-results/53b-evidence-history.png' });
  });

  await test.step('the compliance by area shows the center fully fulfilled', async () => {
    await page.getByRole('tab', { name: 'Cumplimiento por área' }).click();
    await expect(page.getByRole('figure', { name: /^Todo el centro: Cumplida: 1 \(100 %\)/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: new RegExp(`^${REGISTER.area}: Cumplida: 1`) })).toBeVisible();
    await shot(page, '54-legal-compliance-by-area');
  });

  await test.step('the requirement list exports the evidence to a spreadsheet', async () => {
    await page.getByRole('tab', { name: 'Listado de requisitos' }).click();
    const row = page.getByRole('row', { name: new RegExp(REGISTER.evidence) });
    await expect(row).toContainText('Cumplida');
    await expect(row).toContainText('30/06/2030');
    await shot(page, '55-legal-requirement-list');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const file = await (await download).path();
    const workbook = await new ExcelJS.Workbook().xlsx.readFile(file);
    const rows: string[] = [];
    workbook.worksheets[0].eachRow((sheetRow) => rows.push(JSON.stringify(sheetRow.values)));
    expect(rows.some((text) => text.includes(REGISTER.evidence) && text.includes('Tintoreria Terrassa'))).toBe(true);
  });

  await test.step('the documents page lists the uploaded PDF among the valid ones', async () => {
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByRole('row', { name: /Resolución de permiso de vertido/ })).toBeVisible();
    await shot(page, '56-legal-documents');
  });

  await test.step('the admin answers for the area', async () => {
    await page.getByRole('tab', { name: 'Responsables' }).click();
    await page.getByRole('combobox', { name: 'Área' }).click();
    await page.getByRole('option', { name: REGISTER.area }).click();
    await expect(page.getByText('Todavía no tiene responsables.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Persona' }).click();
    await page.getByRole('option', { name: new RegExp(E2E_ADMIN.email) }).click();
    await page.getByRole('button', { name: 'Hacer responsable' }).click();
    await expect(page.getByRole('list', { name: 'Responsables' })).toContainText(E2E_ADMIN.email);
    await shot(page, '57-legal-responsibilities');
  });

  await test.step('the client of the center reads the evidence and its documents, with no edit control', async () => {
    const requirementList = page.url().replace(/responsibility-assignment$/, 'requirement-list');
    await page.context().clearCookies();
    await signIn(page, CLIENT);
    await page.goto(requirementList);
    await expect(page.getByRole('tab')).toHaveText([
      'Inventario',
      'Listado de requisitos',
      'Documentos',
      'Próximos vencimientos',
      'Revisar aplicabilidad',
    ]);
    await page.getByRole('row', { name: new RegExp(REGISTER.evidence) }).click();
    await expect(page.getByRole('heading', { name: REGISTER.evidence, level: 1 })).toBeVisible();
    // The state chip comes first; the history below repeats the word in its last change.
    await expect(page.getByText('Cumplida', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial' }).getByRole('listitem').first()).toContainText('No cumplida → Cumplida');
    await expect(page.getByRole('link', { name: 'Descargar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Subir un documento' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nueva acción correctora' })).toBeHidden();
    await shot(page, '58-legal-evidence-client');
  });

  await test.step('the client downloads, from the center home, the report as a PDF and the audit pack as a ZIP with the evidence list', async () => {
    await page.goto(`/center/${centerId}/home`);
    const reports = page.getByRole('region', { name: 'Informes' });
    const reportDownload = page.waitForEvent('download');
    await reports.getByRole('button', { name: 'Descargar informe PDF' }).click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await report.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // The reader reads Spanish; the pack is asked for in the center's Catalan (issue 34, item 5).
    await reports.getByRole('combobox', { name: 'Idioma del archivo' }).click();
    await page.getByRole('option', { name: 'Català' }).click();
    await reports.getByRole('button', { name: 'Paquete de auditoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paquete de auditoría' });
    const download = dialog.getByRole('button', { name: 'Descargar paquete' });
    await expect(download).toBeEnabled();
    await shot(page, '59-audit-pack');
    const packDownload = page.waitForEvent('download');
    await download.click();
    const pack = await packDownload;
    // Named in the language of its content.
    expect(pack.suggestedFilename()).toMatch(/^Paquet d'auditoria - Tintoreria Terrassa - .+\.zip$/);
    const entries = Object.keys((await JSZip.loadAsync(readFileSync(await pack.path()))).files);
    expect(entries).toContain('Evidències.xlsx');
    expect(entries).toContain(`Documents/${REGISTER.area}/Disposar de permís d’abocament - ${REGISTER.evidence}.pdf`);
    await expect(dialog).toBeHidden();
    await expect(reports.getByRole('button', { name: 'Paquete de auditoría' })).toBeFocused();
  });
});
