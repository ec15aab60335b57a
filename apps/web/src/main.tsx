import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { startFrameMode } from './features/lti';
import { startLanguage } from './i18n';

// Inside a learning platform's iframe: the launch's token is taken from the address fragment
// (docs/product/lti.md). The router read the address as its module loaded, so it is told the
// address without the token before anything renders.
if (startFrameMode() && router.state.location.hash !== window.location.hash) {
  const { pathname, search, hash } = window.location;
  void router.navigate({ pathname, search, hash }, { replace: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render waits for the interface language's catalogue (none for English), so no page
// flashes in the wrong language.
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
