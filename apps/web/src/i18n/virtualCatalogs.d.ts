// The per-language catalogues the build makes (apps/web/vite/i18nCatalogs.ts): every feature's
// messages in one language, by namespace.
declare module 'virtual:dsb-locale/*' {
  const catalog: Record<string, Record<string, unknown>>;
  export default catalog;
}
