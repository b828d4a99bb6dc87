import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, prepareClassNameConfig, prepareClassNames } from './cn';

describe('cn', () => {
  it('joins conditional class names and lets a later utility win, after the two preparing steps', () => {
    prepareClassNameConfig();
    prepareClassNames();
    expect(cn('px-4 py-2', false && 'hidden', { 'text-sm': true, 'font-bold': false }, 'px-2')).toBe(
      'py-2 text-sm px-2',
    );
    expect(cn('bg-surface hover:bg-text', 'hover:bg-gold md:p-2', 'md:p-4')).toBe(
      'bg-surface hover:bg-gold md:p-4',
    );
  });

  it('merges as tailwind-merge itself does', () => {
    for (const classes of [
      'p-2 px-4 p-3',
      'text-sm text-muted text-lg',
      'rounded-full rounded-[3px]',
      'border border-border border-2 border-t-0',
      'size-11 w-4 h-4 size-5',
      'grid-cols-1 md:grid-cols-2 grid-cols-3',
    ])
      expect(cn(classes)).toBe(twMerge(classes));
  });
});
