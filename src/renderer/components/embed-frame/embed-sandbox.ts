/**
 * Scripts may run inside the embed frame, but without allow-same-origin it gets an opaque
 * origin: no access to the console's DOM, storage, cookies or bridge, and no top navigation,
 * popups or forms. Never add allow-same-origin next to allow-scripts: together they let the
 * frame remove its own sandbox.
 */
export const EMBED_SANDBOX = 'allow-scripts';
