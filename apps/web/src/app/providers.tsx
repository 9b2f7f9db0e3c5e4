import { TOAST_AUTO_CLOSE_MS } from '@acp/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from '@/lib/toast';
import {
  fetchPublicConfig,
  PublicConfigContext,
  type PublicConfigState,
} from '@/lib/public-config';
import type { AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, deployment config and toasts (top-right, 5 s, Alt+T focuses them). */
export function Providers({ store, children }: ProvidersProps) {
  const [config, setConfig] = useState<PublicConfigState>(null);
  useEffect(() => {
    let active = true;
    fetchPublicConfig()
      .then((loaded) => active && setConfig(loaded))
      // Without config the optional features (Google sign-in) simply stay hidden.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  return (
    <Provider store={store}>
      <PublicConfigContext value={config}>
        {children}
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
      </PublicConfigContext>
    </Provider>
  );
}
