import type { NodePath } from '../../../../../shared/condition/condition-node';
import { texts } from '../../../../../shared/texts/pt-BR';

const t = texts.condition.editor;

/** 'Raiz' or 'Nó 1.2' (positions from 1), the way rows, controls and problems name a node. */
export const whereOf = (path: NodePath): string =>
  path.length === 0 ? t.rootNode : t.nodePath(path.map((index) => index + 1));

/** A control's accessible name: what it edits and in which node. */
export const controlName = (what: string, path: NodePath): string => `${what} (${whereOf(path)})`;

export const pathKey = (path: NodePath): string => path.join('.');
