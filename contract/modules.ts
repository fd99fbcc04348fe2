// The modules a center can switch on (spec §1, §2). `key` is also the API segment: /api/{key}-module/{centerId}/state.
export const CENTER_MODULES = [
  'legal-requirement',
  'residue',
  'ddd',
  'document',
  'risk-opportunity',
  'improvement',
  'indicator',
  'environmental-aspects',
] as const;

export type CenterModule = (typeof CENTER_MODULES)[number];
