import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mediaMatches } from '../test/setup';
import { ThemeProvider } from './ThemeProvider';
import { ThemeSwitch } from './ThemeSwitch';
import { initTheme } from './theme';

const html = () => document.documentElement;
const DARK = '(prefers-color-scheme: dark)';

describe('theme', () => {
  it('tells the server the theme in force through a cookie, so prerendered pages draw in it', async () => {
    document.cookie = 'theme=; Max-Age=0; Path=/';
    localStorage.setItem('theme', 'black');
    initTheme();
    expect(document.cookie).toContain('theme=black');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByText('Green'));
    expect(document.cookie).toContain('theme=dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('writes nothing on <html> when the server drew the page in the theme already (a write restyles it all)', async () => {
    localStorage.setItem('theme', 'burgundy');
    html().className = 'burgundy';
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#2c0f17';
    document.head.append(meta);
    const writes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => writes.push(...records));
    watch.observe(document.documentElement, { attributes: true, subtree: true });
    expect(initTheme()).toBe('burgundy');
    await Promise.resolve();
    writes.push(...watch.takeRecords());
    watch.disconnect();
    expect(writes).toEqual([]);
    meta.remove();
  });

  it('ignores an invalid stored value and falls back to light on a light system', () => {
    localStorage.setItem('theme', 'neon');
    expect(initTheme()).toBe('light');
    expect(html().className).toBe('');
  });

  it('restores a saved burgundy theme and applies its class', () => {
    localStorage.setItem('theme', 'burgundy');
    mediaMatches.add(DARK);
    expect(initTheme()).toBe('burgundy');
    expect(html().classList.contains('burgundy')).toBe(true);
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('keeps dark when the system prefers dark and nothing is saved', () => {
    mediaMatches.add(DARK);
    expect(initTheme()).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('a saved light theme wins over a dark system and removes every class', () => {
    mediaMatches.add(DARK);
    localStorage.setItem('theme', 'light');
    expect(initTheme()).toBe('light');
    expect(html().className).toBe('');
  });

  it('changing the theme in the footer switch sets the class and saves it', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Beige' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(html().classList.contains('black')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('black');
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Green' }));
    expect(html().className).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('radio', { name: 'Beige' }));
    expect(html().className).toBe('');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('the radios form one group labelled Theme', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    await user.click(screen.getByText('Green'));
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("sets the browser bar's colour of both schemes (index.html's light and dark tags) to the theme chosen", () => {
    for (const media of ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']) {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = media;
      document.head.appendChild(meta);
    }
    localStorage.setItem('theme', 'burgundy');
    initTheme();
    const colours = [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
      m.getAttribute('content'),
    );
    expect(colours).toEqual(['#2c0f17', '#2c0f17']);
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  });
});
