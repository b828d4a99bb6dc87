import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASK_AGAIN_DAYS,
  type BeforeInstallPromptEvent,
  INSTALL_DISMISSED_KEY,
  installAllowed,
  markVisit,
  offerInstall,
  type PromptStores,
  setInstallPromptForTests,
} from '../../lib/pwa/install-prompt';
import { Toaster } from '../Toaster';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-01T10:00:00Z');

/** A device: its localStorage, and one visit's sessionStorage (a new visit is a new session). */
function device(now = START) {
  const local = new Map<string, string>();
  let session = new Map<string, string>();
  const store = (map: () => Map<string, string>) => ({
    getItem: (k: string) => map().get(k) ?? null,
    setItem: (k: string, v: string) => void map().set(k, v),
  });
  const clock = { now };
  const stores: PromptStores = {
    local: store(() => local),
    session: store(() => session),
    now: () => clock.now,
  };
  return {
    stores,
    local,
    clock,
    newVisit(after = DAY) {
      session = new Map();
      clock.now += after;
      markVisit(stores);
    },
  };
}

function browserOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as unknown as BeforeInstallPromptEvent;
  setInstallPromptForTests(event);
  return prompt;
}

afterEach(() => setInstallPromptForTests(null));

describe('the install prompt', () => {
  it('is never offered on the first visit, even after a purchase or a vote', () => {
    const d = device();
    markVisit(d.stores);
    browserOffer();
    expect(installAllowed(d.stores)).toBe(false);
    expect(offerInstall(d.stores)).toBe(false);
  });

  it('is offered after a vote or a purchase on a later visit, once a visit, with Install and Not now', async () => {
    render(<Toaster />);
    const d = device();
    markVisit(d.stores);
    d.newVisit();
    const prompt = browserOffer();
    act(() => {
      expect(offerInstall(d.stores)).toBe(true);
    });
    expect(await screen.findByText('Install Roslis')).toBeInTheDocument();
    // Once a visit.
    expect(offerInstall(d.stores)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('is not offered when the browser made no install offer (installed already, or not installable)', () => {
    const d = device();
    markVisit(d.stores);
    d.newVisit();
    expect(installAllowed(d.stores)).toBe(true);
    expect(offerInstall(d.stores)).toBe(false);
  });

  it(`remembers "Not now" with its date and asks again no sooner than ${ASK_AGAIN_DAYS} days later`, async () => {
    render(<Toaster />);
    const d = device();
    markVisit(d.stores);
    d.newVisit();
    browserOffer();
    act(() => {
      offerInstall(d.stores);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(d.local.get(INSTALL_DISMISSED_KEY)).toBe(new Date(d.clock.now).toISOString());

    d.newVisit(ASK_AGAIN_DAYS * DAY - 60_000);
    expect(offerInstall(d.stores)).toBe(false);
    d.newVisit(60_000);
    expect(installAllowed(d.stores)).toBe(true);
    expect(offerInstall(d.stores)).toBe(true);
  });

  it('counts closing the toast as "Not now"', async () => {
    render(<Toaster />);
    const d = device();
    markVisit(d.stores);
    d.newVisit();
    browserOffer();
    act(() => {
      offerInstall(d.stores);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(d.local.get(INSTALL_DISMISSED_KEY)).toBeDefined();
  });

  it('remembers a refusal in the browser’s own dialog like "Not now"', async () => {
    render(<Toaster />);
    const d = device();
    markVisit(d.stores);
    d.newVisit();
    browserOffer('dismissed');
    act(() => {
      offerInstall(d.stores);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await vi.waitFor(() => expect(d.local.get(INSTALL_DISMISSED_KEY)).toBeDefined());
  });
});
