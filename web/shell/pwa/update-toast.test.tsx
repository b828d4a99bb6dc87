import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { Toaster } from '../Toaster';
import { reloadOnce, showUpdateToast } from './update-toast';

describe('the update toast', () => {
  it('says a new version is ready and activates it only when Refresh is pressed', async () => {
    render(<Toaster />);
    const activate = vi.fn();
    act(() => showUpdateToast(activate));
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(activate).toHaveBeenCalledOnce();
  });

  it('speaks the language shown', async () => {
    await setLanguage('ml');
    try {
      render(<Toaster />);
      act(() => showUpdateToast(vi.fn()));
      expect(await screen.findByText('പുതിയ പതിപ്പ് തയ്യാർ')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /പുതുക്കൂ/ })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });

  it('reloads once, and only the page whose Refresh was pressed', () => {
    const reload = vi.fn();
    const flow = reloadOnce(reload);
    // Another tab's Refresh made the new worker take over: this page keeps running as it is.
    flow.controlling();
    expect(reload).not.toHaveBeenCalled();
    flow.ask();
    flow.controlling();
    flow.controlling();
    expect(reload).toHaveBeenCalledOnce();
  });
});
