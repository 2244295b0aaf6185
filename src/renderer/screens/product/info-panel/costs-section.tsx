import { Card, Descriptions, Typography } from 'antd';
import {
  formatBrl,
  formatDecimal2,
  formatPercent,
  NO_VALUE,
} from '../../../../shared/format/pt-br-format';
import { asFiniteNumber, priceMultiple } from '../../../../shared/products/price-math';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData } from '../../../data/ports';
import { fieldLabel } from './format-value';

const t = texts.productPanel;

/** A cost with the cash price's multiple over it: "R$ 258,54 · multiplicador 1,66". */
function costLine(price: unknown, cost: unknown) {
  return (
    <>
      {formatBrl(cost) ?? NO_VALUE}{' '}
      <Typography.Text type="secondary">
        · {t.multiple(formatDecimal2(priceMultiple(price, cost)) ?? NO_VALUE)}
      </Typography.Text>
    </>
  );
}

/** Margin and purchase price: IPI %, ERP and manufacturer unit cost, pack prices. */
export function CostsSection({ product }: { product: DocumentData }) {
  const byQty = product.PriceNetByQty;
  const packs =
    typeof byQty === 'object' && byQty !== null
      ? Object.entries(byQty as Record<string, { PriceNet?: unknown; qty?: unknown } | null>)
          .map(([key, pack]) => ({
            key,
            qty: asFiniteNumber(pack?.qty) ?? asFiniteNumber(Number(key)),
            cost: pack?.PriceNet,
          }))
          .sort((a, b) => (a.qty ?? 0) - (b.qty ?? 0))
      : [];
  return (
    <Card size="small" title={t.sections.costs}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'PriceNetIPI',
            label: fieldLabel('PriceNetIPI'),
            children: formatPercent(product.PriceNetIPI) ?? NO_VALUE,
          },
          {
            key: 'PriceNetErp',
            label: fieldLabel('PriceNetErp'),
            children: costLine(product.Price, product.PriceNetErp),
          },
          {
            key: 'PriceNet',
            label: fieldLabel('PriceNet'),
            children: costLine(product.Price, product.PriceNet),
          },
          ...packs.map((pack) => ({
            key: `pack-${pack.key}`,
            label: t.pack(pack.qty === null ? pack.key : String(pack.qty)),
            children: costLine(product.Price, pack.cost),
          })),
        ]}
      />
      {packs.length === 0 && <Typography.Text type="secondary">{t.noPacks}</Typography.Text>}
    </Card>
  );
}
