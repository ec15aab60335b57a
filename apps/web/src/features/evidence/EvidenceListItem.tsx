import { Anchor, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { EvidenceItem } from '@dsb/core';
import { BookmarkButton } from './BookmarkButton';
import { EvidenceAdminMenu } from './EvidenceAdmin';
import { EvidenceThumb } from './EvidenceThumb';
import { evidenceMessages } from './messages';
import type { SavedEvidenceApi } from './useSavedEvidence';

/** Descriptions longer than this are cut, with a toggle to read the rest. */
const SHORT_DESCRIPTION = 140;

function ShortDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= SHORT_DESCRIPTION)
    return (
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {open ? text : `${text.slice(0, SHORT_DESCRIPTION).trimEnd()}... `}
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? ` ${evidenceMessages.result.showLess()}` : evidenceMessages.result.showMore()}
      </Anchor>
    </Text>
  );
}

/** One search result: thumbnail, label, short description, bookmark and (admins) the gear menu. */
export function EvidenceListItem({
  item,
  saved,
  isAdmin,
  compact,
  onOpen,
  onThumbSettled,
}: {
  item: EvidenceItem;
  saved: SavedEvidenceApi;
  isAdmin: boolean;
  /** The narrow editor column: the picture on top, full width. */
  compact: boolean;
  onOpen: (item: EvidenceItem) => void;
  onThumbSettled: () => void;
}) {
  const thumb = (
    <UnstyledButton
      onClick={() => onOpen(item)}
      aria-label={evidenceMessages.result.open({ label: item.label })}
      style={{ borderRadius: 6, flex: compact ? 1 : undefined, minWidth: 0 }}
    >
      <EvidenceThumb item={item} width={compact ? '100%' : 104} onSettled={onThumbSettled} />
    </UnstyledButton>
  );
  const actions = (
    <Box style={{ flexShrink: 0 }}>
      {compact ? (
        <Stack gap={2}>
          <BookmarkButton item={item} saved={saved} size="md" />
          {isAdmin && <EvidenceAdminMenu item={item} />}
        </Stack>
      ) : (
        <Group gap={2} wrap="nowrap">
          <BookmarkButton item={item} saved={saved} />
          {isAdmin && <EvidenceAdminMenu item={item} />}
        </Group>
      )}
    </Box>
  );
  const texts = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <UnstyledButton onClick={() => onOpen(item)}>
        <Text fw={600} size="sm" lh={1.35} data-testid="evidence-label">
          {item.label}
        </Text>
      </UnstyledButton>
      <ShortDescription text={item.description} />
    </Stack>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'xs' : 'sm'}
      component="li"
      data-testid="evidence-result"
    >
      {compact ? (
        <Stack gap={6}>
          <Group align="flex-start" wrap="nowrap" gap={6}>
            {thumb}
            {actions}
          </Group>
          {texts}
        </Stack>
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {thumb}
          {texts}
          {actions}
        </Group>
      )}
    </Paper>
  );
}
