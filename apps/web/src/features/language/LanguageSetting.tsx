import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { INTERFACE_LANGUAGE_NAMES, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@dsb/core';
import { useInterfaceLanguage } from '../../i18n';
import { useAuth } from '../auth';
import { chooseLanguage } from './chooseLanguage';
import { languageMessages } from './messages';

const OPTIONS = INTERFACE_LANGUAGES.map((language) => ({
  value: language,
  label: INTERFACE_LANGUAGE_NAMES[language],
}));

/** The Settings window's language choice, kept with the account (docs/product/settings.md). */
export function LanguageSetting() {
  const active = useInterfaceLanguage();
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  return (
    <Select
      label={languageMessages.settingLabel()}
      description={languageMessages.settingDescription()}
      data={OPTIONS}
      value={active}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) =>
        value &&
        void chooseLanguage(value as InterfaceLanguage, {
          signedIn: isAuthenticated,
          queryClient,
        })
      }
    />
  );
}
