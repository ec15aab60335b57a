// The repository's own lint rules, registered as the `local` plugin in eslint.config.js.
import { featureBoundaries } from './featureBoundaries.js';
import { sideEffectImports } from './sideEffectImports.js';

export const localPlugin = {
  rules: {
    'feature-boundaries': featureBoundaries,
    'side-effect-imports': sideEffectImports,
  },
};
