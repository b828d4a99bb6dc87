import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { startLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useAfterPaint } from '../lib/use-after-paint';
import { ThemeProvider } from '../shell/ThemeProvider';
import { Toaster } from '../shell/Toaster';

/**
 * The toasts' area once the first frame is painted: its viewport hands itself to the toast provider as
 * React attaches it, an urgent update that would make the app's first commit draw again in the same task
 * (and run every effect that commit left, each query's start among them, before the browser paints).
 * A toast raised before then waits in its store and shows when the area is there.
 */
function ToasterAfterPaint() {
  return useAfterPaint(typeof window === 'undefined') ? <Toaster /> : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // Marks <html data-ready> once the app is live (prerendered pages are static HTML until then).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  // The language stored on this device or the browser's: after the first render, so a prerendered page
  // hydrates against the English it was drawn in, then changes once its catalogues have loaded.
  useEffect(() => {
    void startLanguage();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToasterAfterPaint />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
