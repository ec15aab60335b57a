import type { BrowserContext, WebSocketRoute } from '@playwright/test';

/**
 * Lets a test cut a browser's live-editing connection (the collab WebSocket), as a lost network
 * or a restarted server would, and let it come back. Browsers' offline emulation leaves open
 * WebSockets alone, so the connections pass through Playwright's WebSocket routing.
 */
export async function collabLine(context: BrowserContext) {
  let cut = false;
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await context.routeWebSocket(/\/api\/collab\//, (page) => {
    if (cut) return void page.close();
    const server = page.connectToServer();
    open.add({ page, server });
  });
  return {
    /** Cuts the connection; `network` also takes HTTP offline (as a real network loss would). */
    async cut({ network = true } = {}) {
      cut = true;
      if (network) await context.setOffline(true);
      for (const { page, server } of open) {
        await page.close();
        await server.close();
      }
      open.clear();
    },
    async restore() {
      cut = false;
      await context.setOffline(false);
    },
  };
}
