import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserSettings } from '@dsb/core';
import { currentLanguage, switchLanguage } from '../../i18n';
import { apiFetch } from '../../lib/http';
import { useAuth } from '../auth';
import { accountSettingsKey } from './chooseLanguage';

/** Whose saved language was applied: once per sign-in, not again when a switch re-renders all. */
let appliedForUser: string | null = null;

/**
 * After sign-in, the language saved with the account wins over this browser's (a pupil who chose
 * Arabic at home gets Arabic at school). Renders nothing.
 */
export function LanguageFollowsAccount() {
  const { user } = useAuth();
  const settings = useQuery({
    queryKey: accountSettingsKey,
    queryFn: () => apiFetch<UserSettings>('/api/me/settings', {}, 'Failed to load your settings'),
    enabled: user !== null,
    staleTime: 60_000,
  });
  const saved = settings.data?.language;
  useEffect(() => {
    if (!user || !saved || appliedForUser === user._id) return;
    appliedForUser = user._id;
    if (saved !== currentLanguage()) void switchLanguage(saved, { remember: true });
  }, [user, saved]);
  return null;
}
