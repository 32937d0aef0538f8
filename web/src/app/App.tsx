import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { useDialogs } from '../ui/dialogStore';
import { lazyPage } from './lazyPage';
import { queryClient } from './queryClient';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// Toasts and dialogs draw from global stores, so their containers can arrive after the first
// paint: toasts queued before are shown when it mounts, and the dialog host loads on demand.
const ToastContainer = lazyPage(() => import('../ui/ToastContainer'), 'ToastContainer');
const DialogHost = lazyPage(() => import('../ui/DialogHost'), 'DialogHost');

function Overlays() {
  const [toastsReady, setToastsReady] = useState(false);
  const hasDialogs = useDialogs((s) => s.open.length > 0);
  useEffect(() => setToastsReady(true), []);
  return (
    <Suspense fallback={null}>
      {toastsReady ? <ToastContainer /> : null}
      {hasDialogs ? <DialogHost /> : null}
    </Suspense>
  );
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Overlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
