import { describe, expect, it } from 'vitest';
import { userDisplay } from './user-display';

describe('userDisplay', () => {
  it('uses the first and last name and the plan', () => {
    expect(userDisplay({ firstName: 'ananya', lastName: 'Menon', email: 'a@x.in', plan: 'premium' })).toEqual(
      {
        initial: 'A',
        name: 'ananya Menon',
        planLabel: 'Premium',
        isStaff: false,
      },
    );
  });

  it('falls back to the e-mail for the letter and the local part for the name', () => {
    expect(
      userDisplay({ firstName: null, lastName: '', email: 'meera.k@roslis.test', plan: 'gold' }),
    ).toEqual({
      initial: 'M',
      name: 'meera.k',
      planLabel: 'Gold',
      isStaff: false,
    });
  });

  it('falls back to U, User and Member', () => {
    expect(userDisplay({})).toEqual({ initial: 'U', name: 'User', planLabel: 'Member', isStaff: false });
    expect(userDisplay({ firstName: '  ', email: null, plan: 'none' })).toEqual({
      initial: 'U',
      name: 'User',
      planLabel: 'Member',
      isStaff: false,
    });
  });

  it('uses the last name alone when there is no first name', () => {
    expect(userDisplay({ lastName: 'Menon', email: 'z@x.in' })).toMatchObject({
      initial: 'Z',
      name: 'Menon',
    });
  });

  it('an applicant reads the card she applied for until it is approved, and Not approved after a rejection', () => {
    const base = { firstName: 'Asha', plan: 'premium' as const };
    expect(userDisplay({ ...base, cardStatus: 'pending_review' }).planLabel).toBe('Premium applicant');
    expect(userDisplay({ ...base, cardStatus: 'rejected' }).planLabel).toBe('Not approved');
    expect(userDisplay({ ...base, cardStatus: 'active' }).planLabel).toBe('Premium');
    expect(userDisplay({ ...base, cardStatus: 'inactive' }).planLabel).toBe('Premium');
  });

  it('staff read their role where members read their plan', () => {
    expect(
      userDisplay({ firstName: 'Roslis', lastName: 'Admin', plan: 'none', role: 'admin' }),
    ).toMatchObject({
      planLabel: 'Admin',
      isStaff: true,
    });
    expect(userDisplay({ email: 'sub@roslis.test', role: 'subadmin' })).toMatchObject({
      planLabel: 'Sub-admin',
      isStaff: true,
    });
    expect(userDisplay({ plan: 'gold', role: 'customer' })).toMatchObject({
      planLabel: 'Gold',
      isStaff: false,
    });
  });
});
