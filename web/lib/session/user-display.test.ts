import { describe, expect, it } from 'vitest';
import { userDisplay } from './user-display';

describe('userDisplay', () => {
  it('uses the first and last name and the plan', () => {
    expect(userDisplay({ firstName: 'ananya', lastName: 'Menon', email: 'a@x.in', plan: 'premium' })).toEqual(
      {
        initial: 'A',
        name: 'ananya Menon',
        planLabel: 'Premium',
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
    });
  });

  it('falls back to U, User and Member', () => {
    expect(userDisplay({})).toEqual({ initial: 'U', name: 'User', planLabel: 'Member' });
    expect(userDisplay({ firstName: '  ', email: null, plan: 'none' })).toEqual({
      initial: 'U',
      name: 'User',
      planLabel: 'Member',
    });
  });

  it('uses the last name alone when there is no first name', () => {
    expect(userDisplay({ lastName: 'Menon', email: 'z@x.in' })).toMatchObject({
      initial: 'Z',
      name: 'Menon',
    });
  });
});
