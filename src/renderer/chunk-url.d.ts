/** `import url from './module?chunk-url'`: the URL of the chunk that holds the module (vite.plugins.ts). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
