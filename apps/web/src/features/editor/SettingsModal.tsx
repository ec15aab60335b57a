import { Alert, Checkbox, Group, Loader, Modal, Radio, Stack, Tabs, Text } from '@mantine/core';
import { AGENT_GUIDANCE_LEVELS, type AgentGuidance } from '@dsb/core';
import { LanguageSetting } from '../language';
import { editorMessages } from './messages';
import { useToolSettings } from './useToolSettings';

const M = editorMessages.settings;

/**
 * The settings gear's dialog (docs/product/settings.md): 'Tool Settings' with the agent guidance
 * level and 'Developer Only' with the headlines switch, kept with the user's account (this device's
 * for a visitor). A backdrop click or the close button closes it; dialogs animate over 300 ms.
 */
export function SettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { settings, loading, problem, change } = useToolSettings(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={M.title()}
      centered
      transitionProps={{ duration: 300 }}
    >
      {problem && (
        <Alert color="yellow" role="alert" mb="sm" p="xs">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      {loading ? (
        <Group gap="xs" role="status" py="md">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {M.loading()}
          </Text>
        </Group>
      ) : (
        <Tabs defaultValue="tool">
          <Tabs.List mb="md">
            <Tabs.Tab value="tool">{M.toolTab()}</Tabs.Tab>
            <Tabs.Tab value="developer">{M.developerTab()}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tool">
            <LanguageSetting />
            <Radio.Group
              mt="md"
              label={M.guidance()}
              description={M.guidanceHint()}
              value={settings.agentGuidance}
              onChange={(value) => change({ agentGuidance: value as AgentGuidance })}
            >
              <Stack gap="xs" mt="xs">
                {AGENT_GUIDANCE_LEVELS.map((level) => (
                  <Radio key={level} value={level} label={M.levels[level]()} />
                ))}
              </Stack>
            </Radio.Group>
          </Tabs.Panel>
          <Tabs.Panel value="developer">
            <Stack gap="xs">
              <Checkbox
                label={M.headlines()}
                checked={settings.headlinesEnabled}
                onChange={(event) => change({ headlinesEnabled: event.currentTarget.checked })}
              />
              <Text size="xs" c="dimmed">
                {M.headlinesHint()}
              </Text>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
