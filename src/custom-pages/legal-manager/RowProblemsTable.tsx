import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowProblem } from '../../dataProvider';

/** The problems of a refused workbook, each where the spreadsheet shows it: its row, and its column by the header the file shows. */
export const RowProblemsTable = ({ problems }: { problems: RowProblem[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('legalRegister.migration.problems', { _: 'Problems in the file' })}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('legalRegister.migration.row', { _: 'Row' })}</TableCell>
          <TableCell>{translate('legalRegister.migration.column', { _: 'Column' })}</TableCell>
          <TableCell>{translate('legalRegister.migration.problem', { _: 'Problem' })}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {problems.map(({ row, column, problem }) => (
          <TableRow key={`${row}:${column}:${problem}`}>
            <TableCell>{row}</TableCell>
            <TableCell>{translate(`legalRegister.migration.columns.${column}`, { _: column })}</TableCell>
            <TableCell>{problem}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
