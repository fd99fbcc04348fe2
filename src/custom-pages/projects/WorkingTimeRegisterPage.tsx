import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, Title, useCanAccess, useTranslate } from 'react-admin';
import { todayIn } from '../../../contract/field-kinds';
import { FieldRow } from '../../common/FieldRow';
import { MonthInput } from '../../common/TimeInputs';
import { useReportError } from '../../common/useReportError';
import { useProjectsApi } from './api';

/** The working-time register (Spanish law: daily start, end and hours of each worker) for a month, as .xlsx. */
const WorkingTimeRegisterPage = () => {
  const projectsApi = useProjectsApi();
  const translate = useTranslate();
  const reportError = useReportError();
  const { canAccess: isAdmin = false } = useCanAccess({ resource: 'project-reports', action: 'show' });
  const [month, setMonth] = useState(() => todayIn().slice(0, 7));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="projects.register.title" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('projects.register.help')}
        </Typography>
        <Form
          onSubmit={(values: Record<string, unknown>) =>
            projectsApi.downloadWorkingTimeRegister(month, values.userId as number | undefined).catch(reportError)
          }
        >
          <FieldRow>
            <MonthInput label={translate('projects.register.month')} value={month} onChange={setMonth} />
            {isAdmin && (
              <ReferenceInput source="userId" reference="user" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput label="resources.dedication.fields.user" sx={{ minWidth: 220 }} />
              </ReferenceInput>
            )}
            <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={!month}>
              {translate('projects.register.download')}
            </Button>
          </FieldRow>
        </Form>
      </CardContent>
    </Card>
  );
};

export default WorkingTimeRegisterPage;
