import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTableRow, useResourceContext, useTranslateLabel } from 'react-admin';

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
  return <DataTableRow {...props}>{labelled(children)}</DataTableRow>;
};

export default LabelledDataTableRow;
