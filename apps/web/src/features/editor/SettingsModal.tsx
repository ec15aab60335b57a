import { Checkbox, Modal, Radio, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import {
  AGENT_GUIDANCE_LABELS,
  AGENT_GUIDANCE_LEVELS,
  readSettings,
  writeSettings,
  type AgentGuidance,
} from './settings';

/**
 * The settings gear's dialog (spec 3 §2): 'Tool Settings' with the agent guidance level and
 * 'Developer Only' with the headlines switch. Both are kept on this device. A backdrop click or
 * the close button closes it; dialogs animate over 300 ms.
 */
export function SettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [settings, setSettings] = useState(() => readSettings(localStorage));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Settings"
      centered
      transitionProps={{ duration: 300 }}
    >
      <Tabs defaultValue="tool">
        <Tabs.List mb="md">
          <Tabs.Tab value="tool">Tool Settings</Tabs.Tab>
          <Tabs.Tab value="developer">Developer Only</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tool">
          <Radio.Group
            label="Agent guidance"
            description="How much the assistant guides you while you build your story."
            value={settings.agentGuidance}
            onChange={(value) =>
              setSettings(writeSettings(localStorage, { agentGuidance: value as AgentGuidance }))
            }
          >
            <Stack gap="xs" mt="xs">
              {AGENT_GUIDANCE_LEVELS.map((level) => (
                <Radio key={level} value={level} label={AGENT_GUIDANCE_LABELS[level]} />
              ))}
            </Stack>
          </Radio.Group>
        </Tabs.Panel>
        <Tabs.Panel value="developer">
          <Stack gap="xs">
            <Checkbox
              label="Enable Headlines Feature"
              checked={settings.headlinesEnabled}
              onChange={(event) =>
                setSettings(
                  writeSettings(localStorage, { headlinesEnabled: event.currentTarget.checked }),
                )
              }
            />
            <Text size="xs" c="dimmed">
              Shows the news headlines panel in the editor once it is available.
            </Text>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
