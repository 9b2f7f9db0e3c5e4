import { useAppSelector } from '@/app/hooks';
import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder profile; the full profile arrives with the profile issue. */
export function ProfilePage() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <PlaceholderPage title="Profile">
      <p>{user?.name ?? 'User Name'}</p>
    </PlaceholderPage>
  );
}
