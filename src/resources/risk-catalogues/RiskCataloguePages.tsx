import {
  AutocompleteInput, BulkDeleteButton, DataTable, List, ReferenceInput, required, SearchInput, SelectInput, useTranslate,
} from 'react-admin';
import { Chip } from '@mui/material';
import { CONSEQUENCE_TYPES } from '../../../contract/risks';
import { BilingualInputs } from '../../custom-pages/legal-manager/BilingualInputs';
import { RegisterCreate, RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';

interface Named { id: number; name: string }
interface Question extends Named { ambit: Named; category: Named }
interface Consequence extends Named { type: string; question: Named }

const search = [<SearchInput key="q" source="q" alwaysOn />];

const useTypeChoices = () => {
  const translate = useTranslate();
  return CONSEQUENCE_TYPES.map((type) => ({ id: type, name: translate(`risks.types.${type}`) }));
};

export const TypeChip = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={type === 'RISK' ? 'error' : 'success'} variant="outlined" label={translate(`risks.types.${type}`, { _: type })} />;
};

const NamedList = () => (
  <List filters={search} sort={{ field: 'name_spanish', order: 'ASC' }} exporter={false}>
    <DataTable<Named> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="name_spanish" />
      <DataTable.Col source="name_catalan" />
    </DataTable>
  </List>
);

export const AmbitList = NamedList;
export const CategoryList = NamedList;
export const AmbitCreate = () => <RegisterCreate><BilingualInputs /></RegisterCreate>;
export const AmbitEdit = () => <RegisterEdit><BilingualInputs /></RegisterEdit>;
export const CategoryCreate = AmbitCreate;
export const CategoryEdit = AmbitEdit;

const questionFilters = [
  ...search,
  <ReferenceInput key="ambitId" source="ambitId" reference="risk-opportunity-ambit" alwaysOn>
    <AutocompleteInput label="resources.question.fields.ambit" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="categoryId" source="categoryId" reference="category" alwaysOn>
    <AutocompleteInput label="resources.question.fields.category" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

export const QuestionList = () => (
  <List filters={questionFilters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable<Question> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="ambit.name" label="resources.question.fields.ambit" disableSort />
      <DataTable.Col source="category.name" label="resources.question.fields.category" disableSort />
    </DataTable>
  </List>
);

const QuestionInputs = () => (
  <>
    <BilingualInputs />
    <ReferenceInput source="ambit_id" reference="risk-opportunity-ambit">
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
    <ReferenceInput source="category_id" reference="category">
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
  </>
);
export const QuestionCreate = () => <RegisterCreate><QuestionInputs /></RegisterCreate>;
export const QuestionEdit = () => <RegisterEdit><QuestionInputs /></RegisterEdit>;

const useConsequenceFilters = () => {
  const choices = useTypeChoices();
  return [
    ...search,
    <ReferenceInput key="questionId" source="questionId" reference="question" alwaysOn>
      <AutocompleteInput label="resources.consequence.fields.question" sx={{ minWidth: 280 }} />
    </ReferenceInput>,
    <SelectInput key="type" source="type" choices={choices} alwaysOn />,
  ];
};

export const ConsequenceList = () => (
  <List filters={useConsequenceFilters()} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable<Consequence> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="type" render={(record: Consequence) => <TypeChip type={record.type} />} />
      <DataTable.Col source="question.name" label="resources.consequence.fields.question" disableSort />
    </DataTable>
  </List>
);

const ConsequenceInputs = () => {
  const choices = useTypeChoices();
  return (
    <>
      <BilingualInputs />
      <ReferenceInput source="question_id" reference="question">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <SelectInput source="type" choices={choices} validate={required()} />
    </>
  );
};
export const ConsequenceCreate = () => <RegisterCreate><ConsequenceInputs /></RegisterCreate>;
export const ConsequenceEdit = () => <RegisterEdit><ConsequenceInputs /></RegisterEdit>;
