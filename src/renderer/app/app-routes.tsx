import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ScreenFrame } from './screen-frame';

// Every screen is its own chunk, so the first screen loads only what it shows.
const HomeScreen = lazy(() => import('../screens/home/home-screen'));
const SyncScreen = lazy(() => import('../screens/sync/sync-screen'));
const ProductScreen = lazy(() => import('../screens/product/product-screen'));
const ProductDetailScreen = lazy(() => import('../screens/product/product-detail-screen'));
const CollectionsScreen = lazy(() => import('../screens/collections/collections-screen'));
const CollectionScreen = lazy(() => import('../screens/collections/collection-screen'));
const LayoutsScreen = lazy(() => import('../screens/layouts/layouts-screen'));
const FilesScreen = lazy(() => import('../screens/files/files-screen'));
const EventsScreen = lazy(() => import('../screens/events/events-screen'));
const SegmentsScreen = lazy(() => import('../screens/segments/segments-screen'));
const CampaignsScreen = lazy(() => import('../screens/campaigns/campaigns-screen'));
const WhatsappTemplatesScreen = lazy(
  () => import('../screens/whatsapp-templates/whatsapp-templates-screen'),
);
const OrdersScreen = lazy(() => import('../screens/orders/orders-screen'));
const SettingsScreen = lazy(() => import('../screens/settings/settings-screen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen'));

const screen = (element: ReactNode, needsData = true) => (
  <ScreenFrame needsData={needsData}>{element}</ScreenFrame>
);

/**
 * The spec's routes (/console/product/:code, /console/:collection/:docId, /console/orders)
 * plus one per screen. Static segments outrank :collection, so /console/sync is the sync
 * screen, not a collection named "sync".
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/console" replace />} />
      <Route path="/console" element={screen(<HomeScreen />)} />
      <Route path="/console/sync" element={screen(<SyncScreen />)} />
      <Route path="/console/product" element={screen(<ProductScreen />)} />
      <Route path="/console/product/:code" element={screen(<ProductDetailScreen />)} />
      <Route path="/console/collections" element={screen(<CollectionsScreen />)} />
      <Route path="/console/layouts" element={screen(<LayoutsScreen />)} />
      <Route path="/console/files" element={screen(<FilesScreen />)} />
      <Route path="/console/events" element={screen(<EventsScreen />)} />
      <Route path="/console/segments" element={screen(<SegmentsScreen />)} />
      <Route path="/console/campaigns" element={screen(<CampaignsScreen />)} />
      <Route path="/console/whatsapp-templates" element={screen(<WhatsappTemplatesScreen />)} />
      <Route path="/console/orders" element={screen(<OrdersScreen />)} />
      {/* Settings stay reachable when the data connection fails: that is where it is fixed. */}
      <Route path="/console/settings" element={screen(<SettingsScreen />, false)} />
      <Route path="/console/:collection" element={screen(<CollectionScreen />)} />
      <Route path="/console/:collection/:docId" element={screen(<CollectionScreen />)} />
      <Route path="*" element={screen(<NotFoundScreen />, false)} />
    </Routes>
  );
}
