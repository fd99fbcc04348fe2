import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { DEFAULT_RANGE, ReportRange, type Range } from './ReportRange';

/** /project/reports/worked-hours-by-all-users: users x projects over a range (admin). */
const AllUsersReportPage = () => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  const [range, setRange] = useState<Range>(DEFAULT_RANGE);
  const { data: report, error } = useModuleQuery(
    (provider) => provider.getWorkedHoursByAllUsers(range.startDate, range.endDate),
    `projects/worked-hours-by-all-users/${range.startDate}/${range.endDate}`,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="projects.reports.all_users" />
      <CardContent sx={{ overflowX: 'auto' }}>
        <ReportRange value={range} onChange={setRange} />
        {!report && <QueryState error={error} />}
        {report && (
          <Table size="small" sx={{ mt: 2 }} aria-label={translate('projects.reports.all_users')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.dedication.fields.user')}</TableCell>
                {report.projects.map((project) => (
                  <TableCell key={String(project.id)} align="right">
                    {project.name}
                  </TableCell>
                ))}
                <TableCell align="right">{translate('projects.resume.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.workedHoursByAllUsers.map((row) => (
                <TableRow key={String(row.user.id)}>
                  <TableCell>{row.user.name}</TableCell>
                  {report.projects.map((project) => (
                    <TableCell key={String(project.id)} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {format({ kind: 'hours' }, row.projects.find((cell) => cell.project.id === project.id)?.worked_hours)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <strong>{format({ kind: 'hours' }, row.total_worked_hours)}</strong>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

export default AllUsersReportPage;
