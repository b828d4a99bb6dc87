import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { startLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../shell/ThemeProvider';
import { Toaster } from '../shell/Toaster';

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
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
