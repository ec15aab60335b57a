import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SCRAPE_MESSAGES } from '@dsb/core';
import { loadSearchUrls, loadUrlsFailedText } from './api';
import { readableDescription } from './look';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The result links of the search page; the form appends the ones it does not have. */
  onLoaded: (urls: string[]) => void;
};

/**
 * Load URLs from Search (docs/product/data-collector.md): a search page's result links into the URL
 * list.
 */
export function LoadSearchUrlsModal({ opened, onClose, onLoaded }: Props) {
  const [searchUrl, setSearchUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = useMutation({
    mutationFn: (url: string) => loadSearchUrls(url),
    onSuccess: (urls) => {
      onLoaded(urls);
      close();
    },
    onError: (failure) => {
      console.error('Loading URLs from the search page failed', failure);
      setError(loadUrlsFailedText(failure));
    },
  });

  function close() {
    setError(null);
    load.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = searchUrl.trim();
    if (!url) {
      setError(SCRAPE_MESSAGES.searchUrlRequired);
      return;
    }
    setError(null);
    load.mutate(url);
  };

  return (
    <Modal opened={opened} onClose={close} title="Load URLs from Search" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Search URL"
            description="The address of a search-results page; its result links on the same site are added to the list."
            placeholder="https://www.example.org/search?q=screen+time"
            inputMode="url"
            value={searchUrl}
            onChange={(event) => {
              setSearchUrl(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
            styles={readableDescription}
          />
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={load.isPending}>
              Load URLs
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
