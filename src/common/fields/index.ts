export { KindField } from './KindField';
export { DueDateChip } from './DueDateChip';
export { useFieldFormat, type FieldFormat } from './useFieldFormat';
export * from '../../../contract/field-kinds';
