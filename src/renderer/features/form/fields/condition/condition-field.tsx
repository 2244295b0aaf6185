import { Alert } from 'antd';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import {
  appendOperand,
  changeType,
  defaultNode,
  moveAt,
  nodeAt,
  removeAt,
  updateAt,
  wrapAt,
} from '../../../../../shared/condition/condition-edits';
import {
  CONDITION_FIELD_LISTS,
  type ConditionFieldOption,
} from '../../../../../shared/condition/condition-fields';
import type { ConditionNode, NodePath } from '../../../../../shared/condition/condition-node';
import {
  conditionToSql,
  type ConditionSqlResult,
} from '../../../../../shared/condition/condition-sql';
import {
  readStoredCondition,
  storedFromSql,
  type ReadCondition,
  type StoredCondition,
} from '../../../../../shared/condition/stored-condition';
import {
  emptyHistory,
  recordChange,
  undoLast,
  type UndoHistory,
} from '../../../../../shared/condition/undo-history';
import type { ConditionField as ConditionFieldDefinition } from '../../../../../shared/forms/field-definition';
import { texts } from '../../../../../shared/texts/pt-BR';
import { useFormContext } from '../../form-context';
import { useFieldValue } from '../../state/use-field-value';
import type { FieldProps } from '../field-props';
import { KeptValue } from '../kept-value';
import type { ConditionActions } from './condition-actions';
import { ConditionToolbar } from './condition-toolbar';
import { pathKey, whereOf } from './node-labels';
import { NodeRow } from './node-row';

const t = texts.condition.editor;
const sqlStyle: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  background: 'var(--ant-color-fill-quaternary, #fafafa)',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  padding: 8,
  margin: '8px 0 0',
};

/**
 * The values this editor wrote: read back as they are, without parsing, so a keystroke's tree
 * keeps every untouched subtree (and its memoized row) as it was.
 */
const written = new WeakSet<StoredCondition>();

/** The SQL of each tree this editor made or read, so a keystroke's tree is turned into SQL once. */
const sqlResults = new WeakMap<
  ConditionNode,
  { fields: readonly ConditionFieldOption[]; result: ConditionSqlResult }
>();

function sqlOf(map: ConditionNode, fields: readonly ConditionFieldOption[]): ConditionSqlResult {
  const known = sqlResults.get(map);
  if (known?.fields === fields) return known.result;
  const result = conditionToSql(map, fields);
  sqlResults.set(map, { fields, result });
  return result;
}

function storedOf(map: ConditionNode | null, fields: readonly ConditionFieldOption[]) {
  if (!map) return null;
  const { stored } = storedFromSql(map, sqlOf(map, fields));
  written.add(stored);
  return stored;
}

function readCondition(value: unknown): ReadCondition {
  return written.has(value as StoredCondition)
    ? { kind: 'tree', map: (value as StoredCondition).map }
    : readStoredCondition(value);
}

interface EditorCommands extends ConditionActions {
  start(): void;
  undo(): void;
}

/** Undo history that belongs to one stored value; an outside change (load, JSON) drops it. */
interface History {
  of: unknown;
  undo: UndoHistory<ConditionNode | null>;
}

/**
 * The `condition` field: a visual editor of the tree, a live SQL preview, and `{map, sql}`
 * written on every change (sql empty and `invalid` while the tree is incomplete). A stored
 * shape this editor does not write is shown read-only and kept.
 */
export function ConditionField({ field, path, inputId }: FieldProps<ConditionFieldDefinition>) {
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const fields = CONDITION_FIELD_LISTS[field.conditionFields];
  const read = useMemo(() => readCondition(value), [value]);
  const map = read.kind === 'tree' ? read.map : null;
  const result = useMemo(() => (map ? sqlOf(map, fields) : null), [map, fields]);
  const problems = useMemo(
    () =>
      new Map(result && !result.ok ? result.problems.map((p) => [pathKey(p.path), p.message]) : []),
    [result],
  );
  const [history, setHistory] = useState<History>({ of: value, undo: emptyHistory() });
  const undo = history.of === value ? history.undo : emptyHistory<ConditionNode | null>();
  const [focusPath, setFocusPath] = useState<NodePath | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusPath) return;
    const row = containerRef.current?.querySelector<HTMLElement>(
      `[data-node-path="${pathKey(focusPath)}"]`,
    );
    row?.focus();
    setFocusPath(null);
  }, [focusPath, value]);

  const write = (next: ConditionNode | null, focus?: NodePath) => {
    const stored = storedOf(next, fields);
    setHistory({ of: stored, undo: recordChange(undo, map) });
    store.setValue(path, stored);
    if (focus) setFocusPath(focus);
  };

  const undoLastChange = () => {
    const last = undoLast(undo);
    if (!last) return;
    const stored = storedOf(last.value, fields);
    setHistory({ of: stored, undo: last.history });
    store.setValue(path, stored);
  };

  /** The rows' actions, and the toolbar's start and undo. */
  const latest: EditorCommands = {
    start: () => write(defaultNode('AND', fields), []),
    undo: undoLastChange,
    replace: (at, node) => map && write(updateAt(map, at, () => node)),
    retype: (at, type) => map && write(updateAt(map, at, (node) => changeType(node, type, fields))),
    remove: (at) => map && write(removeAt(map, at), at.length > 1 ? at.slice(0, -1) : undefined),
    addOperand: (at) => {
      const target = map && nodeAt(map, at);
      if (!map || !target) return;
      const operand =
        target.type === 'AND' || target.type === 'OR'
          ? defaultNode('=', fields)
          : target.type === 'ROUND'
            ? defaultNode('numeric', fields)
            : defaultNode('field', fields);
      write(appendOperand(map, at, operand), [...at, (target.params ?? []).length]);
    },
    wrap: (at, type) => map && write(wrapAt(map, at, type), at),
    move: (at, delta) => {
      if (!map) return;
      const moved = moveAt(map, at, delta);
      if (moved.root !== map) write(moved.root, moved.path);
    },
  };

  // One actions object for the editor's life, calling the latest closures: rows are memoized
  // on their props, so a new object per render would redraw every row on every keystroke.
  const latestRef = useRef(latest);
  useLayoutEffect(() => {
    latestRef.current = latest;
  });
  const actions = useMemo<EditorCommands>(
    () => ({
      start: () => latestRef.current.start(),
      undo: () => latestRef.current.undo(),
      replace: (at, node) => latestRef.current.replace(at, node),
      retype: (at, type) => latestRef.current.retype(at, type),
      remove: (at) => latestRef.current.remove(at),
      addOperand: (at) => latestRef.current.addOperand(at),
      wrap: (at, type) => latestRef.current.wrap(at, type),
      move: (at, delta) => latestRef.current.move(at, delta),
    }),
    [],
  );

  if (read.kind === 'unknown') return <KeptValue path={path} message={t.unknownShape} />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const typing = target.closest('input, textarea, [contenteditable="true"]') !== null;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !typing) {
      event.preventDefault();
      undoLastChange();
    }
  };

  return (
    <div id={inputId} ref={containerRef} onKeyDown={onKeyDown} data-condition-editor="">
      <ConditionToolbar
        canStart={map === null}
        canUndo={undo.past.length > 0}
        onStart={actions.start}
        onUndo={actions.undo}
      />
      {map && (
        <NodeRow
          node={map}
          path={[]}
          siblings={1}
          fields={fields}
          problems={problems}
          actions={actions}
        />
      )}
      {result && !result.ok && (
        <Alert
          type="error"
          showIcon
          title={t.problemsTitle}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {result.problems.map((problem) => (
                <li key={pathKey(problem.path)}>
                  {t.problemAt(whereOf(problem.path), problem.message)}
                </li>
              ))}
            </ul>
          }
          style={{ marginTop: 8 }}
        />
      )}
      {map && (
        <pre aria-label={t.sqlPreview} style={sqlStyle}>
          {result?.ok ? result.sql : t.noSql}
        </pre>
      )}
    </div>
  );
}
