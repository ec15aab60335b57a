import { DirectionProvider } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { textDirectionOf } from '@dsb/core';
import { useInterfaceLanguage } from './useInterfaceLanguage';
import './rtl.css';

/**
 * Renders the app in the active language: a change of language renders everything again (no
 * reload; stores and the query cache stay), and mirrors the layout for right-to-left languages.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useInterfaceLanguage();
  const direction = textDirectionOf(language);
  return (
    <DirectionProvider key={language} initialDirection={direction} detectDirection={false}>
      <Fragment key={language}>{children}</Fragment>
    </DirectionProvider>
  );
}
