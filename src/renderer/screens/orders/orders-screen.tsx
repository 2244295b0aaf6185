import { Descriptions } from 'antd';
import { useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';
import { useActiveProject } from '../../data/provider';

const t = texts.shell.screens.orders;

/** /console/orders?project={id}&customerId={customerId}, linked from a conversation header. */
export default function OrdersScreen() {
  const [params] = useSearchParams();
  const activeProject = useActiveProject();
  const project = params.get('project') || activeProject;
  const customerId = params.get('customerId');
  return (
    <ScreenPlaceholder title={t.title} description={t.description}>
      <Descriptions
        title={t.filters}
        column={1}
        items={[
          { key: 'project', label: t.project, children: project },
          { key: 'customer', label: t.customer, children: customerId || t.none },
        ]}
      />
    </ScreenPlaceholder>
  );
}
