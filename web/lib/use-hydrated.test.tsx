import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydratedQuery } from './use-hydrated';

const KEY = ['/api/membership/tiers'];

const useRaw = () => useQuery({ queryKey: KEY, queryFn: () => new Promise<string>(() => {}) });
const useSafe = () => useHydratedQuery(useRaw());

function Price({ safe }: { safe: boolean }) {
  const query = (safe ? useSafe : useRaw)();
  return <p>{query.isPending ? 'Loading the cards…' : `Premium ${query.data}`}</p>;
}

/** HTML drawn without the answer (as the prerender does), hydrated after another root fetched it. */
async function hydrateOverCachedAnswer(safe: boolean) {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Price safe={safe} />
    </QueryClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const client = new QueryClient();
  client.setQueryData(KEY, '₹5,000');
  const redrawn = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <QueryClientProvider client={client}>
        <Price safe={safe} />
      </QueryClientProvider>,
      { onRecoverableError: redrawn },
    );
  });
  container.remove();
  return { redrawn, text: container.textContent };
}

describe('useHydratedQuery', () => {
  it('hydrates over HTML drawn before the answer, then shows the answer another root already fetched', async () => {
    const { redrawn, text } = await hydrateOverCachedAnswer(true);
    expect(redrawn).not.toHaveBeenCalled();
    expect(text).toBe('Premium ₹5,000');
  });

  it('is needed: the query as it is would not match that HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { redrawn, text } = await hydrateOverCachedAnswer(false);
    error.mockRestore();
    expect(redrawn).toHaveBeenCalled();
    expect(text).toBe('Premium ₹5,000');
  });
});
