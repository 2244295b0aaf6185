import { useEffect, useState } from 'react';
import { Card, Descriptions, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData } from '../../../data/ports';
import { documentPathOf } from '../../../data/paths';
import { useDataPorts } from '../../../data/provider';

const t = texts.productPanel;
const qtyFormat = new Intl.NumberFormat('pt-BR');

/**
 * Each stock location's name, from the project's `stock/{slug}` documents (spec 02 §3: stock
 * has a name); a location without a readable document keeps its slug.
 */
function useStockNames(projectId: string, slugs: readonly string[]): Record<string, string> {
  const { documents } = useDataPorts();
  const [names, setNames] = useState<Record<string, string>>({});
  const key = slugs.join('\n');
  useEffect(() => {
    let live = true;
    for (const slug of key ? key.split('\n') : []) {
      documents
        .get(documentPathOf(projectId, 'stock', slug))
        .then((snapshot) => {
          const name = typeof snapshot.data?.name === 'string' ? snapshot.data.name.trim() : '';
          if (live && name) setNames((previous) => ({ ...previous, [slug]: name }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [documents, projectId, key]);
  return names;
}

/** Estoque: quantity per stock location, from the Stock map, each location by its name. */
export function StockSection({ projectId, product }: { projectId: string; product: DocumentData }) {
  const stock = product.Stock;
  const rows =
    typeof stock === 'object' && stock !== null
      ? Object.entries(stock as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))
      : [];
  const names = useStockNames(
    projectId,
    rows.map(([location]) => location),
  );
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
              label: names[location] ?? location,
              children: typeof qty === 'number' ? qtyFormat.format(qty) : t.emptyValue,
            };
          })}
        />
      )}
    </Card>
  );
}
