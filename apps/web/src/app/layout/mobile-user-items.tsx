import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAccountLocale } from '@/lib/i18n/use-account-locale';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/lib/api/user-api';
import { UserAvatar } from './user-avatar';

interface MobileUserItemsProps {
  itemClass: string;
  onNavigate: () => void;
}

/** The mobile menu of a logged-in person: their name (to the profile), My journey, Logout. */
export function MobileUserItems({ itemClass, onNavigate }: MobileUserItemsProps) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const intl = useIntl();
  useAccountLocale();
  return (
    <>
      <Link to="/user/profile" onClick={onNavigate} className={itemClass}>
        <UserAvatar url={user?.avatar.url} size="size-8" />
        {user ? (
          <span translate="no">{user.name}</span>
        ) : (
          intl.formatMessage({ id: 'nav.myAccount' })
        )}
      </Link>
      <Link to="/user/journey" onClick={onNavigate} className={itemClass}>
        <FormattedMessage id="nav.myJourney" />
      </Link>
      <button
        type="button"
        className={itemClass}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      >
        <FormattedMessage id="nav.logout" />
      </button>
    </>
  );
}
