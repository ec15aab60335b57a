import { ActionIcon, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';

/** The Images tab's messages (spec 1 §2). */
export const IMAGE_PANEL_MESSAGES = {
  placeholder: 'Search images and press Enter...',
  prompt: 'Enter a search term and press Enter or click the search button.',
  loading: 'Loading...',
  empty: 'No images found. Try a different search.',
} as const;

/**
 * PLACEHOLDER for the Images tab (another engineer fills it): the search box of spec 1 §2 without
 * results yet. Results go in a grid under it; a chosen image is added with
 * `useEditor().addImage(url, { source: 'external' })` (through /api/proxy/image).
 */
export function ImagesPanel() {
  const [query, setQuery] = useState('');
  return (
    <Stack gap="sm" data-testid="images-panel">
      <TextInput
        aria-label="Search images"
        placeholder={IMAGE_PANEL_MESSAGES.placeholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          query ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Clear search"
              onClick={() => setQuery('')}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          ) : null
        }
      />
      <Text size="sm" c="dimmed">
        {IMAGE_PANEL_MESSAGES.prompt}
      </Text>
    </Stack>
  );
}
