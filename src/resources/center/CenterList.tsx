import { AutocompleteInput, BulkDeleteButton, DataTable, List, ReferenceInput, SearchInput, useCanAccess } from 'react-admin';
import { LogoColumn } from '../../common/LogoField';
import { CenterHomeButton } from './CenterButtons';
import { centerHomePath } from './centerPaths';
import type { Center } from './types';

const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
// Enterprises are admin-only on the API, so only admins get the enterprise filter.
const adminFilters = [
  searchFilter,
  <ReferenceInput key="enterpriseId" source="enterpriseId" reference="enterprise" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

/**
 * Admins manage every center here (a row opens its edit page); collaborators and clients see "My centers",
 * the ones tenancy gives them, and a row opens the center's home.
 */
const CenterList = () => {
  const { canAccess: canManage = false, isPending } = useCanAccess({ resource: 'center', action: 'edit' });
  if (isPending) return null;
  return (
    <List
      title={canManage ? undefined : 'resources.center.my_centers'}
      filters={canManage ? adminFilters : [searchFilter]}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      empty={canManage ? undefined : false}
    >
      <DataTable<Center>
        rowClick={canManage ? 'edit' : (id) => centerHomePath(id)}
        bulkActionButtons={canManage ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        <LogoColumn />
        <DataTable.Col source="name" />
        <DataTable.Col source="enterprise.name" label="resources.center.fields.enterprise" disableSort />
        <DataTable.Col source="province" />
        <DataTable.Col source="municipality" disableSort />
        {canManage && (
          <DataTable.Col label={false} disableSort align="right">
            <CenterHomeButton />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
};

export default CenterList;
