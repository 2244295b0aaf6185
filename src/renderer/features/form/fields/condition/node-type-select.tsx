import { Select } from 'antd';
import {
  ARITHMETIC_TYPES,
  COMPARISON_TYPES,
  LEAF_TYPES,
  LOGIC_TYPES,
  type NodePath,
  type NodeType,
} from '../../../../../shared/condition/condition-node';
import { texts } from '../../../../../shared/texts/pt-BR';
import { controlName } from './node-labels';

const t = texts.condition;

const optionsOf = (types: readonly NodeType[]) =>
  types.map((type) => ({ value: type, label: t.nodeLabels[type] }));

const GROUPED_OPTIONS = [
  { label: t.groups.logic, options: optionsOf(LOGIC_TYPES) },
  { label: t.groups.comparison, options: optionsOf(COMPARISON_TYPES) },
  { label: t.groups.arithmetic, options: optionsOf(ARITHMETIC_TYPES) },
  { label: t.groups.leaf, options: optionsOf(LEAF_TYPES) },
];

export function NodeTypeSelect(props: {
  type: NodeType;
  path: NodePath;
  onChange: (type: NodeType) => void;
}) {
  return (
    <Select
      aria-label={controlName(t.editor.nodeType, props.path)}
      value={props.type}
      options={GROUPED_OPTIONS}
      onChange={props.onChange}
      popupMatchSelectWidth={false}
      style={{ minWidth: 190 }}
    />
  );
}
