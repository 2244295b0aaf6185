import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { collectionName, isKnownCollection } from '../../../shared/collections/collection-names';
import { texts } from '../../../shared/texts/pt-BR';
import { useActiveProfile, useActiveProject, useCurrentUser } from '../../data/provider';
import { screenRoutes } from '../screen-routes';
import { recentScope, recordRecent } from './recent-items';

const t = texts.wayfinding.palette;
const ownSegments = new Set(screenRoutes.map((route) => route.path.split('/')[2]).filter(Boolean));

/** Remembers each product page and document opened, for the palette's 'Recentes'. */
export function RecentTracker() {
  const { pathname } = useLocation();
  const profile = useActiveProfile();
  const projectId = useActiveProject();
  const user = useCurrentUser();
  useEffect(() => {
    if (!user) return;
    const scope = recentScope(profile.id, projectId, user.id);
    const product = matchPath('/console/product/:code', pathname);
    if (product?.params.code) {
      const code = product.params.code;
      recordRecent(scope, { path: pathname, label: t.productDetail(code) });
      return;
    }
    const document = matchPath('/console/:collection/:docId', pathname);
    const collection = document?.params.collection;
    const docId = document?.params.docId;
    if (!collection || !docId || (ownSegments.has(collection) && collection !== 'config')) return;
    const detail = `${collection}/${docId}`;
    if (collection !== 'config') {
      const name = isKnownCollection(collection) ? collectionName(collection).singular : collection;
      recordRecent(scope, { path: pathname, label: `${name} ${docId}`, detail });
      return;
    }
    // The configuration forms' titles are not first-screen code: fetched on the first one opened.
    void import('../../../shared/forms/definitions/config/config-documents').then(
      ({ configFormFor }) =>
        recordRecent(scope, {
          path: pathname,
          label: configFormFor(docId)?.title ?? docId,
          detail,
        }),
    );
  }, [pathname, profile.id, projectId, user]);
  return null;
}
