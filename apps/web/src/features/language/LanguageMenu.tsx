import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
  textDirectionOf,
  type InterfaceLanguage,
} from '@dsb/core';
import { useInterfaceLanguage } from '../../i18n';
import { useAuth } from '../auth';
import { chooseLanguage } from './chooseLanguage';
import { languageMessages } from './messages';

/**
 * The header's language button (docs/product/languages.md): every interface language by its own
 * name, and going back to the browser's. Shown to visitors too: a pupil needs it before signing in.
 */
export function LanguageMenu() {
  const active = useInterfaceLanguage();
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const choose = (language: InterfaceLanguage | null) =>
    void chooseLanguage(language, { signedIn: isAuthenticated, queryClient });
  const label = languageMessages.menuCurrent({ language: INTERFACE_LANGUAGE_NAMES[active] });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconLanguage size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{languageMessages.menuLabel()}</Menu.Label>
        {INTERFACE_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            dir={textDirectionOf(language)}
            aria-current={language === active ? 'true' : undefined}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => choose(language)}
          >
            {INTERFACE_LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => choose(null)}>{languageMessages.followBrowser()}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
