import { Input, InputNumber, Radio, Select } from 'antd';
import type { ConditionFieldOption } from '../../../../../shared/condition/condition-fields';
import { ALLOWED_FUNCTIONS } from '../../../../../shared/condition/condition-functions';
import type {
  ConditionNode,
  ListItem,
  NodePath,
} from '../../../../../shared/condition/condition-node';
import { texts } from '../../../../../shared/texts/pt-BR';
import { IdleSelect } from './idle-select';
import { controlName } from './node-labels';

const t = texts.condition.editor;

interface LeafProps {
  node: ConditionNode;
  path: NodePath;
  fields: readonly ConditionFieldOption[];
  /** The kind of the field this value is compared with, when there is one. */
  comparedKind?: ConditionFieldOption['kind'];
  onChange: (node: ConditionNode) => void;
}

const FUNCTION_OPTIONS = ALLOWED_FUNCTIONS.map((fn) => ({ value: fn.name, label: fn.label }));
const functionLabel = (name: string) =>
  FUNCTION_OPTIONS.find((option) => option.value === name)?.label ?? name;

/**
 * The control that edits a leaf's own value; compound nodes have none. Its one-value selects
 * are IdleSelects (no input until used); a list's tags are a select from the start.
 */
export function LeafControl({ node, path, fields, comparedKind, onChange }: LeafProps) {
  switch (node.type) {
    case 'field':
      return (
        <IdleSelect
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={controlName(t.field, path)}
          shown={
            node.field
              ? (fields.find((field) => field.name === node.field)?.label ?? node.field)
              : undefined
          }
          value={node.field}
          placeholder={t.field}
          options={fields.map((field) => ({ value: field.name, label: field.label }))}
          onChange={(name: string) => onChange({ ...node, field: name })}
          popupMatchSelectWidth={false}
          style={{ minWidth: 180 }}
        />
      );
    case 'string':
      return (
        <Input
          aria-label={controlName(t.text, path)}
          value={typeof node.value === 'string' ? node.value : ''}
          onChange={(event) => onChange({ ...node, value: event.target.value })}
          style={{ width: 220 }}
        />
      );
    case 'numeric':
      return (
        <InputNumber<number>
          aria-label={controlName(t.number, path)}
          value={typeof node.value === 'number' ? node.value : null}
          decimalSeparator=","
          // Cleared is stored as null, which the tree reports as "Informe um número válido".
          onChange={(value) => onChange({ ...node, value: value ?? null })}
          style={{ width: 140 }}
        />
      );
    case 'list':
      return (
        <Select
          mode="tags"
          aria-label={controlName(t.list, path)}
          value={(Array.isArray(node.value) ? node.value : []).map(String)}
          placeholder={t.listPlaceholder}
          open={false}
          tokenSeparators={[]}
          onChange={(items: string[]) =>
            onChange({ ...node, value: items.map((item) => listItemOf(item, comparedKind)) })
          }
          style={{ minWidth: 240 }}
        />
      );
    case 'bool':
      return (
        <Radio.Group
          aria-label={controlName(texts.condition.nodeLabels.bool, path)}
          optionType="button"
          value={node.value}
          options={[
            { value: true, label: t.yes },
            { value: false, label: t.no },
          ]}
          onChange={(event) => onChange({ ...node, value: event.target.value as boolean })}
        />
      );
    case 'function':
      return (
        <IdleSelect
          aria-label={controlName(t.functionName, path)}
          shown={typeof node.value === 'string' ? functionLabel(node.value) : undefined}
          value={typeof node.value === 'string' ? node.value : undefined}
          options={FUNCTION_OPTIONS}
          onChange={(name: string) => onChange({ ...node, value: name })}
          popupMatchSelectWidth={false}
          style={{ minWidth: 200 }}
        />
      );
    default:
      return null;
  }
}

/** A typed list item: a number where the compared field holds numbers, else the text. */
function listItemOf(text: string, kind: ConditionFieldOption['kind'] | undefined): ListItem {
  if (kind !== 'number') return text;
  const number = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}
