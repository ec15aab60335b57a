import { ConfigError, loadConfig } from './platform/config/config';
import { buildApp } from './app';
import { DataDirLockedError } from './platform/db/lock';
import { firstAdminNotice } from './composition/firstAdminNotice';
import { createFirstAdminLink } from './features/auth';
import { startIdleCollector } from './platform/memory/idleCollector';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting requests, waits for in-flight ones, closes the database
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // After a busy spell the heap's garbage goes back to the machine (docs/decisions/0043).
  startIdleCollector({
    onCollected: (freed) =>
      app.log.debug(
        { freedMb: Math.round(freed / 1048576) },
        'memory given back after a busy spell',
      ),
  });
  const shown =
    config.publicUrl ??
    `http://localhost:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`;
  app.log.info(`Data story builder is ready at ${shown} (database: ${app.dbKind})`);
  // A fresh install has no admin yet: a one-time link creates the first one (docs/config.md).
  // Logged as a warning so it shows at every log level an operator is likely to choose, and
  // printed as a framed block on stderr so a person sees it among the JSON lines.
  const firstAdmin = await createFirstAdminLink(app.db, shown);
  if (firstAdmin) {
    const notice = firstAdminNotice(firstAdmin, config);
    app.log.warn(notice.logLine);
    process.stderr.write(notice.block);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
