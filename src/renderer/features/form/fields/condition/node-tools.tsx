import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { memo } from 'react';
import type { NodePath } from '../../../../../shared/condition/condition-node';
import { texts } from '../../../../../shared/texts/pt-BR';
import type { ConditionActions } from './condition-actions';
import { controlName, pathKey } from './node-labels';

const t = texts.condition;

const WRAP_ITEMS: MenuProps['items'] = (['AND', 'OR', 'IF'] as const).map((type) => ({
  key: type,
  label: t.nodeLabels[type],
}));

interface NodeToolsProps {
  path: NodePath;
  /** How many siblings the node has, for the move buttons; 1 at the root. */
  siblings: number;
  /** Whether the node takes another operand ('Adicionar operando'). */
  canAdd: boolean;
  actions: ConditionActions;
}

/**
 * A row's tools: add an operand, wrap, move and remove. They depend on the node's place only,
 * so a keystroke in the node's value does not draw its buttons again.
 */
export const NodeTools = memo(
  function NodeTools({ path, siblings, canAdd, actions }: NodeToolsProps) {
    const index = path[path.length - 1] ?? 0;
    return (
      <>
        {canAdd && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => actions.addOperand(path)}
            aria-label={controlName(t.editor.addOperand, path)}
          >
            {t.editor.addOperand}
          </Button>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items: WRAP_ITEMS,
            onClick: ({ key }) => actions.wrap(path, key as 'AND' | 'OR' | 'IF'),
          }}
        >
          <Button size="small" aria-label={controlName(t.editor.wrap, path)}>
            {t.editor.wrap}
          </Button>
        </Dropdown>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={path.length === 0 || index === 0}
          onClick={() => actions.move(path, -1)}
          aria-label={controlName(t.editor.moveUp, path)}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={path.length === 0 || index >= siblings - 1}
          onClick={() => actions.move(path, 1)}
          aria-label={controlName(t.editor.moveDown, path)}
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => actions.remove(path)}
          aria-label={controlName(t.editor.remove, path)}
        />
      </>
    );
  },
  (a, b) =>
    a.siblings === b.siblings &&
    a.canAdd === b.canAdd &&
    a.actions === b.actions &&
    pathKey(a.path) === pathKey(b.path),
);
