import { cn } from '../../lib/cn';
import type { LegalBlock, LegalListItem } from './content/types';

const linkClass =
  'break-words font-medium text-text underline decoration-gold/60 underline-offset-4 transition-colors hover:decoration-gold';

function ListItem({ item }: { item: LegalListItem }) {
  if (typeof item === 'string') return <li className="pl-1.5">{item}</li>;
  return (
    <li className="pl-1.5">
      <strong className="font-semibold text-text">{item.lead}</strong> {item.text}
    </li>
  );
}

/** One block of a legal section: a paragraph, a list, a highlighted note or contact lines. */
export function LegalBlockView({ block, compact }: { block: LegalBlock; compact: boolean }) {
  if (typeof block === 'string') return <p>{block}</p>;

  switch (block.kind) {
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={cn(
            'grid gap-2.5 pl-5 marker:text-gold',
            block.ordered ? 'list-decimal marker:font-semibold' : 'list-disc',
          )}
        >
          {block.items.map((item) => (
            <ListItem key={typeof item === 'string' ? item : item.lead} item={item} />
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <p
          className={cn(
            'rounded-r-[4px] border-l-2 border-gold bg-gold/[0.08] text-text',
            compact ? 'px-4 py-3' : 'px-5 py-4',
          )}
        >
          {block.text}
        </p>
      );
    case 'contact':
      return (
        <dl
          className={cn(
            'grid gap-x-6 gap-y-1 rounded-[4px] border border-border bg-surface sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-y-3',
            compact ? 'p-4' : 'p-5 md:p-6',
          )}
        >
          {block.items.map((line) => (
            <div key={line.label} className="contents">
              <dt className="eyebrow pt-2 first:pt-0 sm:pt-[0.3rem]">{line.label}</dt>
              <dd className="text-text">
                {line.href ? (
                  <a
                    href={line.href}
                    className={linkClass}
                    {...(line.href.startsWith('http')
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    {line.value}
                  </a>
                ) : (
                  line.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
