import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box: what is typed goes to the server (name contains the text, case-insensitive) after a
 * short pause, or at once on Enter. It follows the URL when the search is cleared elsewhere.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed from outside (Clear All Filters, Back): show it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const t = window.setTimeout(() => {
      sent.current = text.trim();
      onSearchRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text]);

  const submit = (next: string) => {
    sent.current = next.trim();
    onSearchRef.current(next.trim());
  };

  return (
    <search className={cn('relative block', className)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit(text);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {placeholder}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 size-[1.05rem] -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-full border border-border bg-surface pl-11 pr-12 text-[0.95rem] text-text transition-colors placeholder:text-muted/80 hover:border-text/30 focus-visible:border-gold [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              submit('');
            }}
            className="absolute right-0.5 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted hover:text-text"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </form>
    </search>
  );
}
