import type { Location } from 'react-router';

/**
 * Where a page's scroll position is kept: by history entry, as React Router does, except the first page
 * a tab loads, whose entry is always "default": keyed by its address instead, so a reload returns to
 * where she was but another page loaded in full (a typed address, a public page's link) opens at its top
 * instead of at the scroll of the page loaded before it.
 */
export const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
