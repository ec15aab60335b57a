import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import { SCRAPE_MESSAGES, scrapeOptionsSchema, type ScrapeOptions } from '@dsb/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LoadSearchUrlsModal } from './LoadSearchUrlsModal';
import { ScrapeOptionsFields } from './ScrapeOptionsFields';
import { appendNewUrls, urlsFromText } from './urls';
import { MUTED, readableDescription } from './look';

type Props = {
  /** Starts a job; the form stays as it is, so the same URLs can be run again. */
  onProcess: (urls: string[], options: ScrapeOptions) => void;
  /** A job is starting or running: one at a time from this screen. */
  busy: boolean;
  starting: boolean;
};

/**
 * The URLs (one per line), the options, Process URLs and Load URLs from Search
 * (docs/product/data-collector.md).
 */
export function CollectorForm({ onProcess, busy, starting }: Props) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<ScrapeOptions>(() => scrapeOptionsSchema.parse({}));
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const urls = urlsFromText(text);
    if (urls.length === 0) {
      setError(SCRAPE_MESSAGES.noValidUrls);
      return;
    }
    setError(null);
    setNote(null);
    onProcess(urls, options);
  };

  // Ctrl/Cmd+Enter in the textarea processes, as a form's Enter would elsewhere.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  const appendLoaded = (urls: string[]) => {
    const result = appendNewUrls(text, urls);
    setText(result.text);
    setError(null);
    setNote(
      result.added === 0
        ? 'No new URLs: every URL found is already in the list.'
        : `Added ${result.added} new ${result.added === 1 ? 'URL' : 'URLs'} from the search page.`,
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label="URLs"
            description="One URL per line. Only lines beginning with http are processed. Ctrl+Enter processes them."
            placeholder={'https://www.example.org/report\nhttps://www.example.org/another-page'}
            autosize
            minRows={5}
            maxRows={14}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            error={error}
            spellCheck={false}
            styles={{
              ...readableDescription,
              input: { fontFamily: 'var(--mantine-font-family-monospace)' },
            }}
          />
          {note && (
            <Text size="sm" c={MUTED} role="status">
              {note}
            </Text>
          )}
          <ScrapeOptionsFields options={options} onChange={setOptions} disabled={busy} />
          <Group gap="sm" wrap="wrap">
            <Button
              type="submit"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              loading={starting}
              disabled={busy && !starting}
            >
              Process URLs
            </Button>
            <Button
              variant="light"
              leftSection={<IconSearch size={18} aria-hidden />}
              onClick={() => setSearchOpen(true)}
            >
              Load URLs from Search
            </Button>
          </Group>
        </Stack>
      </form>
      <LoadSearchUrlsModal
        opened={searchOpen}
        onClose={() => setSearchOpen(false)}
        onLoaded={appendLoaded}
      />
    </Paper>
  );
}
