import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAccountLocale } from '@/lib/i18n/use-account-locale';
import { focusRing } from '@/components/button-styles';
import { ChevronDownIcon } from '@/components/icons';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/lib/api/user-api';
import { UserAvatar } from './user-avatar';

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-indigo-50 hover:text-indigo-800 focus:bg-indigo-50 focus:text-indigo-800 focus:outline-none';

const MENU_LINKS = [
  { to: '/user/journey', label: 'nav.myJourney' },
  { to: '/user/profile', label: 'nav.profile' },
  { to: '/user/contact', label: 'nav.contact' },
] as const;

/** The logged-in dropdown: My journey, Profile, Contact, Logout; operable with arrows, Escape and Tab. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const intl = useIntl();
  // Mounted whenever someone is logged in (at every width): the account keeps their language.
  useAccountLocale();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') buttonRef.current?.focus();
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    event.preventDefault();
    if (event.key === 'Escape') setOpen(false);
  };

  const close = () => setOpen(false);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === 'ArrowDown' && setOpen(true)}
        className={`flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ${focusRing}`}
      >
        <UserAvatar url={user?.avatar.url} />
        {/* The person's name stays as they wrote it, in either language. */}
        <span translate={user ? 'no' : undefined} className="max-w-40 truncate">
          {user?.name ?? intl.formatMessage({ id: 'nav.myAccount' })}
        </span>
        <ChevronDownIcon className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage({ id: 'nav.account' })}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-2 w-52 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
        >
          {MENU_LINKS.map(({ to, label }) => (
            <Link
              key={to}
              role="menuitem"
              tabIndex={-1}
              to={to}
              onClick={close}
              className={itemClass}
            >
              <FormattedMessage id={label} />
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-slate-100" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close();
              void logout();
            }}
            className={itemClass}
          >
            <FormattedMessage id="nav.logout" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
