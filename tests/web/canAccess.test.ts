import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/authProvider/canAccess';

describe('canAccess (spec §6)', () => {
  it('lets an admin do everything, including on resources no rule mentions', () => {
    for (const resource of ['user', 'project-ambit', 'profile', 'some-future-module']) {
      for (const action of ['list', 'create', 'edit', 'delete', 'export']) {
        expect(canAccess('admin', { resource, action })).toBe(true);
      }
    }
  });

  it.each(['collaborator', 'client'] as const)('keeps a %s out of users and project ambits', (role) => {
    for (const resource of ['user', 'project-ambit']) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) {
        expect(canAccess(role, { resource, action })).toBe(false);
      }
    }
  });

  it.each(['admin', 'collaborator', 'client'] as const)('lets a %s see and edit their own profile', (role) => {
    expect(canAccess(role, { resource: 'profile', action: 'show' })).toBe(true);
    expect(canAccess(role, { resource: 'profile', action: 'edit' })).toBe(true);
  });

  it('denies non-admins any resource without a rule, and denies everyone without a role', () => {
    expect(canAccess('collaborator', { resource: 'consultancy', action: 'list' })).toBe(false);
    expect(canAccess(undefined, { resource: 'profile', action: 'show' })).toBe(false);
  });
});
