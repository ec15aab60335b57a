import { Badge, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shellMessages } from './messages';
import { UserArea } from './UserArea';
import { useClassroom } from '../../lib/useClassroom';
import { LanguageMenu } from '../../features/language';
import { NewTabSlot } from '../../features/lti';

export function Navbar({
  menuOpen,
  onToggleMenu,
}: {
  menuOpen?: boolean;
  onToggleMenu?: () => void;
}) {
  const room = useClassroom();
  return (
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {onToggleMenu && (
          <Burger
            opened={menuOpen ?? false}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={shellMessages.toggleMenu()}
          />
        )}
        <UnstyledButton component={Link} to="/" aria-label={shellMessages.homeLink()}>
          <Group gap={8} wrap="nowrap">
            <IconChartBar size={26} color="var(--mantine-color-blue-6)" aria-hidden />
            <Text fw={700} size="lg" visibleFrom="xs">
              {shellMessages.appName()}
            </Text>
          </Group>
        </UnstyledButton>
        {room && (
          <Badge
            leftSection={<IconSchool size={12} aria-hidden />}
            variant="light"
            color="teal"
            tt="none"
            maw={120}
            title={shellMessages.classroom({ room })}
            style={{ flexShrink: 1, minWidth: 0 }}
            data-testid="classroom-badge"
          >
            {room}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NewTabSlot />
        <LanguageMenu />
        <UserArea />
      </Group>
    </Group>
  );
}
