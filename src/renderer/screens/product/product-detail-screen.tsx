import { Alert, Skeleton } from 'antd';
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
import { useProductHeader, type ProductHeaderState } from './use-product-header';
import { documentPathOf } from '../../data/paths';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const shell = texts.shell.screens.product;
const t = texts.product;
/** Without the console API the header is the stored product's alone. */
const noApiHeader: ProductHeaderState = {
  status: 'ready',
  header: { image: null, siteName: null },
};

/** /console/product/:code, reached after a sync and from the home table. */
export default function ProductDetailScreen() {
  const { code = '' } = useParams();
  const projectId = useActiveProject();
  const profile = useActiveProfile();
  const routerNavigate = useNavigate();
  const hasApi = missingServices(profile, ['api']).length === 0;
  const hasWorkers = missingServices(profile, ['workers']).length === 0;
  const path = documentPathOf(projectId, 'product-data', code);
  const product = useProductDocument(path);
  const productData = product.status === 'ready' ? product.data : null;
  // A product the project does not have gets no name or picture above that news.
  const header = useProductHeader(projectId, code, hasApi && productData !== null);
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
      <ScreenHeader title={shell.codeTitle(code)} />
      {/* Once for the page: the demo notice, or which service URLs are missing. */}
      <ServiceRequired
        services={['api', 'workers']}
        demoNote={texts.labels.demoNotes.product(DEMO_FAILING_CODES.join(texts.labels.and))}
      />
      {productData && (
        <ProductHeader state={hasApi ? header.state : noApiHeader} product={productData} />
      )}
      {hasWorkers && (
        <div style={{ marginTop: 16 }}>
          <ProductFlows
            projectId={projectId}
            code={code}
            product={productData}
            loading={product.status === 'loading'}
            navigate={navigate}
          />
        </div>
      )}
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
