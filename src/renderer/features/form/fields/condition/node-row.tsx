import { Typography } from 'antd';
import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { takesMoreOperands } from '../../../../../shared/condition/condition-edits';
import type { ConditionFieldOption } from '../../../../../shared/condition/condition-fields';
import type { ConditionNode, NodePath } from '../../../../../shared/condition/condition-node';
import { texts } from '../../../../../shared/texts/pt-BR';
import type { ConditionActions } from './condition-actions';
import { LeafControl } from './leaf-controls';
import { pathKey, whereOf } from './node-labels';
import { NodeTools } from './node-tools';
import { NodeTypeSelect } from './node-type-select';

const t = texts.condition;

const rowStyle = (invalid: boolean): CSSProperties => ({
  borderLeft: `3px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`,
  padding: '4px 0 4px 8px',
  margin: '4px 0',
});
const validRow = rowStyle(false);
const invalidRow = rowStyle(true);
// What antd's Space wrap size={4} lays out, with the tools as direct items of the row's line.
// Lines out of view are neither laid out nor painted: a keystroke's frame paints only the rows
// on screen (a 100-node tree is ~600 buttons). The clip margin keeps focus rings whole.
const controlsStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 32px',
  overflowClipMargin: 8,
};
const childrenStyle: CSSProperties = { marginLeft: 20 };

interface NodeRowProps {
  node: ConditionNode;
  path: NodePath;
  /** How many siblings the node has, for the move buttons; 1 at the root. */
  siblings: number;
  fields: readonly ConditionFieldOption[];
  problems: ReadonlyMap<string, string>;
  actions: ConditionActions;
  comparedKind?: ConditionFieldOption['kind'];
}

/**
 * One node: its type, its value control, its tools, its problem, and its operands below. A row
 * redraws only when its own subtree, place or problems change: a keystroke in one value redraws
 * the rows from the root to that value, not the whole tree.
 */
export const NodeRow = memo(NodeRowContent, sameRow);

function sameRow(a: NodeRowProps, b: NodeRowProps): boolean {
  return (
    a.node === b.node &&
    a.siblings === b.siblings &&
    a.fields === b.fields &&
    a.actions === b.actions &&
    a.comparedKind === b.comparedKind &&
    pathKey(a.path) === pathKey(b.path) &&
    sameProblemsUnder(pathKey(a.path), a.problems, b.problems)
  );
}

/** The problems of the subtree at `key` are the same in both maps (a sibling may change them). */
function sameProblemsUnder(
  key: string,
  a: ReadonlyMap<string, string>,
  b: ReadonlyMap<string, string>,
): boolean {
  if (a === b) return true;
  const under = (at: string) => key === '' || at === key || at.startsWith(`${key}.`);
  for (const [at, message] of a) if (under(at) && b.get(at) !== message) return false;
  for (const [at, message] of b) if (under(at) && a.get(at) !== message) return false;
  return true;
}

function NodeRowContent(props: NodeRowProps) {
  const { node, path, siblings, fields, problems, actions } = props;
  const problem = problems.get(pathKey(path));
  const label = t.nodeLabels[node.type];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // The innermost focused node moves, not every node around it.
    event.stopPropagation();
    event.preventDefault();
    actions.move(path, event.key === 'ArrowUp' ? -1 : 1);
  };

  const params = node.params ?? [];
  const subjectKind =
    params[0]?.type === 'field'
      ? fields.find((field) => field.name === params[0]!.field)?.kind
      : undefined;

  return (
    <div
      role="group"
      aria-label={t.editor.node(label, whereOf(path))}
      tabIndex={-1}
      data-node-path={pathKey(path)}
      onKeyDown={onKeyDown}
      style={problem === undefined ? validRow : invalidRow}
    >
      <div style={controlsStyle}>
        <NodeTypeSelect type={node.type} path={path} actions={actions} />
        <LeafControl
          node={node}
          path={path}
          fields={fields}
          comparedKind={props.comparedKind}
          onChange={(next) => actions.replace(path, next)}
        />
        <NodeTools
          path={path}
          siblings={siblings}
          canAdd={takesMoreOperands(node)}
          actions={actions}
        />
      </div>
      {problem !== undefined && (
        <div>
          <Typography.Text type="danger">{problem}</Typography.Text>
        </div>
      )}
      {params.length > 0 && (
        <div style={childrenStyle}>
          {params.map((child, childIndex) => (
            <NodeRow
              key={childIndex}
              node={child}
              path={[...path, childIndex]}
              siblings={params.length}
              fields={fields}
              problems={problems}
              actions={actions}
              comparedKind={childIndex > 0 ? subjectKind : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
