import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { truncateScript } from './format';
import { promptMessages } from './messages';

/** The script, cut past 200 characters with a more/less toggle. */
export function ScriptPreview({ script }: { script: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { text, truncated } = truncateScript(script);
  return (
    <Text size="sm" c="dimmed" id={id} style={{ whiteSpace: 'pre-line' }}>
      {/* The library's own words keep their direction; "more" follows the interface's. */}
      <bdi>{expanded || !truncated ? script : text}</bdi>{' '}
      {truncated && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? promptMessages.card.less() : promptMessages.card.more()}
        </Anchor>
      )}
    </Text>
  );
}
