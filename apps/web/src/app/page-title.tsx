import { APP_NAME, type MessageId } from '@acp/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';

interface RouteHandle {
  /** The page's name in the tab and for screen readers: "Step 2 — AI Career Path". */
  title?: MessageId;
  /** False where a modal takes the focus itself (the login and signup routes). */
  focusHeading?: boolean;
}

/** The deepest matched route's handle that says `key`. */
function useHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}

/** How long a lazily loaded page may take to show its heading before focus gives up on it. */
const HEADING_WAIT_FRAMES = 180;

/**
 * Every route names its page in the title; after a navigation (not the first load) focus moves to
 * the page's main heading, so a screen reader announces the new page as a sighted person sees it.
 */
export function PageTitle() {
  const titleId = useHandle('title');
  const intl = useIntl();
  const title = titleId ? intl.formatMessage({ id: titleId }) : null;
  const focusHeading = useHandle('focusHeading') ?? true;
  const { pathname, key } = useLocation();
  // The first page opened has the router's default key; every navigation gets a key of its own.
  // (Not a ref: a layout mounted again must not take a navigation for the first load.)
  const firstLoad = key === 'default';

  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : APP_NAME;
  }, [title]);

  useEffect(() => {
    if (firstLoad || !focusHeading) return undefined;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if ((tries += 1) < HEADING_WAIT_FRAMES) frame = requestAnimationFrame(focus);
        return;
      }
      if (document.querySelector('[role="dialog"]')) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [pathname, firstLoad, focusHeading]);

  return null;
}
