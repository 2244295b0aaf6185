import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { nodeBuiltinNames, rendererLayersRule } from './scripts/eslint/layers.js';

/**
 * Layer rules (ARCHITECTURE §1), enforced the way VS Code enforces common/node/browser:
 * shared imports nothing of ours outside shared; main and web never import renderer;
 * renderer never imports main or web; only main/index.ts and *.electron.ts import electron.
 */
const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});
const electronBan = {
  group: ['electron', 'electron/*', 'electron-store'],
  message: 'Only src/main/index.ts and *.electron.ts may import Electron.',
};

/** Layers whose code shows screens: they use the data ports only, never an adapter or SDK. */
const screenLayers = ['app', 'screens', 'features', 'components'];

function rendererPackageBans() {
  const base = [
    {
      group: ['**/main/**', '**/web/**', '**/preload/**'],
      message: 'renderer never imports main, web or preload.',
    },
    electronBan,
  ];
  const adapters = {
    group: [
      'firebase',
      'firebase/*',
      'dexie',
      '**/data/firebase',
      '**/data/firebase/**',
      '**/data/local',
      '**/data/local/**',
    ],
    message: 'Screens use the data ports only, never an adapter or SDK.',
  };
  // Component tests render through test-support/render.tsx, which keeps antd's style sheets
  // off the jsdom document (each accessible-name lookup would otherwise match every antd rule).
  const plainRender = {
    name: '@testing-library/react',
    importNames: ['render', 'renderHook'],
    message:
      "Use render/renderHook from src/renderer/test-support/render (antd's styles off the jsdom document keep tests fast).",
  };
  const screenFiles = screenLayers.map((layer) => `src/renderer/${layer}/**/*.{ts,tsx}`);
  return [
    {
      files: ['src/renderer/**/*.{ts,tsx}'],
      ignores: screenFiles,
      rules: restrict(base, [plainRender]),
    },
    { files: screenFiles, rules: restrict([...base, adapters], [plainRender]) },
  ];
}

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'test-results', 'playwright-report', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-globals': ['error', 'prompt', 'alert', 'confirm'],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict(
      [
        {
          group: ['**/main/**', '**/renderer/**', '**/web/**', '**/preload/**'],
          message: 'shared imports nothing outside shared.',
        },
        {
          group: ['firebase/*', 'node:*'],
          message: 'shared is pure TypeScript: no Node, DOM, Electron or React.',
        },
        electronBan,
      ],
      // Bare package names as paths, so our own './firebase' text section is not caught.
      [
        ...nodeBuiltinNames.map((name) => ({
          name,
          message: 'shared is pure TypeScript: no Node built-ins.',
        })),
        ...['react', 'react-dom', 'antd', 'firebase', 'dexie'].map((name) => ({
          name,
          message: 'shared is pure TypeScript: no DOM libraries, React or SDKs.',
        })),
      ],
    ),
  },
  {
    files: ['src/main/**/*.ts', 'src/web/**/*.ts'],
    ignores: ['src/main/index.ts', 'src/main/**/*.electron.ts'],
    rules: restrict([
      { group: ['**/renderer/**'], message: 'main and web never import renderer.' },
      { group: ['**/web/**'], message: 'main and web talk only through shared contracts.' },
      electronBan,
    ]),
  },
  {
    files: ['src/main/index.ts', 'src/main/**/*.electron.ts'],
    rules: restrict([
      { group: ['**/renderer/**', '**/web/**'], message: 'main never imports renderer or web.' },
    ]),
  },
  {
    files: ['src/web/**/*.ts'],
    rules: restrict([
      { group: ['**/renderer/**'], message: 'web never imports renderer.' },
      electronBan,
    ]),
  },
  // Renderer layers (scripts/eslint/layers.js holds the map): one rule on resolved paths.
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { console: { rules: { 'renderer-layers': rendererLayersRule } } },
    rules: { 'console/renderer-layers': 'error' },
  },
  // Package bans: one block per file set, so no later block silently replaces an earlier one.
  ...rendererPackageBans(),
  {
    files: ['src/preload/**/*.ts'],
    rules: restrict([
      {
        group: ['**/main/**', '**/renderer/**', '**/web/**'],
        message: 'preload only exposes the shared contract.',
      },
    ]),
  },
);
