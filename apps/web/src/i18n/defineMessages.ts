import { formatMessage, type CompiledMessage, type MessageValues } from './runtime';

/** Set on every catalogue by the build (apps/web/vite/i18nCatalogs.ts). */
const NAMESPACE = Symbol.for('dsb.i18n.namespace');

/** A catalogue's messages as functions: `messages.rows({ count: 3 })` → '3 rows' (or 3 filas). */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? (values?: MessageValues) => string
    : Messages<T[K]>;
};

/**
 * A feature's messages from its English catalogue (`import english from './locales/en.json'`):
 * each is looked up in the active language when called, so the same object serves every language.
 */
export function defineMessages<T extends object>(english: T): Messages<T> {
  const namespace = (english as Record<symbol, unknown>)[NAMESPACE];
  if (typeof namespace !== 'string') {
    throw new Error('defineMessages needs a catalogue imported from a locales/en.json file');
  }
  return bind(namespace, [], english as Record<string, unknown>) as Messages<T>;
}

function bind(namespace: string, path: string[], node: Record<string, unknown>): object {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const at = [...path, key];
      if (typeof value === 'string' || Array.isArray(value)) {
        const english = value as CompiledMessage;
        return [key, (values?: MessageValues) => formatMessage(namespace, at, english, values)];
      }
      return [key, bind(namespace, at, value as Record<string, unknown>)];
    }),
  );
}
