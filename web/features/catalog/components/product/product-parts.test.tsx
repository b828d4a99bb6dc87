import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductImage, ProductVariant } from '#contracts/catalog';
import { Gallery } from './Gallery';
import { PreOrderPanel } from './PreOrderPanel';
import { clampQuantity } from './QuantityStepper';
import { countdownTo, DAY, timeLeftText } from './use-countdown';
import { groupVariants } from './VariantOptions';

const image = (i: number, isPrimary = false): ProductImage => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  imageUrl: `/media/${i}.svg`,
  isPrimary,
  alt: `View ${i}`,
  width: 900,
  height: 1200,
});

describe('clampQuantity', () => {
  it('keeps whole numbers between 1 and 10; anything else becomes 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(7)).toBe(7);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('countdownTo', () => {
  it('splits the time left and rounds whole days up, never below zero', () => {
    const now = Date.UTC(2025, 0, 1);
    const c = countdownTo(now + 2 * DAY + 3_600_000 + 61_000, now);
    expect([c.days, c.hours, c.minutes, c.seconds, c.daysLeft, c.ended]).toEqual([2, 1, 1, 1, 3, false]);
    const past = countdownTo(now - DAY, now);
    expect([past.msLeft, past.daysLeft, past.ended]).toEqual([0, 0, true]);
  });
});

describe('timeLeftText', () => {
  it("words the countdown's own split: days and hours, then hours, then minutes", () => {
    const now = Date.UTC(2025, 0, 1);
    const words = (ms: number) => timeLeftText(countdownTo(now + ms, now));
    expect(words(20 * DAY + 5 * 3_600_000 + 59_000)).toBe('20 days 5 hours left');
    expect(words(DAY + 1_000)).toBe('1 day left');
    expect(words(3_600_000 + 120_000)).toBe('1 hour left');
    expect(words(12 * 60_000 + 5_000)).toBe('12 minutes left');
    expect(words(30_000)).toBe('Less than a minute left');
    expect(words(-1)).toBe('Closed');
  });
});

describe('PreOrderPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('says the same number of days in the countdown and beside the window bar; the bar rounds days up', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
    render(
      <PreOrderPanel
        product={{
          status: 'PRE_ORDER',
          // 20 days 5 hours 30 minutes from now: 21 days left, rounded up.
          preOrderEndDate: '2025-06-21T15:30:00.000Z',
          preOrderLimit: null,
          preOrderCount: 0,
          unitsLeft: null,
        }}
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Time left to pre-order' });
    const cell = (unit: string) => within(timer).getByText(unit).previousSibling?.textContent;
    expect([cell('Days'), cell('Hours'), cell('Minutes')]).toEqual(['20', '05', '30']);
    expect(screen.getByText('20 days 5 hours left')).toBeInTheDocument();
    expect(screen.queryByText(/21 days/)).toBeNull();
    // (30 - 21) / 30 of the window has passed.
    expect(screen.getByRole('progressbar', { name: 'Pre-order window elapsed' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });
});

describe('groupVariants', () => {
  it('groups by name, sizes first, then colours', () => {
    const v = (name: ProductVariant['name'], value: string): ProductVariant => ({
      id: `${name}-${value}`,
      name,
      value,
      stock: 1,
    });
    const groups = groupVariants([v('color', 'Teal'), v('size', 'S'), v('size', 'M'), v('color', 'Ivory')]);
    expect(groups.map((g) => [g.label, g.variants.map((x) => x.value)])).toEqual([
      ['Size', ['S', 'M']],
      ['Colour', ['Teal', 'Ivory']],
    ]);
  });
});

describe('Gallery', () => {
  it('shows thumbnails without scroll arrows for up to 4 images', () => {
    render(<Gallery name="Tunic" images={[image(1, true), image(2), image(3), image(4)]} />);
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Scroll thumbnails right' })).not.toBeInTheDocument();
  });

  // Embla moves the strip it runs by a transform: a strip without one is not a carousel (yet).
  const strips = () => {
    const region = screen.getByRole('region', { name: 'Tunic images' });
    const row = screen.getAllByRole('button', { name: /Show image/ })[0]!.parentElement!;
    const large = within(region).getAllByRole('img')[0]!.closest('.touch-pan-y') as HTMLElement;
    return { large, row };
  };
  /** A few frames and a quiet moment: when a carousel started as the page settles would have. */
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    });

  it('makes a carousel of the large view at the first press on it, not as the page starts', async () => {
    render(<Gallery name="Tunic" images={[image(1, true), image(2), image(3)]} />);
    await settle();
    expect(strips().large.style.transform).toBe('');
    fireEvent.pointerDown(strips().large.parentElement!);
    await waitFor(() => expect(strips().large.style.transform).not.toBe(''));
    // Four thumbnails or fewer stand still: no carousel of them, even once the large view has one.
    await settle();
    expect(strips().row.style.transform).toBe('');
  });

  it('makes a carousel of more than 4 thumbnails when its arrow is tapped, and scrolls them', async () => {
    const user = userEvent.setup();
    render(<Gallery name="Tunic" images={[1, 2, 3, 4, 5, 6].map((i) => image(i, i === 1))} />);
    await settle();
    expect(strips().row.style.transform).toBe('');
    await user.click(screen.getByRole('button', { name: 'Scroll thumbnails right' }));
    await waitFor(() => expect(strips().row.style.transform).not.toBe(''));
    // The large view was not pressed: it is still not a carousel.
    expect(strips().large.style.transform).toBe('');
  });

  it('adds scroll arrows over 4 images and changes the large image from a thumbnail', async () => {
    const user = userEvent.setup();
    render(
      <Gallery name="Tunic" images={[image(1), image(2, true), image(3), image(4), image(5), image(6)]} />,
    );
    expect(screen.getByRole('button', { name: 'Scroll thumbnails left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll thumbnails right' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Tunic images' });
    // The primary image comes first.
    expect(within(region).getByRole('img', { name: 'View 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 5 of 6' }));
    expect(within(region).getByRole('img', { name: 'View 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 5 of 6' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(region).getByRole('img', { name: 'View 6' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(region).getByRole('img', { name: 'View 2' })).toBeInTheDocument();
  });
});
