import { describe, expect, it } from 'vitest';
import { daysUntil, expiryStatus } from '../../src/common/ExpiryBadge';
import { sortCenters } from '../../src/dashboard/Dashboard';
import { formatPercent } from '../../contract/field-kinds';
import type { HomeCenter } from '../../src/dataProvider/home';

const today = new Date(2026, 10, 22); // 22/11/2026, local calendar day

describe('expiry status', () => {
  it('is expired once the day has passed, soon inside the window (the day itself included), fine beyond it', () => {
    expect(daysUntil('2026-11-17', today)).toBe(-5);
    expect(expiryStatus('2026-11-17', 60, today)).toBe('expired');
    expect(expiryStatus('2026-11-22', 60, today)).toBe('soon');
    expect(expiryStatus('2027-01-21', 60, today)).toBe('soon');
    expect(expiryStatus('2027-01-22', 60, today)).toBe('ok');
    expect(expiryStatus('2026-11-30', 7, today)).toBe('ok');
    expect(expiryStatus(null, 60, today)).toBe('none');
  });
});

const center = (name: string, expired: number, expiring: number, compliance: number | null): HomeCenter => ({
  center: { id: name.length, name },
  enterprise: { id: 1, name: 'E' },
  warning_days: 60,
  active_modules: [],
  evidences: { total: 0, FULFILLED: 0, IN_PROCESS: 0, NOT_FULFILLED: 0 },
  compliance,
  expired,
  expiring,
});

describe('home order', () => {
  const centers = [
    center('Bé', 0, 0, 90),
    center('Caducats', 3, 0, 95),
    center('Aviat', 0, 2, 99),
    center('Baix', 0, 0, 20),
    center('Buit', 0, 0, null),
  ];
  it('puts what needs attention first: expired, then expiring, then lower compliance, no evidences last', () => {
    expect(sortCenters(centers, 'attention').map((c) => c.center.name)).toEqual(['Caducats', 'Aviat', 'Baix', 'Bé', 'Buit']);
  });
  it('sorts by compliance or by name on request', () => {
    expect(sortCenters(centers, 'compliance').map((c) => c.center.name)).toEqual(['Baix', 'Bé', 'Caducats', 'Aviat', 'Buit']);
    expect(sortCenters(centers, 'name')[0]!.center.name).toBe('Aviat');
  });
  it('writes percentages as Spain does, with a decimal comma', () => {
    expect(formatPercent(87.5, 'es')).toMatch(/^87,5\s%$/);
    expect(formatPercent(40, 'ca')).toMatch(/^40\s%$/);
  });
});
