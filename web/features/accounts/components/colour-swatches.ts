import type { ACCOUNT_COLOUR_OPTIONS } from '#contracts/profile';

/** What each colour choice looks like in its chip (every option, checked by type). */
export const COLOUR_SWATCHES: Record<(typeof ACCOUNT_COLOUR_OPTIONS)[number], string> = {
  Black: '#1a1a1a',
  White: '#ffffff',
  Beige: '#d9c7a7',
  Navy: '#1f2f57',
  Grey: '#8a8d91',
  Maroon: '#6b1e2b',
  Green: '#2f6b46',
  Blue: '#3569b5',
  Red: '#b3262e',
  Pink: '#e59ab5',
  Purple: '#6d4a9c',
  Yellow: '#e8c547',
};
