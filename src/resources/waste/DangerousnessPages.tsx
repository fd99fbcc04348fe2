import { BulkDeleteButton, DataTable, ImageField, ImageInput, List, SearchInput } from 'react-admin';
import { IMAGE_TYPES } from '../../common/imageTypes';
import { RegisterCreate, RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { BilingualInputs } from '../../custom-pages/legal-manager/BilingualInputs';
import { FULL_ROW } from '../../common/FormGrid';
import { HazardPictograms } from './HazardPictograms';
import type { Dangerousness } from './types';

const toPreview = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

const DangerousnessInputs = () => (
  <>
    <BilingualInputs />
    <ImageInput source="pictogram" accept={IMAGE_TYPES} format={toPreview} helperText="resources.dangerousness.helpers.pictogram" className={FULL_ROW}>
      <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 96, objectFit: 'contain' } }} />
    </ImageInput>
  </>
);

export const DangerousnessList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable<Dangerousness> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="pictogram" disableSort render={(row) => <HazardPictograms classes={[row as Dangerousness]} size={40} />} />
      <DataTable.Col source="name_spanish" />
      <DataTable.Col source="name_catalan" />
    </DataTable>
  </List>
);

export const DangerousnessCreate = () => (
  <RegisterCreate>
    <DangerousnessInputs />
  </RegisterCreate>
);

export const DangerousnessEdit = () => (
  <RegisterEdit>
    <DangerousnessInputs />
  </RegisterEdit>
);
