import { DownOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { memo, useState, type CSSProperties, type MouseEvent } from 'react';
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
// Drawn like the closed select it stands for: same width and height, label left, arrow right.
const idleStyle: CSSProperties = {
  minWidth: 190,
  justifyContent: 'space-between',
  paddingInline: 11,
  fontWeight: 'normal',
};
const arrowStyle: CSSProperties = { fontSize: 12, color: 'rgba(0, 0, 0, 0.25)' };

interface NodeTypeSelectProps {
  type: NodeType;
  path: NodePath;
  actions: ConditionActions;
}

/**
 * The node's type; drawn again only when the type or the place changes, not on its values.
 * Until it is first focused or pressed it is a button that looks and is named like the closed
 * select (a combobox showing the type), and the select takes its place from then on: a select
 * holds an input, and Chromium's autofill reads every input of the form after each keystroke
 * in any of them (~25 us each; a 100-node tree had 100 type selects of its 165 inputs).
 */
export const NodeTypeSelect = memo(
  function NodeTypeSelect({ type, path, actions }: NodeTypeSelectProps) {
    const [active, setActive] = useState(false);
    const [open, setOpen] = useState(false);
    const name = controlName(t.editor.nodeType, path);
    if (!active) {
      return (
        <Button
          role="combobox"
          aria-label={name}
          aria-haspopup="listbox"
          aria-expanded={false}
          style={idleStyle}
          onMouseDown={(event: MouseEvent) => {
            event.preventDefault();
            setActive(true);
            // Pressed, the select opens its list, as a select pressed does: once this press has
            // gone by, or the select's own outside-press listener, added while it bubbles,
            // would take it for a press elsewhere and close the list.
            setTimeout(() => setOpen(true), 0);
          }}
          onFocus={() => setActive(true)}
        >
          {t.nodeLabels[type]}
          <DownOutlined style={arrowStyle} />
        </Button>
      );
    }
    return (
      <Select
        aria-label={name}
        value={type}
        options={GROUPED_OPTIONS}
        onChange={(next: NodeType) => actions.retype(path, next)}
        popupMatchSelectWidth={false}
        style={selectStyle}
        autoFocus
        open={open}
        onOpenChange={setOpen}
      />
    );
  },
  (a, b) => a.type === b.type && a.actions === b.actions && pathKey(a.path) === pathKey(b.path),
);
