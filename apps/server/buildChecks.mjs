// Checks on the server bundle that esbuild's metafile can answer (build.mjs runs them).

/**
 * Packages a server loads only when a feature needs them (docs/performance.md "Memory"): the AWS
 * SDK with S3 configured, Vega with the first chart drawn. Imported at start they would hold
 * about 55 MB on every server.
 */
export const LOADED_WHEN_NEEDED = [
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  'vega',
  'vega-lite',
];

/**
 * The npm packages `entry` loads before it runs: its static imports, followed through the chunks
 * it statically imports; a dynamic import() is where loading on demand begins.
 */
export function packagesLoadedAtStart(metafile, entry) {
  const packages = new Set();
  const seen = new Set();
  const visit = (output) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const { path, kind, external } of metafile.outputs[output]?.imports ?? []) {
      if (kind !== 'import-statement') continue;
      if (external) packages.add(path);
      else visit(path);
    }
  };
  visit(entry);
  return packages;
}

/** The packages of LOADED_WHEN_NEEDED that `entry` would load at start. */
export function eagerlyLoaded(metafile, entry) {
  const atStart = packagesLoadedAtStart(metafile, entry);
  return LOADED_WHEN_NEEDED.filter((name) => atStart.has(name));
}
