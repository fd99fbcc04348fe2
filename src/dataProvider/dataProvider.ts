import type { DataProvider, DeleteParams, GetManyParams, Identifier, QueryFunctionContext, RaRecord, SortPayload } from 'react-admin';
import type { CenterModule } from '../../contract/modules';
import { SPREADSHEET_FORMAT, type Page } from '../../contract/paging';
import { fetchCenterModules, saveModuleState, type ModuleState } from './centerModules';
import { saveAttachment } from './download';
import {
  fetchEmailConfiguration,
  saveEmailConfiguration,
  sendTestEmail,
  type EmailConfiguration,
  type EmailConfigurationChanges,
  type TestEmailReceipt,
} from './emailConfiguration';
import { toWriteRequest, withReferenceIds } from './formResources';
import { fetchHistory, type History } from './history';
import { homeMethods, type HomeMethods } from './home';
import type { HttpClient } from './httpClient';
import { listQuery } from './listQuery';
import { legalModuleMethods, type LegalModuleMethods } from './legalModule';
import { legalRegisterMethods, type LegalRegisterMethods } from './legalRegister';
import { legalChangeMethods, type LegalChangeMethods } from './legalChanges';
import { environmentalAspectsMethods, type EnvironmentalAspectsMethods } from './environmentalAspects';
import { wasteModuleMethods, type WasteModuleMethods } from './wasteModule';
import { fetchProfile, saveProfile, type Profile, type ProfileChanges } from './profile';
import { centerModuleMethods, type CenterModuleMethods } from './centerModulePages';
import { centerReportMethods, type CenterReportMethods } from './centerReports';
import { clientRequestMethods, type ClientRequestMethods } from './clientRequests';
import { recordActionMethods, type RecordActionMethods } from './recordActions';
import { risksModuleMethods, type RisksModuleMethods } from './risksModule';
import { passwordMethods, type PasswordMethods } from './password';
import { singleSignOnMethods, type SingleSignOnMethods } from './singleSignOn';
import { projectMethods, type ProjectMethods } from './projects';
import type { Payload } from './requestBody';

export interface SpreadsheetQuery {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
}

/** react-admin's calls plus the API's own: pages reach them through useDataProvider<AppDataProvider>(). */
export type AppDataProvider = DataProvider & {
  downloadSpreadsheet(resource: string, query?: SpreadsheetQuery): Promise<void>;
  getProfile(): Promise<Profile>;
  updateProfile(changes: ProfileChanges): Promise<Profile>;
  getCenterModules(centerId: Identifier): Promise<ModuleState[]>;
  /** Switches a module on or off for a center; answers the state the server kept. */
  setModuleState(centerId: Identifier, module: CenterModule, isActive: boolean): Promise<boolean>;
  /** Null while the consultancy has no e-mail configuration yet. */
  getEmailConfiguration(consultancyId: Identifier): Promise<EmailConfiguration | null>;
  saveEmailConfiguration(consultancyId: Identifier, changes: EmailConfigurationChanges): Promise<EmailConfiguration>;
  sendTestEmail(consultancyId: Identifier, to?: string): Promise<TestEmailReceipt>;
  /** The change history of one record (`table` is the API's table name, e.g. "evidence"), newest first. */
  getHistory(table: string, id: Identifier, pageSize: number): Promise<History>;
} & LegalModuleMethods &
  LegalRegisterMethods &
  LegalChangeMethods &
  HomeMethods &
  WasteModuleMethods &
  EnvironmentalAspectsMethods &
  ProjectMethods &
  PasswordMethods &
  CenterModuleMethods &
  CenterReportMethods &
  ClientRequestMethods &
  RisksModuleMethods &
  RecordActionMethods &
  SingleSignOnMethods;

// Spec §7: the resource name is the URL path segment.
const recordPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(String(id))}`;

export const createDataProvider = (client: HttpClient): AppDataProvider => {
  const fetchPage = async <T extends RaRecord>(resource: string, query: URLSearchParams, signal?: AbortSignal) => {
    const page = await client.json<Page<T>>(`/${resource}`, { query, signal });
    return { data: page.results.map((record) => withReferenceIds(resource, record)), total: page.count };
  };
  const fetchRecord = async <T extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) =>
    withReferenceIds(resource, await client.json<T>(recordPath(resource, id), { signal }));
  // Resources the API writes as forms get their form here; every answer is read back like a fetched record.
  const writeRecord = async <T extends RaRecord>(resource: string, path: string, method: 'POST' | 'PUT', data: Partial<RaRecord>) =>
    withReferenceIds(resource, await client.json<T>(path, { method, ...toWriteRequest(resource, data as Payload) }));
  const putRecord = <T extends RaRecord>(resource: string, id: Identifier, data: Partial<RaRecord>) =>
    writeRecord<T>(resource, recordPath(resource, id), 'PUT', data);
  const deleteRecord = (resource: string, id: Identifier) => client.send(recordPath(resource, id), { method: 'DELETE' });

  return {
    getList: (resource, params) => fetchPage(resource, listQuery(params), params.signal),
    getOne: async (resource, params) => ({ data: await fetchRecord(resource, params.id, params.signal) }),
    getMany: async <T extends RaRecord>(resource: string, params: GetManyParams<T> & QueryFunctionContext) => ({
      data: await Promise.all(params.ids.map((id) => fetchRecord<T>(resource, id, params.signal))),
    }),
    getManyReference: (resource, params) =>
      fetchPage(resource, listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }), params.signal),
    create: async (resource, params) => ({ data: await writeRecord(resource, `/${resource}`, 'POST', params.data) }),
    update: async (resource, params) => ({ data: await putRecord(resource, params.id, params.data) }),
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => putRecord(resource, id, params.data)));
      return { data: params.ids };
    },
    delete: async <T extends RaRecord>(resource: string, params: DeleteParams<T>) => {
      await deleteRecord(resource, params.id);
      return { data: params.previousData ?? ({ id: params.id } as T) };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => deleteRecord(resource, id)));
      return { data: params.ids };
    },
    downloadSpreadsheet: async (resource, { filter, sort } = {}) => {
      const query = listQuery({ filter, sort });
      query.set('format', SPREADSHEET_FORMAT);
      await saveAttachment(await client.send(`/${resource}`, { query }), `${resource}.${SPREADSHEET_FORMAT}`);
    },
    getProfile: () => fetchProfile(client),
    updateProfile: (changes) => saveProfile(client, changes),
    getCenterModules: (centerId) => fetchCenterModules(client, centerId),
    setModuleState: (centerId, module, isActive) => saveModuleState(client, centerId, module, isActive),
    getEmailConfiguration: (consultancyId) => fetchEmailConfiguration(client, consultancyId),
    saveEmailConfiguration: (consultancyId, changes) => saveEmailConfiguration(client, consultancyId, changes),
    sendTestEmail: (consultancyId, to) => sendTestEmail(client, consultancyId, to),
    getHistory: (table, id, pageSize) => fetchHistory(client, table, id, pageSize),
    ...legalModuleMethods(client),
    ...legalRegisterMethods(client),
    ...legalChangeMethods(client),
    ...homeMethods(client),
    ...wasteModuleMethods(client),
    ...environmentalAspectsMethods(client),
    ...projectMethods(client),
    ...passwordMethods(client),
    ...centerModuleMethods(client),
    ...centerReportMethods(client),
    ...clientRequestMethods(client),
    ...risksModuleMethods(client),
    ...recordActionMethods(client),
    ...singleSignOnMethods(client),
    supportAbortSignal: true,
  };
};
