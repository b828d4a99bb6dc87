import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '../lib/toast';
import { AppProviders } from './providers';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => vi.useRealTimers());

function SaysHello() {
  useEffect(() => {
    const { id } = toast({ title: 'Welcome back' });
    return () => dismissToast(id);
  }, []);
  return <h1>Home</h1>;
}

describe('AppProviders', () => {
  it('draws the toasts once the first frame is painted, and a toast raised before then shows then', () => {
    render(
      <AppProviders>
        <SaysHello />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });
});
