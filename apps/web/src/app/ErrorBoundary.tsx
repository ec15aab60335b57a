import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { MESSAGES } from '@dsb/core';
import { serverText } from '../lib/serverText/serverText';
import { shellMessages } from './shell/messages';

/** The generic page error (docs/product/index.md): nothing technical shown, one way forward. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih="60vh" p="md">
        <Stack align="center">
          <Alert color="red" title={shellMessages.pageError.title()} role="alert">
            {serverText(MESSAGES.genericPageError)}
          </Alert>
          <Button onClick={() => window.location.reload()}>
            {shellMessages.pageError.refresh()}
          </Button>
        </Stack>
      </Center>
    );
  }
}
