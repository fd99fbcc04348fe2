import { describe, expect, it } from 'vitest';
import { toUserPayload } from '../../src/resources/user/userPayload';

const base = { name: 'Laura', email: 'laura@eco.es', password: '' };

describe('the user form’s body', () => {
  it('sends the consultancy a staff user follows, and null once the choice is cleared', () => {
    expect(toUserPayload({ ...base, role: 'collaborator', consultancy_id: 4 }).consultancy_id).toBe(4);
    expect(toUserPayload({ ...base, role: 'admin', consultancy_id: '' as unknown as number }).consultancy_id).toBeNull();
  });

  it('sends no consultancy for a client, whatever the form held', () => {
    expect(toUserPayload({ ...base, role: 'client', consultancy_id: 4 })).not.toHaveProperty('consultancy_id');
  });

  it('leaves the consultancy alone when the form never showed it', () => {
    expect(toUserPayload({ ...base, role: 'collaborator' })).not.toHaveProperty('consultancy_id');
  });
});
