// Mantine's stylesheet per component, in the build: each page's chunk brings the CSS of the components
// it uses, instead of every page loading all of @mantine/core/styles.css (250 KB) up front.
//
// Mantine keeps each component's class names in `<Name>.module.mjs` and ships its CSS as
// `styles/<Name>.css`, one to one. The build prepends `import '@mantine/core/styles/<Name>.css'` to each
// such module, so the CSS lands wherever the bundler puts the component, in dependency order
// (UnstyledButton before Button) as Mantine's docs ask. The shared part (reset, theme variables, global
// helpers) is emitted as its own stylesheet and linked first in index.html: component rules must come
// after it to win ties (a disabled ActionIcon's `transform: none` against `.mantine-active:active`).
// The dev server's pre-bundled Mantine never passes through plugins, so App.tsx loads the whole
// stylesheet there.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const CLASSES_MODULE = /\/@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.mjs$/;
const SHARED_PARTS = ['baseline', 'default-css-variables', 'global'];
const SHARED_NAME = 'mantine-base.css';

/** The stylesheet a Mantine classes module needs, or null for any other module. */
export function componentStylesheet(id: string): string | null {
  const name = CLASSES_MODULE.exec(id.split('?')[0]!)?.[1];
  return name ? `@mantine/core/styles/${name}.css` : null;
}

export function mantineStylesPerComponent(): Plugin {
  let base = '/';
  return {
    name: 'dsb:mantine-styles-per-component',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const parts = await Promise.all(
        SHARED_PARTS.map(async (part) => {
          const resolved = await this.resolve(`@mantine/core/styles/${part}.css`);
          if (!resolved) throw new Error(`cannot find @mantine/core/styles/${part}.css`);
          return readFile(resolved.id, 'utf8');
        }),
      );
      this.emitFile({ type: 'asset', name: SHARED_NAME, source: parts.join('\n') });
    },
    transform(code, id) {
      const stylesheet = componentStylesheet(id);
      // One line is added at the top; the module's own source map stays valid shifted by that line.
      return stylesheet ? { code: `import '${stylesheet}';\n${code}`, map: null } : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const shared = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes(SHARED_NAME),
        );
        if (!shared) throw new Error(`${SHARED_NAME} was not emitted`);
        const link = `<link rel="stylesheet" crossorigin href="${base}${shared.fileName}">`;
        // Before the first script or stylesheet the build put into <head>.
        return html.replace(
          /( *)(<script type="module"|<link rel="(?:modulepreload|stylesheet)")/,
          `$1${link}\n$1$2`,
        );
      },
    },
  };
}
