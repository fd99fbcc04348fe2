import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';
import type { RegisterResource } from './registerRecords';

/** The query parameter that filters a register list by a level above it, and that level's resource. */
const PARENT_FILTERS = {
  areaId: 'area',
  legalAmbitId: 'legal-ambit',
  subambitId: 'subambit',
  legalScopeId: 'legal-scope',
} as const satisfies Record<string, RegisterResource | 'legal-scope'>;

export type ParentFilter = keyof typeof PARENT_FILTERS;

/** Search plus one autocomplete per level above the listed records. */
export const registerFilters = (...parents: ParentFilter[]) => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...parents.map((parent) => (
    <ReferenceInput key={parent} source={parent} reference={PARENT_FILTERS[parent]} alwaysOn>
      <AutocompleteInput label={`legalRegister.filters.${parent}`} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  )),
];
