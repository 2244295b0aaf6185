import { memo } from 'react';
import {
  ARITHMETIC_TYPES,
  COMPARISON_TYPES,
  LEAF_TYPES,
  LOGIC_TYPES,
  type NodePath,
  type NodeType,
} from '../../../../../shared/condition/condition-node';
import { texts } from '../../../../../shared/texts/pt-BR';
import type { ConditionActions } from './condition-actions';
import { IdleSelect } from './idle-select';
import { controlName, pathKey } from './node-labels';

const t = texts.condition;

const optionsOf = (types: readonly NodeType[]) =>
  types.map((type) => ({ value: type, label: t.nodeLabels[type] }));

const GROUPED_OPTIONS = [
  { label: t.groups.logic, options: optionsOf(LOGIC_TYPES) },
  { label: t.groups.comparison, options: optionsOf(COMPARISON_TYPES) },
  { label: t.groups.arithmetic, options: optionsOf(ARITHMETIC_TYPES) },
  { label: t.groups.leaf, options: optionsOf(LEAF_TYPES) },
];
const selectStyle = { minWidth: 190 };

interface NodeTypeSelectProps {
  type: NodeType;
  path: NodePath;
  actions: ConditionActions;
}

/**
 * The node's type; drawn again only when the type or the place changes, not on its values. An
 * IdleSelect: a 100-node tree has 100 of them, none an input until it is used.
 */
export const NodeTypeSelect = memo(
  function NodeTypeSelect({ type, path, actions }: NodeTypeSelectProps) {
    return (
      <IdleSelect
        aria-label={controlName(t.editor.nodeType, path)}
        shown={t.nodeLabels[type]}
        value={type}
        options={GROUPED_OPTIONS}
        onChange={(next: NodeType) => actions.retype(path, next)}
        popupMatchSelectWidth={false}
        style={selectStyle}
      />
    );
  },
  (a, b) => a.type === b.type && a.actions === b.actions && pathKey(a.path) === pathKey(b.path),
);
