import type { QueryClient } from '@tanstack/react-query';
import type { InterfaceLanguage, UserSettings } from '@dsb/core';
import { followBrowserLanguage, switchLanguage } from '../../i18n';
import { apiFetch } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { languageMessages } from './messages';

/** The account's settings query (shared with the editor's Settings window). */
export const accountSettingsKey = ['me', 'settings'] as const;

/**
 * Switches the interface to `language` (null: follow the browser again) and, for a signed-in
 * user, keeps the choice with the account so it follows them to other devices.
 */
export async function chooseLanguage(
  language: InterfaceLanguage | null,
  account: { signedIn: boolean; queryClient: QueryClient },
): Promise<void> {
  if (account.signedIn) {
    // The account's settings say so at once: nothing that reads them switches back meanwhile.
    account.queryClient.setQueryData<UserSettings>(accountSettingsKey, (settings) =>
      settings ? { ...settings, language: language ?? undefined } : settings,
    );
  }
  try {
    if (language) await switchLanguage(language, { remember: true });
    else await followBrowserLanguage();
  } catch {
    showToast(languageMessages.loadFailed(), 'error');
    return;
  }
  if (!account.signedIn) return;
  try {
    const saved = await apiFetch<UserSettings>(
      '/api/me/settings',
      { method: 'PUT', json: { language } },
      languageMessages.saveFailed(),
    );
    account.queryClient.setQueryData(accountSettingsKey, saved);
  } catch {
    showToast(languageMessages.saveFailed(), 'warning');
  }
}
