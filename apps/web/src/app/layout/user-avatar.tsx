import { UserIcon } from '@/components/icons';

/** The user's picture, or a default icon when there is none. */
export function UserAvatar({
  url,
  size = 'size-9',
}: {
  url: string | null | undefined;
  size?: string;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        className={`${size} rounded-full object-cover ring-2 ring-white`}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} grid place-items-center rounded-full bg-indigo-100 text-lg text-indigo-700`}
    >
      <UserIcon />
    </span>
  );
}
