import { Alert, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { productPath } from '../../../shared/products/step-outcome';
import { DEMO_FAILING_CODES } from '../../../shared/data/demo-services';
import { texts } from '../../../shared/texts/pt-BR';
import {
  ServiceRequired,
  missingServices,
} from '../../components/service-required/service-required';
import { useActiveProfile, useActiveProject } from '../../data/provider';
import { ProductInfoPanel } from './info-panel/product-info-panel';
import { ProductFlows } from './product-flows';
import { ProductHeader } from './product-header';
import { useProductDocument } from './use-product-document';
import { useProductHeader } from './use-product-header';
import { documentPathOf } from '../../data/paths';

const shell = texts.shell.screens.product;
const t = texts.product;

/** /console/product/:code, reached after a sync and from the home table. */
export default function ProductDetailScreen() {
  const { code = '' } = useParams();
  const projectId = useActiveProject();
  const profile = useActiveProfile();
  const routerNavigate = useNavigate();
  const hasApi = missingServices(profile, ['api']).length === 0;
  const header = useProductHeader(projectId, code, hasApi);
  const path = documentPathOf(projectId, 'product-data', code);
  const product = useProductDocument(path);
  // Set by a flow's last step, so a document still missing after a sync is told apart.
  const location = useLocation() as { state?: { flowFinished?: boolean } | null };
  const flowFinished = location.state?.flowFinished === true;

  const navigate = async (target: string) => {
    // Shallow, like the web app's router.push: no reload. Another code's page mounts anew
    // and loads its own header; the same page reloads its header in place.
    routerNavigate(productPath(target), { state: { flowFinished: true } });
    if (target === code) await header.refresh(target);
  };

  return (
    <section>
      <Typography.Title level={1}>{shell.codeTitle(code)}</Typography.Title>
      <ServiceRequired services={['api']}>
        <ProductHeader state={header.state} />
      </ServiceRequired>
      <div style={{ marginTop: 16 }}>
        <ServiceRequired
          services={['workers']}
          demoNote={texts.labels.demoNotes.product(DEMO_FAILING_CODES.join(texts.labels.and))}
        >
          <ProductFlows
            projectId={projectId}
            code={code}
            productExists={product.status === 'ready' && product.data !== null}
            navigate={navigate}
          />
        </ServiceRequired>
      </div>
      <div style={{ marginTop: 16 }}>
        {product.status === 'loading' && (
          <div role="status" aria-label={t.data.loading}>
            <Skeleton active />
          </div>
        )}
        {product.status === 'error' && (
          <Alert type="error" showIcon title={t.data.failed(product.detail)} />
        )}
        {product.status === 'ready' &&
          product.data === null &&
          (flowFinished ? (
            <Alert
              type="warning"
              showIcon
              title={t.data.stillMissingTitle}
              description={t.data.stillMissing(path)}
            />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t.data.missingTitle(code)}
              description={t.data.missing(path)}
            />
          ))}
      </div>
      {product.status === 'ready' && (
        <ProductInfoPanel projectId={projectId} code={code} product={product.data} />
      )}
    </section>
  );
}
