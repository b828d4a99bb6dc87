import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../shell/ThemeProvider';
import { Toaster } from '../shell/Toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  // Marks <html data-ready> once the app is live (prerendered pages are static HTML until then).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
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
