/**
 * The layout editor's pure core (spec 01 §2–§5, §9; issue 16): no DOM, React or Node, tested in
 * Node. The React editor (@craftjs/core) sits on top of it. Modules:
 * - layout-node: the stored format (Craft's serialized node map), node types, resolver names;
 * - layout-validation: zod checks of a stored layout or copied subtree, parse and serialize;
 * - layout-tree: reading helpers (node by id, children, subtree, ancestry);
 * - layout-operations: insert, move, delete, duplicate, property edits (structural sharing);
 * - layout-clipboard: copy and paste ('Dados inválidos', 'Objeto não é um canvas');
 * - layout-ids: new node ids;
 * - rich-text-sanitizer (+ html-tokens, html-entities, safe-href): the text node allow-list;
 * - content-loop: the guard against a content including itself;
 * - layout-history: undo / redo with coalesced property edits;
 * - layout-view: zoom, tool, mobile preview, hidden tools;
 * - layout-editor-state: the editor's reducer (history, selection, view, notices);
 * - layout-shortcuts: the keyboard map.
 */
export * from './content-loop';
export * from './layout-clipboard';
export * from './layout-editor-state';
export * from './layout-history';
export * from './layout-ids';
export * from './layout-node';
export * from './layout-operations';
export * from './layout-shortcuts';
export * from './layout-tree';
export * from './layout-validation';
export * from './layout-view';
export * from './rich-text-sanitizer';
export { cleanHref, isSafeHref } from '../rich-text/rich-text-rules';
