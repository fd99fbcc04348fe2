import { BulkDeleteButton, DataTable, List, SearchInput } from 'react-admin';
import { LogoColumn } from '../../common/LogoField';
import type { Consultancy } from './types';

const consultancyFilters = [<SearchInput key="q" source="q" alwaysOn />];

const ConsultancyList = () => (
  <List filters={consultancyFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <DataTable<Consultancy> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <LogoColumn />
      <DataTable.Col source="name" />
      <DataTable.Col source="domain_name" />
      <DataTable.Col source="centerList" align="right" disableSort render={(consultancy) => consultancy.centerList.length} />
    </DataTable>
  </List>
);

export default ConsultancyList;
