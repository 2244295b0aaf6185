import { Card, Descriptions, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData } from '../../../data/ports';

const t = texts.productPanel;
const qtyFormat = new Intl.NumberFormat('pt-BR');

/** Estoque: quantity per stock location, from the Stock map. */
export function StockSection({ product }: { product: DocumentData }) {
  const stock = product.Stock;
  const rows =
    typeof stock === 'object' && stock !== null
      ? Object.entries(stock as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))
      : [];
  return (
    <Card size="small" title={t.sections.stock}>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t.noStock}</Typography.Text>
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={rows.map(([location, entry]) => {
            const qty = (entry as { qty?: unknown } | null)?.qty;
            return {
              key: location,
              label: location,
              children: typeof qty === 'number' ? qtyFormat.format(qty) : t.emptyValue,
            };
          })}
        />
      )}
    </Card>
  );
}
