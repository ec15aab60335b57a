import {
  ActionIcon,
  Alert,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconInfoCircle, IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ImageSearchItem } from '@dsb/core';
import { useEditor } from '../EditorContext';
import { panelMessages } from './messages';
import { UploadImageButton } from './UploadImageButton';

const M = panelMessages.images;
import { useImageSearch, type MediaKind } from './useImageSearch';

/**
 * The Images tab (docs/product/image-search.md): searches through the server (the app's own
 * library, plus a web provider when one is configured; no key ever reaches the browser) and adds
 * the chosen image at 70% of the canvas height, centred.
 */
export function ImagesPanel() {
  const editor = useEditor();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<MediaKind>('images');
  const search = useImageSearch();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = text.trim();
    if (query) search.run(query, kind);
  };
  const clear = () => {
    setText('');
    search.reset();
  };
  const add = (item: ImageSearchItem) =>
    void editor.run('addImage', {
      src: item.link,
      // The result's title is the best description there is (issue #18); it can be edited later.
      metadata: { source: 'external', title: item.title, provider: item.source, alt: item.title },
    });

  return (
    <Stack gap="sm" data-testid="images-panel">
      <UploadImageButton />
      <SegmentedControl
        size="xs"
        value={kind}
        onChange={(value) => {
          setKind(value as MediaKind);
          if (text.trim()) search.run(text.trim(), value as MediaKind);
        }}
        data={[
          { label: M.images(), value: 'images' },
          { label: M.gifs(), value: 'gifs' },
        ]}
        aria-label={M.kind()}
      />
      <form onSubmit={submit} role="search">
        <TextInput
          aria-label={M.field()}
          placeholder={M.placeholder()}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={
            <ActionIcon variant="subtle" color="gray" aria-label={M.search()} type="submit">
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
          rightSection={
            text ? (
              <ActionIcon variant="subtle" color="gray" aria-label={M.clear()} onClick={clear}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
      </form>
      {search.state.status === 'idle' && (
        <Text size="sm" c="dimmed">
          {M.prompt()}
        </Text>
      )}
      {search.state.status === 'loading' && <Text size="sm">{M.loading()}</Text>}
      {search.state.status === 'error' && (
        <Alert color="red" icon={<IconInfoCircle size={16} aria-hidden />}>
          {search.state.message}
        </Alert>
      )}
      {search.state.status === 'done' && (
        <>
          {search.state.notice && (
            <Text size="xs" c="dimmed" data-testid="image-search-notice">
              {search.state.notice}
            </Text>
          )}
          {search.state.items.length === 0 ? (
            <Text size="sm">{M.noResults()}</Text>
          ) : (
            <SimpleGrid cols={2} spacing="xs">
              {search.state.items.map((item) => (
                <UnstyledButton
                  key={item.link}
                  onClick={() => add(item)}
                  aria-label={M.add({ title: item.title })}
                  title={item.title}
                >
                  <Image
                    src={item.thumbnailLink}
                    alt={item.title}
                    h={90}
                    fit="cover"
                    radius="sm"
                    loading="lazy"
                  />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
