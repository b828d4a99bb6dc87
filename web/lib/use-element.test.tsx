import { act } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useElement } from './use-element';

function Probe({ keep }: { keep: (el: HTMLElement | null) => void }) {
  const [element, ref] = useElement();
  keep(element);
  return <div ref={ref} data-testid="probe" />;
}

/** The same component with the element set urgently, as a plain state setter would. */
function UrgentProbe({ keep }: { keep: (el: HTMLElement | null) => void }) {
  const [element, ref] = useState<HTMLElement | null>(null);
  keep(element);
  return <div ref={ref} data-testid="probe" />;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const c of containers.splice(0)) c.remove();
});

function mount(Component: typeof Probe) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const seen: (HTMLElement | null)[] = [];
  const root = createRoot(container);
  // As the app's first render is committed: the whole commit, and whatever it spawns, in one go.
  flushSync(() => root.render(<Component keep={(el) => seen.push(el)} />));
  return { seen, root, container };
}

describe('useElement', () => {
  it('ends the commit that attaches the element without drawing again in it; the element arrives in the next render', async () => {
    const { seen, root, container } = mount(Probe);
    expect(seen).toEqual([null]);
    await act(async () => {});
    expect(seen.at(-1)).toBe(container.querySelector('[data-testid="probe"]'));
    act(() => root.unmount());
  });

  it('is what a plain state setter is not: that one draws again inside the same commit', () => {
    const { seen, root, container } = mount(UrgentProbe);
    expect(seen.at(-1)).toBe(container.querySelector('[data-testid="probe"]'));
    act(() => root.unmount());
  });
});
