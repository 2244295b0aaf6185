import { Card, Descriptions, Switch, Tooltip } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData } from '../../../data/ports';
import { fieldLabel } from './format-value';
import type { ManualEdit } from './use-manual-edit';
import { productOptionFlags } from '../../../../shared/products/product-options';

const t = texts.productPanel;

/** Configurações: a Switch per option flag; the Tramontina ones are read-only (spec §6). */
export function OptionsSection({ product, edit }: { product: DocumentData; edit: ManualEdit }) {
  const options = (product.Options ?? {}) as Record<string, unknown>;
  const flagItems = productOptionFlags.map((flag) => {
    const field = `Options.${flag}`;
    const checked = options[flag] === true;
    return {
      key: field,
      label: fieldLabel(field),
      children: (
        <Switch
          aria-label={fieldLabel(field)}
          checked={checked}
          loading={edit.saving === field}
          disabled={edit.saving !== null && edit.saving !== field}
          // Controlled: the switch moves only when the saved document says so.
          onChange={() => void edit.submitValue(field, !checked)}
        />
      ),
    };
  });
  const readOnly = (field: string, checked: boolean) => ({
    key: field,
    label: fieldLabel(field),
    children: (
      <Tooltip title={t.readOnlyNote}>
        <Switch aria-label={fieldLabel(field)} checked={checked} disabled />
      </Tooltip>
    ),
  });
  return (
    <Card size="small" title={t.sections.settings}>
      <Descriptions
        size="small"
        column={1}
        items={[
          ...flagItems,
          readOnly('Salable', product.Salable === 'S'),
          readOnly('Status', product.Status === 'ativado'),
        ]}
      />
    </Card>
  );
}
