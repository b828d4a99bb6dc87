import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../Toaster';

/**
 * The update prompt, through the real registration (register.ts and vite-plugin-pwa's registerSW in
 * prompt mode) with workbox-window replaced at its module boundary by a fake that plays the browser:
 * a new worker installed and waiting, then taking control once told to skip waiting.
 */
const workbox = vi.hoisted(() => {
  type Listener = (event: Record<string, unknown>) => void;
  class FakeWorkbox {
    static last: FakeWorkbox | undefined;
    readonly listeners = new Map<string, Listener[]>();
    readonly messageSkipWaiting = vi.fn(() => {
      // The waiting worker takes over: workbox-window reports it controlling the page.
      queueMicrotask(() => this.emit('controlling', { isUpdate: true }));
    });
    constructor(
      readonly url: string,
      readonly options: object,
    ) {
      FakeWorkbox.last = this;
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string, event: Record<string, unknown>) {
      for (const listener of this.listeners.get(type) ?? []) listener({ type, ...event });
    }
    async register() {
      return registration;
    }
  }
  const registration = { waiting: null as object | null, active: null, scope: '/' };
  return { FakeWorkbox, registration };
});

vi.mock('workbox-window', () => ({ Workbox: workbox.FakeWorkbox }));

describe('the update prompt', () => {
  const reload = vi.fn();
  const original = window.location;
  beforeEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: new Promise(() => {}), controller: null },
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    Reflect.deleteProperty(navigator, 'serviceWorker');
    reload.mockReset();
  });

  it('shows "A new version is ready — Refresh" for a waiting worker; Refresh makes it skip waiting and reloads once', async () => {
    render(createElement(Toaster));
    const { startServiceWorker } = await import('./register');
    startServiceWorker();
    await vi.waitFor(() => expect(workbox.FakeWorkbox.last).toBeDefined());
    const wb = workbox.FakeWorkbox.last!;
    await vi.waitFor(() => expect(wb.listeners.has('waiting')).toBe(true));

    // A new build's worker installed beside the one in charge, and waits.
    workbox.registration.waiting = {};
    act(() => wb.emit('waiting', { isUpdate: true }));
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
    expect(screen.getByText(/Refresh to get the latest Roslis/)).toBeInTheDocument();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
  });
});
