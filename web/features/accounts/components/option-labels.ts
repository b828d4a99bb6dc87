import type { AccountsT } from './membership-labels';

/** The style vocabulary's groups translated in `options.*` of the accounts catalogue. */
export type OptionGroup =
  | 'genders'
  | 'bodyTypes'
  | 'sustainability'
  | 'budgets'
  | 'frequencies'
  | 'styles'
  | 'colours'
  | 'occasions'
  | 'influences'
  | 'interests';

const key = (group: OptionGroup, value: string) => `options.${group}.${value}` as 'options.styles.Casual';

/** A chosen option in the language shown (`options.<group>.<value>`); null for none or a value not listed. */
export function optionText(
  t: AccountsT,
  group: OptionGroup,
  value: string | null | undefined,
): string | null {
  return value ? t(key(group, value), { defaultValue: '' }) || null : null;
}

/** Several answers of a group, comma-separated, a value the catalogue does not list as stored; null for none. */
export const optionList = (t: AccountsT, group: OptionGroup, values: readonly string[]) =>
  values.length ? values.map((v) => t(key(group, v), { defaultValue: v })).join(', ') : null;

/** One answer of a list group (a colour beside its swatch), as stored when the catalogue does not list it. */
export const optionWord = (t: AccountsT, group: OptionGroup, value: string) =>
  t(key(group, value), { defaultValue: value });
