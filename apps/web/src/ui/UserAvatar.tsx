import { Avatar } from '@mantine/core';
import type { User } from '@dsb/core';
import { uiMessages } from './messages';
import './userAvatar.css';

/** Avatar source and fallback: photo URL, else profile image, else the first letter. */
export function UserAvatar({ user }: { user: User }) {
  const src = user.photoURL || user.profileImage || null;
  const name = user.displayName || uiMessages.fallbackName();
  return (
    <Avatar src={src} alt={name} radius="xl" size={32} color="blue">
      <span
        className="user-avatar-initial"
        data-initial={name.charAt(0).toUpperCase()}
        aria-hidden
      />
    </Avatar>
  );
}
