import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppStore, type RootState } from '@/app/store';
import { ToastContainer } from '@/lib/toast';

interface RenderOptions {
  /** Extra routes beside the element's own, e.g. the page a redirect lands on. */
  routes?: RouteObject[];
  path?: string;
  preloadedState?: Partial<RootState>;
  /** A layout route around the element and the extra routes (e.g. the paid-plan layout). */
  layout?: ReactElement;
  /** The history state the first location carries, as a `<Link state>` would set it. */
  state?: unknown;
}

/** Renders an element inside a store, a memory router and the toast container. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const { routes = [], path = '/', preloadedState, layout, state } = options;
  const store = createAppStore(preloadedState);
  const pages = [{ path, element }, ...routes];
  const router = createMemoryRouter(layout ? [{ element: layout, children: pages }] : pages, {
    initialEntries: [{ pathname: path, state }],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { ...view, store, router };
}
