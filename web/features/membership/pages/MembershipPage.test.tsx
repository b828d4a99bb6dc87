import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaMatches } from '../../../test/setup';
import { renderRoutes } from '../../../test/utils';
import { MembershipPage } from './MembershipPage';

const routes = [
  { path: '/membership', element: <MembershipPage /> },
  { path: '/auth', element: <p>Registration</p> },
];

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const live = () => screen.getByText(/^Slide \d+ of 9:/);

function openStory() {
  const utils = renderRoutes(routes, { initialPath: '/membership' });
  const button = screen.getByRole('button', { name: 'Explore Card Benefits' });
  fireEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: 'The Roslis card benefits' });
  return { ...utils, button, dialog };
}

describe('MembershipPage and the card story', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the hero with one h1, the figures and a quote, and sets the page title', () => {
    renderRoutes(routes, { initialPath: '/membership' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('75+')).toBeInTheDocument();
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(screen.getByText('XS–8XL')).toBeInTheDocument();
    expect(document.querySelector('blockquote')).not.toBeNull();
    expect(document.title).toBe('Membership · Roslis');
  });

  it('opens a modal story on the first slide that advances every 8000 ms and wraps after the ninth', () => {
    const { dialog } = openStory();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(live()).toHaveTextContent('Slide 1 of 9: Insider Store Access');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    wait(7999);
    expect(live()).toHaveTextContent('Slide 1 of 9');
    wait(1);
    expect(live()).toHaveTextContent('Slide 2 of 9: Limited-Edition Designs');
    for (let slide = 3; slide <= 9; slide++) wait(8000);
    expect(live()).toHaveTextContent('Slide 9 of 9');
    wait(8000);
    expect(live()).toHaveTextContent('Slide 1 of 9: Insider Store Access');
  });

  it('moves with the arrow keys and stays paused, with a visible indicator', () => {
    const { dialog } = openStory();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(live()).toHaveTextContent('Slide 2 of 9');
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play story' })).toBeInTheDocument();
    wait(8000);
    expect(live()).toHaveTextContent('Slide 2 of 9');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(live()).toHaveTextContent('Slide 9 of 9');
  });

  it('pauses and resumes with Space and with the play/pause button', () => {
    const { dialog } = openStory();
    fireEvent.keyDown(dialog, { key: ' ' });
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    wait(8000);
    expect(live()).toHaveTextContent('Slide 1 of 9');
    fireEvent.keyDown(dialog, { key: ' ' });
    expect(within(dialog).queryByText('Paused')).toBeNull();
    wait(8000);
    expect(live()).toHaveTextContent('Slide 2 of 9');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause story' }));
    wait(8000);
    expect(live()).toHaveTextContent('Slide 2 of 9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play story' }));
    wait(8000);
    expect(live()).toHaveTextContent('Slide 3 of 9');
  });

  it('holds while a finger is down on the slide and runs on when it lifts', () => {
    const { dialog } = openStory();
    const zone = within(dialog).getByRole('button', { name: 'Next slide' });
    wait(4000);
    fireEvent.pointerDown(zone, { pointerId: 7, pointerType: 'touch', clientX: 250, clientY: 400 });
    wait(12_000);
    expect(live()).toHaveTextContent('Slide 1 of 9');
    fireEvent.pointerUp(zone, { pointerId: 7, pointerType: 'touch', clientX: 250, clientY: 400 });
    wait(4000);
    expect(live()).toHaveTextContent('Slide 2 of 9');
  });

  it('changes slide on an 80 px swipe and not on a 60 px one', () => {
    const { dialog } = openStory();
    const zone = within(dialog).getByRole('button', { name: 'Next slide' });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(zone, { pointerId: 1, pointerType: 'touch', clientX: from, clientY: 400 });
      fireEvent.pointerUp(zone, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 400 });
    };
    swipe(300, 240);
    expect(live()).toHaveTextContent('Slide 1 of 9');
    swipe(300, 220);
    expect(live()).toHaveTextContent('Slide 2 of 9');
    swipe(200, 280);
    expect(live()).toHaveTextContent('Slide 1 of 9');
  });

  it('goes back with the left tap zone and on with the right one', () => {
    const { dialog } = openStory();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    expect(live()).toHaveTextContent('Slide 3 of 9: Free Birthday Gift');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous slide' }));
    expect(live()).toHaveTextContent('Slide 2 of 9');
  });

  it('closes with Escape and gives focus back to the button that opened it', () => {
    const { dialog, button } = openStory();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    wait(10);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with the close button', () => {
    const { dialog, button } = openStory();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close story' }));
    wait(10);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('ends on the join slide: the launch-offer window and Apply for Card to registration', () => {
    const { dialog, router } = openStory();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(live()).toHaveTextContent('Slide 9 of 9');
    expect(within(dialog).getByText('Launch-offer window')).toBeInTheDocument();
    for (const [value, unit] of [
      ['15', 'Days'],
      ['08', 'Hours'],
      ['45', 'Mins'],
    ]) {
      expect(within(dialog).getByText(unit!).nextElementSibling).toHaveTextContent(value!);
    }
    const apply = within(dialog).getByRole('link', { name: /Apply for Card/ });
    expect(apply).toHaveAttribute('href', '/auth?mode=register');
    fireEvent.click(apply);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?mode=register');
  });

  it('opens paused when the visitor prefers reduced motion, and plays on request', () => {
    mediaMatches.add('(prefers-reduced-motion: reduce)');
    const { dialog } = openStory();
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    wait(8000 * 2);
    expect(live()).toHaveTextContent('Slide 1 of 9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play story' }));
    wait(8000);
    expect(live()).toHaveTextContent('Slide 2 of 9');
  });

  it('opens the story at a chapter from the benefit tiles', () => {
    renderRoutes(routes, { initialPath: '/membership' });
    fireEvent.click(screen.getByRole('button', { name: /Dynamo Deal/ }));
    expect(live()).toHaveTextContent('Slide 4 of 9: Dynamo Deal');
  });
});
