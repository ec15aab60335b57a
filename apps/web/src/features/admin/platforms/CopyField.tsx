import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { PLATFORM_MESSAGES as M } from './messages';

type Props = { label: string; value: string; testId?: string };

/**
 * An address to copy into a platform: read-only (focus selects it, for Ctrl+C where the clipboard
 * is refused) with a Copy button named after the field. The button goes under the field on a phone.
 */
export function CopyField({ label, value, testId }: Props) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 260px', minWidth: 0 }}
        data-testid={testId}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={copy}
            aria-label={M.copyLabel(label)}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
          >
            {copied ? M.copied : M.copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
