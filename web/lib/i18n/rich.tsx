import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated sentence whose `<name>…</name>` parts are elements (a link, emphasis), so a translator
 * moves them with the words: rich(t('auth.agree'), { terms: <Link to={...} /> }). An element given
 * without children takes the words between its tags; one with children of its own keeps them, which is
 * how a value a person typed goes in (never parsed as a tag): rich(t('forgot.sentTo', { email: '' }),
 * { email: <strong>{typed}</strong> }). No nesting. react-i18next's <Trans> does this and more, with an
 * HTML parser (4.5 kB compressed) the shop's sentences do not need.
 */
export function rich(
  text: string,
  components: Record<string, ReactElement<{ children?: ReactNode }>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(
      element
        ? cloneElement(element, { key: `${name}-${parts.length}` }, element.props.children ?? inner)
        : inner,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
