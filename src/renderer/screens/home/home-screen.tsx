import { Typography } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import { useActiveProject, useDataPorts } from '../../data/provider';
import { CollectionCounts } from './collection-counts';
import { WorkQueue } from './work-queue';
import { ProductTable } from './product-table';
import { useLiveQuery } from '../../data/use-live-query';
import { collectionPathOf } from '../../data/paths';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.shell.home;
const PRODUCT_LIMIT = 50;

/** Início: what to do first, a few collection counts (links) and the project's products. */
export default function HomeScreen() {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const products = useLiveQuery(
    documents,
    collectionPathOf(projectId, 'product-data'),
    PRODUCT_LIMIT,
  );
  return (
    <section>
      <ScreenHeader title={t.title} description={t.intro(projectId)} />
      <WorkQueue store={documents} projectId={projectId} />
      <Typography.Title level={2}>{t.counts}</Typography.Title>
      <CollectionCounts store={documents} projectId={projectId} />
      <Typography.Title level={2}>{t.products}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.productsHint}</Typography.Paragraph>
      <ProductTable list={products} />
    </section>
  );
}
