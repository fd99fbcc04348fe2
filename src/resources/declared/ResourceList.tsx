import { Suspense } from 'react';
import { AutocompleteInput, BulkDeleteButton, DataTable, List, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { KindField } from '../../common/fields';
import type { DeclaredColumn, DeclaredFilter, PlainPages, ResourceDeclaration } from '../declare';
import { choicesOf } from './DeclaredInputs';
import { partOf } from './partOf';

const NUMERIC = ['quantity', 'money', 'hours', 'percent', 'number'];

const filterOf = (filter: DeclaredFilter) =>
  'reference' in filter ? (
    <ReferenceInput key={filter.source} source={filter.source} reference={filter.reference} alwaysOn>
      <AutocompleteInput label={filter.label} sx={{ minWidth: filter.width }} />
    </ReferenceInput>
  ) : (
    <SelectInput key={filter.source} source={filter.source} choices={choicesOf(filter.choices, filter.labels)} alwaysOn />
  );

/**
 * A column by its field's kind. `vector.name` reads a nested reference: labelled as the reference
 * (`resources.aspect.fields.vector`) and not sortable, like a bilingual name, which the API sorts by one language only.
 */
const columnOf = (resource: string, pages: PlainPages, declared: string | DeclaredColumn) => {
  const column = typeof declared === 'string' ? { source: declared } : declared;
  const { source, cell } = column;
  const nested = source.includes('.');
  const field = pages.fields[source];
  const kind = column.kind ?? (field?.kind.kind === 'bilingualName' ? undefined : field?.kind);
  const disableSort = column.sortable === false || nested || field?.kind.kind === 'bilingualName';
  const label = nested ? `resources.${resource}.fields.${source.split('.')[0]}` : undefined;
  if (cell) {
    const Cell = partOf(cell);
    const render = (record: Record<string, unknown>) => (
      <Suspense fallback={null}>
        <Cell record={record} />
      </Suspense>
    );
    return <DataTable.Col key={source} source={source} label={label} disableSort={disableSort} render={render} />;
  }
  if (!kind || kind.kind === 'text' || kind.kind === 'reference') {
    return <DataTable.Col key={source} source={source} label={label} disableSort={disableSort} />;
  }
  return (
    <DataTable.Col
      key={source}
      source={source}
      label={label}
      disableSort={disableSort}
      align={NUMERIC.includes(kind.kind) ? 'right' : undefined}
    >
      <KindField source={source} kind={kind} />
    </DataTable.Col>
  );
};

/** The list of a declared resource: search and its filters, its columns by kind, pessimistic bulk delete. */
const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const pages = declaration.pages as PlainPages;
  const filters = [<SearchInput key="q" source="q" alwaysOn />, ...(pages.list.filters ?? []).map(filterOf)];
  return (
    <List filters={filters} sort={pages.list.sort} exporter={false}>
      <DataTable bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        {pages.list.columns.map((column) => columnOf(declaration.name, pages, column))}
      </DataTable>
    </List>
  );
};

export default ResourceList;
