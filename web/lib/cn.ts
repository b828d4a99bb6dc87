import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/**
 * tailwind-merge's own `twMerge`, built from its default configuration: that object is made in a step of
 * its own (`prepareClassNameConfig`) before the merger builds its tables from it on its first call.
 */
let config: ReturnType<typeof getDefaultConfig> | undefined;
const merge = createTailwindMerge(() => {
  config ??= getDefaultConfig();
  return config;
});

/** Joins class names and lets a later Tailwind utility win over an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables of Tailwind's classes on its first call (50-90 ms at 4x CPU, a slow
 * phone): the app calls these two before its first render, which would otherwise pay it, each in a task
 * of its own (Lighthouse's blocking time counts what one task takes beyond 50 ms): the configuration
 * first, then the tables.
 */
export function prepareClassNameConfig(): void {
  config ??= getDefaultConfig();
}

export function prepareClassNames(): void {
  merge('p-0 p-1');
}
