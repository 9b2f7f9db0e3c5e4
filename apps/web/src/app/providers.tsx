import { TOAST_AUTO_CLOSE_MS } from '@acp/shared';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from '@/lib/toast';
import type { AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store and toasts (top-right, 5 s, Alt+T focuses them). */
export function Providers({ store, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </Provider>
  );
}
