import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../../../../lib/use-media-query';
import { mediaMatches } from '../../../../test/setup';
import { HERO_SLIDES } from '../../lib/hero-slides';
import { HeroCarousel } from './HeroCarousel';

const slides = HERO_SLIDES.STUDIO;
const active = () => document.querySelector('[aria-roledescription="slide"][data-active="true"]');
const carousel = () => screen.getByRole('region', { name: 'Studio highlights' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HeroCarousel', () => {
  it('shows the two studio slides with their buttons to the product list', () => {
    render(<HeroCarousel slides={slides} label="Studio highlights" />);
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
    expect(screen.getByText('NEW ARRIVALS')).toBeInTheDocument();
    expect(screen.getByText('CONTEMPORARY ESSENTIALS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /SHOP NOW/ })).toHaveAttribute('href', '#products');
    // The hidden slide is inert, so its link is not offered.
    expect(screen.getByText('EVERYDAY STYLE').closest('[aria-roledescription="slide"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('advances every 5 seconds and wraps around', () => {
    render(<HeroCarousel slides={slides} label="Studio highlights" />);
    act(() => vi.advanceTimersByTime(4999));
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toHaveAttribute('aria-label', '2 of 2');
    expect(screen.getByRole('link', { name: /EXPLORE COLLECTION/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
  });

  it('moves on a tap made before the carousel has started (it starts in the first quiet moment)', () => {
    render(<HeroCarousel slides={slides} label="Studio highlights" />);
    // No timer has run: the idle start is still waiting.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toHaveAttribute('aria-label', '2 of 2');
  });

  it('pauses while hovered and carries on after', () => {
    render(<HeroCarousel slides={slides} label="Studio highlights" />);
    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(15000));
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
    fireEvent.mouseLeave(carousel());
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toHaveAttribute('aria-label', '2 of 2');
  });

  it('does not move for prefers-reduced-motion, and the arrows and dots still work', () => {
    mediaMatches.add(REDUCED_MOTION_QUERY);
    render(<HeroCarousel slides={slides} label="Studio highlights" />);
    act(() => vi.advanceTimersByTime(20000));
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toHaveAttribute('aria-label', '2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toHaveAttribute('aria-label', '2 of 2');
  });

  it('can be paused and played by the person', () => {
    render(<HeroCarousel slides={slides} label="Studio highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(10000));
    expect(active()).toHaveAttribute('aria-label', '1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toHaveAttribute('aria-label', '2 of 2');
  });
});
