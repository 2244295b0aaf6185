// The import layers of the codebase as one map, checked on resolved paths (VS Code's
// code-layering in spirit): an import is allowed only into the importer's own layer or a
// layer listed for it. Patterns on import strings cannot see `../sync/x` from a screen.
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

// What a feature may use; screens and app use the same, and the layers above it.
const underFeatures = [
  'contributions',
  'components',
  'stores',
  'data',
  'bridge',
  'document-session',
  'platform',
];

/** Renderer folder -> the renderer folders it may import (besides its own, and shared). */
export const rendererLayers = {
  'main.tsx': ['app', 'boot', 'bridge', 'data'],
  boot: ['bridge', 'stores'],
  app: ['screens', 'features', ...underFeatures],
  screens: ['features', ...underFeatures],
  // One folder per capability: its UI, hooks, service client and tests.
  features: underFeatures,
  // Extension points: what features contribute (types and contexts), app/ assembles.
  contributions: ['data'],
  // Prop-driven widgets that know no capability.
  components: ['stores', 'data', 'bridge', 'platform'],
  // What differs between the desktop and the web shell (file dialogs): callers never branch.
  platform: ['data', 'bridge'],
  stores: ['data', 'bridge'],
  'document-session': ['data'],
  data: ['bridge'],
  bridge: [],
  // Tests' helpers: exempt like tests (see below); nothing that ships may import them.
  'test-support': [],
};

/**
 * features/<capability> -> the other features it may import. A feature imports another only
 * where this map says so (like screens, which never import each other), so capabilities stay
 * apart and no cycle forms; app/ assembles what features contribute to each other.
 */
export const featureImports = {
  // The document pane shows the form engine; actions come as contributions (app/ assembles).
  documents: ['form'],
  // Fields that edit blocks, layouts and files.
  form: ['block-editor', 'layout-editor', 'uploads'],
  // Video and product nodes show uploaded files.
  'layout-editor': ['uploads'],
  'block-editor': [],
  messaging: [],
  updates: [],
  uploads: [],
};

const nodeBuiltins = new Set(builtinModules.filter((name) => !name.startsWith('_')));
const isNodeBuiltin = (spec) =>
  spec.startsWith('node:') || nodeBuiltins.has(spec) || nodeBuiltins.has(spec.split('/')[0]);

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.split(sep).includes('test-support');

/** `{ layer, screen, feature }` of a path inside src/renderer, or null outside it. */
function placeOf(root, file) {
  const inside = relative(resolve(root, 'src/renderer'), file);
  if (inside.startsWith('..')) return null;
  const [layer, folder] = inside.split(sep);
  return {
    layer,
    screen: layer === 'screens' ? folder : undefined,
    feature: layer === 'features' ? folder : undefined,
  };
}

/** Why `from` may not import `to` inside the same layer, or null when it may. */
function sameLayerRefusal(from, to) {
  if (from.screen && to.screen && from.screen !== to.screen) {
    return `Screens never import each other: screens/${from.screen} imports screens/${to.screen}. Move the shared piece into features/ or components/.`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    const allowed = featureImports[from.feature] ?? [];
    if (allowed.includes(to.feature)) return null;
    return `features/${from.feature} may not import features/${to.feature} (allowed for ${from.feature}: ${allowed.join(', ') || 'none'}; featureImports in scripts/eslint/layers.js).`;
  }
  return null;
}

export const rendererLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Renderer layers: app → screens → components → stores/data/bridge.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const from = placeOf(root, file);
    // Tests and their helpers sit above every layer (they assemble the app to drive it) and run
    // in Node; nothing they hold ships. What ships may never import them (checked below).
    if (!from || isTestFile(file)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (isNodeBuiltin(spec)) {
        context.report({ node, message: `The renderer never imports Node built-ins ('${spec}').` });
        return;
      }
      if (!spec.startsWith('.')) return;
      const target = resolve(dirname(file), spec);
      if (target.split(sep).includes('test-support')) {
        context.report({ node, message: 'Only tests import test-support/.' });
        return;
      }
      const to = placeOf(root, target);
      if (!to || to.layer === from.layer) {
        const refusal = to && sameLayerRefusal(from, to);
        if (refusal) context.report({ node, message: refusal });
        return;
      }
      const allowed = rendererLayers[from.layer] ?? [];
      if (!allowed.includes(to.layer)) {
        context.report({
          node,
          message: `renderer/${from.layer} may not import renderer/${to.layer} (allowed: ${allowed.join(', ') || 'none'}).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** Every Node built-in as a bare name (for `paths`, so our own './http' is not caught). */
export const nodeBuiltinNames = [...nodeBuiltins];
