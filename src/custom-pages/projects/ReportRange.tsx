import SearchIcon from '@mui/icons-material/Search';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, required, useTranslate } from 'react-admin';
import { todayIn } from '../../../contract/field-kinds';
import { DateInput } from '../../common/DateInput';
import { FieldRow } from '../../common/FieldRow';

export interface Range {
  startDate: string;
  endDate: string;
  userId?: number;
}

// The year of today in Spain, where the hours are worked (the browser's clock may be elsewhere).
const thisYear = todayIn().slice(0, 4);
export const DEFAULT_RANGE: Range = { startDate: `${thisYear}-01-01`, endDate: `${thisYear}-12-31` };

/** The date range (and whatever inputs a report adds) above a report; dates travel YYYY-MM-DD. */
export const ReportRange = ({ value, onChange, children }: { value: Range; onChange: (range: Range) => void; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Form defaultValues={value} onSubmit={(values: Record<string, unknown>) => onChange(values as unknown as Range)}>
      <FieldRow>
        <DateInput source="startDate" label="projects.filters.start_date" validate={required()} />
        <DateInput source="endDate" label="projects.filters.end_date" validate={required()} />
        {children}
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('projects.reports.show')}
        </Button>
      </FieldRow>
    </Form>
  );
};
