import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist, passwordChecklist, passwordChecklistMet } from './PasswordChecklist';

describe('PasswordChecklist', () => {
  it('lists every server rule and the match in full mode, ticking the ones met', () => {
    render(<PasswordChecklist password="Roslis12" confirm="Roslis12" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Done: At least 8 characters',
      'Done: One uppercase letter',
      'Done: One lowercase letter',
      'Done: One number',
      'Not yet: One special character (!@#$%^&*(),.?":{}|<>)',
      'Done: Passwords match',
    ]);
    expect(items[4]).toHaveAttribute('data-met', 'false');
  });

  it('checks only the length and the match in minimal mode', () => {
    expect(passwordChecklist('abcdefgh', 'abcdefgh', 'minimal').map((i) => [i.id, i.met])).toEqual([
      ['length', true],
      ['match', true],
    ]);
    expect(passwordChecklistMet('abcdefgh', 'abcdefgh', 'minimal')).toBe(true);
    expect(passwordChecklistMet('abcdefgh', 'abcdefgh', 'full')).toBe(false);
    expect(passwordChecklistMet('Roslis@2026', 'Roslis@2026', 'full')).toBe(true);
  });

  it('does not count two empty fields as matching', () => {
    expect(passwordChecklist('', '', 'minimal').find((i) => i.id === 'match')?.met).toBe(false);
  });
});
