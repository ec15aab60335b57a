import { useSyncExternalStore } from 'react';
import type { InterfaceLanguage } from '@dsb/core';
import { currentLanguage, subscribeToLanguage } from './runtime';

/** The active interface language, re-rendering the caller when it changes. */
export function useInterfaceLanguage(): InterfaceLanguage {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage);
}
