import { Children, cloneElement, Fragment, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { DataTableRow, useDataTableCallbacksContext, useResourceContext, useResourceDefinition, useTranslateLabel } from 'react-admin';

/** A row that opens its record on click also opens it with Enter once focused: without it a keyboard never reaches the record. */
const useKeyboardOpening = () => {
  const { rowClick } = useDataTableCallbacksContext();
  const { hasEdit, hasShow } = useResourceDefinition();
  if (rowClick === false || (rowClick == null && !hasEdit && !hasShow)) return {};
  return {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
    },
  };
};

/** react-admin's row, with each column's translated label written into its cell for the phone layout (phoneTables.tsx). */
const LabelledDataTableRow = ({ children, ...props }: { children?: ReactNode }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const label = (column: ReactElement<{ label?: unknown; source?: string }>) => {
    const { label: given, source } = column.props;
    if (given === false || (given !== undefined && typeof given !== 'string')) return undefined;
    if (given === undefined && !source) return undefined;
    const text = translateLabel({ label: given as string | undefined, source, resource });
    return typeof text === 'string' && text ? text : undefined;
  };
  const labelled = (nodes: ReactNode): ReactNode =>
    Children.map(nodes, (child) => {
      if (!isValidElement(child)) return child;
      if (child.type === Fragment) return labelled((child.props as { children?: ReactNode }).children);
      const text = label(child as ReactElement<{ label?: unknown; source?: string }>);
      return text ? cloneElement(child as ReactElement<Record<string, unknown>>, { 'data-label': text }) : child;
    });
  const keyboardOpening = useKeyboardOpening();
  return (
    <DataTableRow {...keyboardOpening} {...props}>
      {labelled(children)}
    </DataTableRow>
  );
};

export default LabelledDataTableRow;
