import { lazy } from 'react';
import type { Dangerousness, Residue, ResidueParty, Treatment } from './types';

// Waste catalogues (spec §2 "Waste catalogues": /dangerousness, /residue, /treatment, /residue-manager, /residue-carrier; admin only).
const pages = () => import('./DangerousnessPages');
export const dangerousness = {
  list: lazy(() => pages().then((m) => ({ default: m.DangerousnessList }))),
  create: lazy(() => pages().then((m) => ({ default: m.DangerousnessCreate }))),
  edit: lazy(() => pages().then((m) => ({ default: m.DangerousnessEdit }))),
  recordRepresentation: (record: Dangerousness) => record.name,
};

const residuePages = () => import('./ResiduePages');
export const residue = {
  list: lazy(() => residuePages().then((m) => ({ default: m.ResidueList }))),
  create: lazy(() => residuePages().then((m) => ({ default: m.ResidueCreate }))),
  edit: lazy(() => residuePages().then((m) => ({ default: m.ResidueEdit }))),
  recordRepresentation: (record: Residue) => `${record.ler_code} ${record.name}`,
};

const treatmentPages = () => import('./TreatmentPages');
export const treatment = {
  list: lazy(() => treatmentPages().then((m) => ({ default: m.TreatmentList }))),
  create: lazy(() => treatmentPages().then((m) => ({ default: m.TreatmentCreate }))),
  edit: lazy(() => treatmentPages().then((m) => ({ default: m.TreatmentEdit }))),
  recordRepresentation: (record: Treatment) => `${record.type} ${record.name}`,
};

const partyPages = () => import('./PartyPages');
const party = () => ({
  list: lazy(() => partyPages().then((m) => ({ default: m.PartyList }))),
  create: lazy(() => partyPages().then((m) => ({ default: m.PartyCreate }))),
  edit: lazy(() => partyPages().then((m) => ({ default: m.PartyEdit }))),
  recordRepresentation: (record: ResidueParty) => record.name,
});
export const residueCarrier = party();
export const residueManager = party();
