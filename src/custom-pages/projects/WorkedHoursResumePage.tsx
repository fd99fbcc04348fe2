import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, Title, useCanAccess, useTranslate } from 'react-admin';
import { toDisplayDate } from '../../common/dates';
import { useFieldFormat } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { useProjectsApi } from './api';
import { DEFAULT_RANGE, ReportRange, type Range } from './ReportRange';

/** /project/worked-hours-by-user-resume: a user's hours per project over a range (collaborators: their own). */
const WorkedHoursResumePage = () => {
  const projectsApi = useProjectsApi();
  const translate = useTranslate();
  const reportError = useReportError();
  const { format } = useFieldFormat();
  const hours = (value: number) => format({ kind: 'hours' }, value);
  const { canAccess: isAdmin = false } = useCanAccess({ resource: 'project-reports', action: 'show' });
  const [range, setRange] = useState<Range>(DEFAULT_RANGE);
  const { data: resume, error } = useModuleQuery(
    (provider) => provider.getWorkedHoursResume(range),
    `projects/worked-hours-resume/${range.startDate}/${range.endDate}/${range.userId ?? ''}`,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="projects.resume.title" />
      <CardContent>
        <ReportRange value={range} onChange={setRange}>
          {isAdmin && (
            <ReferenceInput source="userId" reference="user" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput label="resources.dedication.fields.user" sx={{ minWidth: 220 }} />
            </ReferenceInput>
          )}
        </ReportRange>
        {!resume && <QueryState error={error} />}
        {resume && (
          <>
            <Typography variant="h6" sx={{ mt: 2 }}>
              {translate('projects.resume.heading', {
                name: resume.user.name,
                start: toDisplayDate(resume.startDate),
                end: toDisplayDate(resume.endDate),
                hours: format({ kind: 'number' }, resume.total_worked_hours),
              })}
            </Typography>
            <Box sx={(theme) => plainTablePhoneStyles(theme)}>
              <Table size="small" aria-label={translate('projects.resume.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('projects.resume.project')}</TableCell>
                    <TableCell>{translate('projects.resume.center')}</TableCell>
                    <TableCell align="right">{translate('projects.resume.worked_hours')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {resume.project_resumes.map((row) => (
                    <TableRow key={String(row.project.id)}>
                      <TableCell>{row.project.name}</TableCell>
                      <TableCell data-label={translate('projects.resume.center')}>{row.center.name}</TableCell>
                      <TableCell data-label={translate('projects.resume.worked_hours')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {hours(row.worked_hours)}
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={2}>
                      <strong>{translate('projects.resume.total')}</strong>
                    </TableCell>
                    <TableCell align="right" data-testid="resume-total">
                      <strong>{hours(resume.total_worked_hours)}</strong>
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
            <Button
              sx={{ mt: 2 }}
              startIcon={<DownloadIcon />}
              onClick={() => projectsApi.downloadWorkedHoursResume({ ...range }).catch(reportError)}
            >
              {translate('ra.action.export')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default WorkedHoursResumePage;
