import { Avatar } from '@mantine/core';
import type { User } from '@dsb/core';

/** Avatar source and fallback of spec 1 §2: photo URL, else profile image, else the first letter. */
export function UserAvatar({ user }: { user: User }) {
  const src = user.photoURL || user.profileImage || null;
  const name = user.displayName || 'User';
  return (
    <Avatar src={src} alt={name} radius="xl" size={32} color="blue">
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
