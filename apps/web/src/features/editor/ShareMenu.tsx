import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import {
  IconBrandGoogleDrive,
  IconChevronDown,
  IconFileTypePdf,
  IconMovie,
  IconShare,
} from '@tabler/icons-react';
import { showToast } from '../../ui/toast';

/** What each export says until the export features are built (issue #14: not built yet). */
export const SHARE_NOT_BUILT = {
  video:
    'Sorry, making a video of your story is not built yet. It is coming soon; your slides and scripts will be ready for it.',
  pdf: 'Sorry, saving your story as a PDF is not built yet. It is coming soon; your slides and scripts will be ready for it.',
} as const;

/**
 * The tool header's Share dropdown (spec 3 §2): Video, PDF, and Google Slides marked 'Coming
 * Soon', disabled, title 'Temporarily unavailable'.
 */
export function ShareMenu() {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconShare size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label="Share"
        >
          <Text span inherit visibleFrom="md">
            Share
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Share your story</Menu.Label>
        <Menu.Item
          leftSection={<IconMovie size={16} aria-hidden />}
          onClick={() => showToast(SHARE_NOT_BUILT.video, 'info', 6000)}
        >
          Video
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() => showToast(SHARE_NOT_BUILT.pdf, 'info', 6000)}
        >
          PDF
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
          disabled
          title="Temporarily unavailable"
        >
          <Group gap={6} wrap="nowrap">
            Google Slides
            <Badge size="xs" variant="light" color="gray">
              Coming Soon
            </Badge>
          </Group>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
