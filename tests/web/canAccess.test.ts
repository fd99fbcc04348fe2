import { describe, expect, it } from 'vitest';
import { CENTER_MODULES, moduleOpensTo } from '../../contract/modules';
import { ROLES } from '../../contract/roles';
import { canAccess } from '../../src/authProvider/canAccess';
import { canOpenModule, MODULE_ENTRY } from '../../src/common/moduleAccess';

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

  it.each(['collaborator', 'client'] as const)(
    'keeps a %s out of consultancies, enterprises, module activation and e-mail settings',
    (role) => {
      for (const resource of ['consultancy', 'enterprise', 'module-activation', 'email-configuration']) {
        for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
          expect(canAccess(role, { resource, action })).toBe(false);
        }
      }
    },
  );

  it.each(['collaborator', 'client'] as const)('lets a %s list and open centers and their home, but not change centers', (role) => {
    expect(canAccess(role, { resource: 'center', action: 'list' })).toBe(true);
    expect(canAccess(role, { resource: 'center', action: 'show' })).toBe(true);
    expect(canAccess(role, { resource: 'center-home', action: 'show' })).toBe(true);
    for (const action of ['create', 'edit', 'delete']) {
      expect(canAccess(role, { resource: 'center', action })).toBe(false);
    }
  });

  it('lets an admin manage organisation records and reach every organisation page', () => {
    for (const resource of ['consultancy', 'enterprise', 'center', 'center-home', 'module-activation', 'email-configuration']) {
      expect(canAccess('admin', { resource, action: 'show' })).toBe(true);
    }
    expect(canAccess('admin', { resource: 'center', action: 'delete' })).toBe(true);
  });

  it('denies non-admins any resource without a rule, and denies everyone without a role', () => {
    expect(canAccess('collaborator', { resource: 'consultancy', action: 'list' })).toBe(false);
    expect(canAccess(undefined, { resource: 'profile', action: 'show' })).toBe(false);
  });

  it("opens each module's first page to exactly the roles contract/modules.ts names (the list the server follows)", () => {
    for (const module of CENTER_MODULES) {
      for (const role of ROLES) {
        expect(canAccess(role, MODULE_ENTRY[module]), `${role} ${module}`).toBe(moduleOpensTo(role, module));
        expect(canOpenModule(role, module), `${role} ${module}`).toBe(moduleOpensTo(role, module));
      }
    }
    expect(moduleOpensTo('collaborator', 'risk-opportunity')).toBe(false);
    expect(moduleOpensTo('client', 'improvement')).toBe(false);
    expect(moduleOpensTo('client', 'residue')).toBe(true);
  });
});
