import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
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
        {/* On a phone each person is a card of their projects' hours, instead of a grid scrolling sideways. */}
        {report && (
          <Box sx={(theme) => plainTablePhoneStyles(theme)}>
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
                      <TableCell key={String(project.id)} align="right" sx={{ whiteSpace: 'nowrap' }} data-label={project.name}>
                        {format({ kind: 'hours' }, row.projects.find((cell) => cell.project.id === project.id)?.worked_hours)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-label={translate('projects.resume.total')}>
                      <strong>{format({ kind: 'hours' }, row.total_worked_hours)}</strong>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

export default AllUsersReportPage;
