/**
 * Every user-facing text of the console, one section file per capability. Texts quoted by
 * the spec are used verbatim: users and tests look for these exact words.
 */
import { accessTexts } from './access';
import { adminOnlyTexts } from './admin-only';
import { aiAssistantTexts } from './ai-assistant';
import { blockEditorTexts } from './block-editor';
import { bridgeTexts } from './bridge';
import { collectionCsvTexts } from './collection-csv';
import { collectionCsvAccessTexts } from './collection-csv-access';
import { collectionsTexts } from './collections';
import { conditionTexts } from './condition';
import { dataTexts } from './data';
import { dataFolderTexts } from './data-folder';
import { dataTableTexts } from './data-table';
import { documentEditorTexts } from './document-editor';
import { editorsTexts } from './editors';
import { eventsTexts } from './events';
import { firebaseTexts } from './firebase';
import { formFieldsTexts } from './form-fields';
import { formsTexts } from './forms';
import { inputBoundsTexts } from './input-bounds';
import { labelsTexts } from './labels';
import { layoutTexts } from './layout';
import { layoutBlocksTexts } from './layout-blocks';
import { layoutEditorTexts } from './layout-editor';
import { layoutsScreenTexts } from './layouts-screen';
import { messagingTexts } from './messaging';
import { outcomesTexts } from './outcomes';
import { productTexts } from './product';
import { productPanelTexts } from './product-panel';
import { productAuditTexts } from './product-audit';
import { profileTexts } from './profile';
import { servicesTexts } from './services';
import { shellTexts } from './shell';
import { syncTexts } from './sync';
import { updatesTexts } from './updates';
import { uploadsTexts } from './uploads';
import { videoTexts } from './video';
import { webTexts } from './web';
import { whatsappTexts } from './whatsapp';
import { wayfindingTexts } from './wayfinding';

export const texts = {
  app: {
    name: 'Console Desktop',
    loading: 'Carregando...',
  },
  bridge: bridgeTexts,
  profile: profileTexts,
  services: servicesTexts,
  data: dataTexts,
  dataTable: dataTableTexts,
  firebase: firebaseTexts,
  shell: shellTexts,
  sync: syncTexts,
  uploads: uploadsTexts,
  web: webTexts,
  editors: editorsTexts,
  product: productTexts,
  productPanel: productPanelTexts,
  productAudit: productAuditTexts,
  forms: formsTexts,
  formFields: formFieldsTexts,
  adminOnly: adminOnlyTexts,
  access: accessTexts,
  condition: conditionTexts,
  documentEditor: documentEditorTexts,
  collections: collectionsTexts,
  blockEditor: blockEditorTexts,
  aiAssistant: aiAssistantTexts,
  video: videoTexts,
  collectionCsv: collectionCsvTexts,
  collectionCsvAccess: collectionCsvAccessTexts,
  layout: layoutTexts,
  layoutBlocks: layoutBlocksTexts,
  layoutEditor: layoutEditorTexts,
  layoutsScreen: layoutsScreenTexts,
  messaging: messagingTexts,
  events: eventsTexts,
  whatsapp: whatsappTexts,
  inputBounds: inputBoundsTexts,
  dataFolder: dataFolderTexts,
  wayfinding: wayfindingTexts,
  updates: updatesTexts,
  outcomes: outcomesTexts,
  labels: labelsTexts,
} as const;
