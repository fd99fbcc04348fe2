import { describe, expect, it } from 'vitest';
import { effectiveAfterPublication, eliAddress, https, referenceInForm, repealDate } from '../../src/resources/legal-text/identityRules';

// Issue 36: the legal text form says what the server would refuse, under the field that is wrong, before it is sent.

const ERRORS = 'legalRegister.identity.errors';
const check = (rule: typeof referenceInForm, value: unknown, values: Record<string, unknown> = {}) => rule(value, values, {});

describe("a legal text's identity, checked as typed", () => {
  it('wants the reference in its bulletin’s form, of the publication’s year', () => {
    expect(check(referenceInForm, 'BOE-A-2022-5809', { bulletin: 'BOE', publication_date: '2022-04-09' })).toBeUndefined();
    expect(check(referenceInForm, 'BOE-A-2022-5809', { publication_date: '2022-04-09' })).toBe(`${ERRORS}.bulletin_required`);
    expect(check(referenceInForm, 'BOE 5809/2022', { bulletin: 'BOE' })).toBe(`${ERRORS}.reference_form`);
    expect(check(referenceInForm, 'BOE-A-2021-5809', { bulletin: 'BOE', publication_date: '2022-04-09' })).toBe(`${ERRORS}.reference_year`);
    expect(check(referenceInForm, 'DOGC-f-2009-90008', { bulletin: 'DOGC' })).toBeUndefined();
    expect(check(referenceInForm, '', { bulletin: 'BOE' })).toBeUndefined();
  });

  it('keeps the dates in order: in force from its publication, repealed after it came into force', () => {
    expect(check(effectiveAfterPublication, '2022-04-10', { publication_date: '2022-04-09' })).toBeUndefined();
    expect(check(effectiveAfterPublication, '2022-04-08', { publication_date: '2022-04-09' })).toBe(
      `${ERRORS}.effective_before_publication`,
    );
    expect(check(repealDate, null, { state: 'IN_FORCE' })).toBeUndefined();
    expect(check(repealDate, null, { state: 'REPEALED' })).toBe(`${ERRORS}.state_date_required`);
    expect(check(repealDate, '2022-01-01', { state: 'PARTIALLY_REPEALED', effective_date: '2022-04-10' })).toBe(
      `${ERRORS}.state_date_order`,
    );
    expect(check(repealDate, '2026-03-01', { state: 'REPEALED', effective_date: '2022-04-10' })).toBeUndefined();
  });

  it('takes https addresses, and an /eli/ path for the ELI', () => {
    expect(check(https, 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-5809')).toBeUndefined();
    expect(check(https, 'http://www.boe.es/')).toBe(`${ERRORS}.https`);
    expect(check(https, null)).toBeUndefined();
    expect(check(eliAddress, 'https://www.boe.es/eli/es/l/2022/04/08/7')).toBeUndefined();
    expect(check(eliAddress, 'https://www.boe.es/buscar/act.php')).toBe(`${ERRORS}.eli`);
    expect(check(eliAddress, 'not an address')).toBe(`${ERRORS}.eli`);
  });
});
