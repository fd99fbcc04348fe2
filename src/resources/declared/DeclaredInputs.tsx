import { Suspense } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { DateInput } from '../../common/DateInput';
import { FULL_ROW } from '../../common/FormGrid';
import type { DeclaredField, PlainPages, ResourceDeclaration } from '../declare';
import { partOf } from './partOf';

const validators = (field: DeclaredField): Validator[] => [
  ...(field.required ? [required()] : []),
  ...(field.validate === undefined ? [] : Array.isArray(field.validate) ? field.validate : [field.validate]),
];

/** The choices of a code: labelled `<labels>.<code>` when the kind has labels, by the code itself otherwise. */
export const choicesOf = (codes: readonly string[], labels?: string) =>
  codes.map((code) => ({ id: code, name: labels ? `${labels}.${code}` : code }));

/** One field's input, by its kind. `filter` narrows a reference's options. */
const FieldInput = ({ source, field, filter }: { source: string; field: DeclaredField; filter?: Record<string, unknown> }) => {
  const validate = validators(field);
  const className = field.fullRow ? FULL_ROW : undefined;
  const { kind, helperText } = field;
  if (field.input) {
    const Input = partOf(field.input);
    return (
      <Suspense fallback={null}>
        <Input source={source} />
      </Suspense>
    );
  }
  if (field.choices) {
    const choices = choicesOf(field.choices, kind.kind === 'state' ? kind.labels : undefined);
    return (
      <SelectInput
        source={source}
        choices={choices}
        validate={validate}
        helperText={helperText}
        className={className}
        defaultValue={field.defaultValue}
      />
    );
  }
  switch (kind.kind) {
    case 'bilingualName':
      // A long name (a requirement, a practice) wraps onto more lines rather than hide its end.
      return (
        <>
          <TextInput source={`${source}_spanish`} validate={required()} multiline />
          <TextInput source={`${source}_catalan`} validate={required()} multiline />
        </>
      );
    case 'reference':
      return field.many ? (
        <ReferenceArrayInput source={source} reference={kind.table} sort={field.sort} perPage={field.perPage} filter={filter}>
          <AutocompleteArrayInput validate={validate} helperText={helperText} className={className} optionText={field.optionText} />
        </ReferenceArrayInput>
      ) : (
        <ReferenceInput source={source} reference={kind.table} sort={field.sort} perPage={field.perPage} filter={filter}>
          <AutocompleteInput validate={validate} helperText={helperText} className={className} optionText={field.optionText} />
        </ReferenceInput>
      );
    case 'boolean':
      return <BooleanInput source={source} helperText={helperText} className={className} />;
    case 'date':
    case 'dueDate':
      return <DateInput source={source} validate={validate} helperText={helperText} className={className} />;
    case 'number':
    case 'quantity':
    case 'money':
    case 'hours':
    case 'percent':
      return field.min === undefined ? (
        <NumberInput source={source} validate={validate} helperText={helperText} className={className} />
      ) : (
        <NumberInput
          source={source}
          validate={[...validate, minValue(field.min)]}
          min={field.min}
          step={1}
          helperText={helperText}
          className={className}
        />
      );
    case 'file':
      return null;
    default:
      return <TextInput source={source} type={field.inputType} validate={validate} helperText={helperText} className={className} />;
  }
};

/** A declared resource's inputs in field order (put them in a two-column FormGrid); the legal manager's dialogs use them too. */
export const DeclaredInputs = ({
  declaration,
  filters,
}: {
  declaration: ResourceDeclaration;
  filters?: Record<string, Record<string, unknown>>;
}) => {
  const { fields } = declaration.pages as PlainPages;
  return (
    <>
      {Object.entries(fields)
        .filter(([, field]) => !field.readOnly)
        .map(([source, field]) => (
          <FieldInput key={source} source={source} field={field} filter={filters?.[source]} />
        ))}
    </>
  );
};
