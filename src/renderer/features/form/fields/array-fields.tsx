import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { memo, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type {
  ArrayField,
  ArrayStructField,
  FieldDefinition,
} from '../../../../shared/forms/field-definition';
import { getAt, type ValuePath } from '../../../../shared/forms/value-path';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import type { FormStore } from '../../../document-session/form-store';
import { FieldControl } from './field-control';
import type { FieldProps } from './field-props';
import { KeptValue } from './kept-value';
import { StructBody } from './struct-body';

const t = texts.formFields;

const itemStyle: CSSProperties = {
  border: '1px solid var(--ant-color-split, #f0f0f0)',
  borderRadius: 8,
  padding: 8,
  marginBottom: 8,
};
const itemHeadStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  marginBottom: 4,
};

/** -1: something stored that is not a list; else the list's length (missing/null: 0). */
const NOT_A_LIST = -1;
const lengthAt = (values: unknown, path: ValuePath): number => {
  const value = getAt(values, path);
  if (Array.isArray(value)) return value.length;
  return value === null || value === undefined ? 0 : NOT_A_LIST;
};

/** What a new item of an array_field starts as. */
export function emptyValueOf(field: FieldDefinition): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return '';
    case 'checkbox':
      return false;
    case 'struct':
      return {};
    case 'array_field':
    case 'array_struct':
      return [];
    default:
      return null;
  }
}

function currentList(store: FormStore, path: ValuePath): unknown[] {
  const value = getAt(store.getState().values, path);
  return Array.isArray(value) ? value : [];
}

interface ItemRendererProps {
  index: number;
  path: ValuePath;
  /** The id of the item's visible label, for its control or group. */
  labelId: string;
  controlId: string;
}

interface ListProps {
  path: ValuePath;
  readOnly: boolean;
  newItem(): unknown;
  /** 'control': the item's label names one input; 'group': a labelled group of fields. */
  itemKind: 'control' | 'group';
  renderItem(props: ItemRendererProps): ReactNode;
}

/**
 * A list with 'Adicionar', remove and move up/down. It subscribes only to the list's length;
 * items are keyed by index and read their own values from the store, so after a move or a
 * removal every input shows the value now at its index.
 */
function EditableList({ path, readOnly, newItem, itemKind, renderItem }: ListProps) {
  const { store } = useFormContext();
  const length = useStore(store, (state) => lengthAt(state.values, path));
  const operations = useMemo(
    () => ({
      add: () => store.setValue(path, [...currentList(store, path), newItem()]),
      remove: (index: number) =>
        store.setValue(
          path,
          currentList(store, path).filter((_, position) => position !== index),
        ),
      move: (index: number, offset: -1 | 1) => {
        const list = currentList(store, path).slice();
        const target = index + offset;
        if (target < 0 || target >= list.length) return;
        [list[index], list[target]] = [list[target], list[index]];
        store.setValue(path, list);
      },
    }),
    // The path's keys, not its identity: callers build a new array on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, path.join('\u0000'), newItem],
  );

  if (length === NOT_A_LIST) return <KeptValue path={path} message={t.notAList} />;
  return (
    <div data-list="">
      {length === 0 && <div style={{ marginBottom: 8 }}>{t.emptyList}</div>}
      {Array.from({ length }, (_, index) => (
        <ListItem
          key={index}
          index={index}
          last={index === length - 1}
          path={path}
          readOnly={readOnly}
          itemKind={itemKind}
          renderItem={renderItem}
          operations={operations}
        />
      ))}
      {!readOnly && (
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={operations.add}>
          {t.add}
        </Button>
      )}
    </div>
  );
}

interface ListItemProps {
  index: number;
  last: boolean;
  path: ValuePath;
  readOnly: boolean;
  itemKind: 'control' | 'group';
  renderItem(props: ItemRendererProps): ReactNode;
  operations: { remove(index: number): void; move(index: number, offset: -1 | 1): void };
}

function ListItem({
  index,
  last,
  path,
  readOnly,
  itemKind,
  renderItem,
  operations,
}: ListItemProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const controlId = `${baseId}-control`;
  const position = index + 1;
  const itemPath = useMemo(() => [...path, index], [path, index]);
  const label =
    itemKind === 'control' ? (
      <label id={labelId} htmlFor={controlId}>
        {t.item(position)}
      </label>
    ) : (
      <span id={labelId}>{t.item(position)}</span>
    );
  return (
    <div
      style={itemStyle}
      {...(itemKind === 'group' ? { role: 'group', 'aria-labelledby': labelId } : {})}
    >
      <div style={itemHeadStyle}>
        <span style={{ flex: 1 }}>{label}</span>
        {!readOnly && (
          <>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t.moveItemUp(position)}
              disabled={index === 0}
              onClick={() => operations.move(index, -1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t.moveItemDown(position)}
              disabled={last}
              onClick={() => operations.move(index, 1)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t.removeItem(position)}
              onClick={() => operations.remove(index)}
            />
          </>
        )}
      </div>
      {renderItem({ index, path: itemPath, labelId, controlId })}
    </div>
  );
}

/** A list of single values, each edited by the definition's `field`. */
export function ArrayFieldControl({ field, path }: FieldProps<ArrayField>) {
  const readOnly = field.readOnly === true;
  const itemField = useMemo(
    () => (readOnly ? { ...field.field, readOnly: true } : field.field),
    [field.field, readOnly],
  );
  const newItem = useMemo(() => () => emptyValueOf(field.field), [field.field]);
  const renderItem = useMemo(
    () =>
      ({ path: itemPath, controlId }: ItemRendererProps) => (
        <MemoControl field={itemField} path={itemPath} inputId={controlId} />
      ),
    [itemField],
  );
  return (
    <EditableList
      path={path}
      readOnly={readOnly}
      newItem={newItem}
      itemKind="control"
      renderItem={renderItem}
    />
  );
}

const newObject = () => ({});

/** A list of sub-forms of the definition's `fields`. */
export function ArrayStructControl({ field, path }: FieldProps<ArrayStructField>) {
  const readOnly = field.readOnly === true;
  const renderItem = useMemo(
    () =>
      ({ path: itemPath }: ItemRendererProps) => (
        <StructBody fields={field.fields} path={itemPath} readOnly={readOnly} />
      ),
    [field.fields, readOnly],
  );
  return (
    <EditableList
      path={path}
      readOnly={readOnly}
      newItem={newObject}
      itemKind="group"
      renderItem={renderItem}
    />
  );
}

const MemoControl = memo(FieldControl);
