import { Card, Descriptions, Typography } from 'antd';
import { formatBrl, NO_VALUE } from '../../../../shared/format/pt-br-format';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData } from '../../../data/ports';
import { EditableValue } from './editable-value';
import { fieldLabel } from './format-value';
import type { ManualEdit } from './use-manual-edit';

const t = texts.productPanel;

export const editablePrices = [
  'PriceCompare',
  'Price',
  'PriceInstallments',
  'PriceMin',
  'PriceMinInstallments',
] as const;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Preços: the editable prices in BRL; a blank PriceInstallments means the cash Price. */
export function PricesSection({ product, edit }: { product: DocumentData; edit: ManualEdit }) {
  return (
    <Card size="small" title={t.sections.prices}>
      <Descriptions
        size="small"
        column={1}
        items={editablePrices.map((field) => {
          const value = product[field];
          const display =
            field === 'PriceInstallments' && blank(value) ? (
              <Typography.Text type="secondary">
                {t.installmentsUsesPrice(formatBrl(product.Price) ?? NO_VALUE)}
              </Typography.Text>
            ) : (
              (formatBrl(value) ?? NO_VALUE)
            );
          return {
            key: field,
            label: fieldLabel(field),
            children: (
              <EditableValue
                field={field}
                label={fieldLabel(field)}
                kind="number"
                value={value}
                display={display}
                edit={edit}
              />
            ),
          };
        })}
      />
    </Card>
  );
}
