import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../src/common/DateField';
import { toApiDate, toDisplayDate } from '../../src/common/dates';

describe('dates (spec §9)', () => {
  it('shows day/month/year and sends year-month-day', () => {
    expect(toDisplayDate('2025-03-07')).toBe('07/03/2025');
    expect(toDisplayDate(new Date(2025, 11, 31))).toBe('31/12/2025');
    expect(toApiDate(new Date(2025, 0, 2))).toBe('2025-01-02');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(toDisplayDate(null)).toBe('');
    expect(toDisplayDate('not a date')).toBe('');
  });

  it('renders a record date with <DateField>', () => {
    render(
      <RecordContextProvider value={{ id: 1, expiration_date: '2026-02-28' }}>
        <DateField source="expiration_date" />
      </RecordContextProvider>,
    );
    expect(screen.getByText('28/02/2026')).toBeInTheDocument();
  });
});
