import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_LEVELS, type ImportSummary } from '../../dataProvider';

const COUNTS = ['created', 'updated', 'unchanged'] as const;

/** What an import would do (dry run) or did: one row per register level. */
export const ImportSummaryTable = ({ summary }: { summary: ImportSummary['summary'] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('legalRegister.migration.summary', { _: 'Import summary' })}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('legalRegister.migration.level', { _: 'Level' })}</TableCell>
          {COUNTS.map((count) => (
            <TableCell key={count} align="right">
              {translate(`legalRegister.migration.${count}`, { _: count })}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {IMPORT_LEVELS.map((level) => (
          <TableRow key={level}>
            <TableCell component="th" scope="row">
              {translate(`legalRegister.migration.levels.${level}`, { _: level })}
            </TableCell>
            {COUNTS.map((count) => (
              <TableCell key={count} align="right">
                {summary[level][count]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
