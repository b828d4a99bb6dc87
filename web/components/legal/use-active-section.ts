import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last one whose top has passed the upper third of the viewport.
 * Off (null) when IntersectionObserver is missing or `enabled` is false.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const elements = key
      .split('|')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (!elements.length) return;

    const update = () => {
      const line = window.innerHeight / 3;
      let current: string | null = null;
      for (const el of elements) {
        if (el.getBoundingClientRect().top <= line) current = el.id;
      }
      setActive(current ?? elements[0]!.id);
    };
    const observer = new IntersectionObserver(update, {
      rootMargin: '0px 0px -66% 0px',
      threshold: [0, 1],
    });
    for (const el of elements) observer.observe(el);
    update();
    return () => observer.disconnect();
  }, [key, enabled]);

  return active;
}
