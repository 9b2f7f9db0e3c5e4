import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { createAppStore } from './store';

const store = createAppStore();
const router = createAppRouter();

/** The whole app: providers around the router. */
export function App() {
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
