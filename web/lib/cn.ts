import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility win over an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables of Tailwind's classes on its first call (30-50 ms at 4x CPU, a slow
 * phone): the app calls this in a task of its own before its first render, which would otherwise pay it.
 */
export function prepareClassNames(): void {
  twMerge('p-0 p-1');
}
