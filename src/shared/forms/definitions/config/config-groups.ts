import { configDocuments, type ConfigDocument } from './config-documents';

export type ConfigGroup =
  | 'store'
  | 'selling'
  | 'messaging'
  | 'measuring'
  | 'integrations'
  | 'console';

/** Where each configuration document sits on the project configuration screen. */
const GROUP_OF: Readonly<Record<string, ConfigGroup>> = {
  store: 'store',
  layout: 'store',
  blog: 'store',
  checkout: 'selling',
  payment: 'selling',
  'payment-mercadopago': 'selling',
  'payment-asaas': 'selling',
  'payment-belluno': 'selling',
  'payment-pagaleve': 'selling',
  'payment-custom': 'selling',
  shipping: 'selling',
  frenet: 'selling',
  kangu: 'selling',
  email: 'messaging',
  whatsapp: 'messaging',
  push: 'messaging',
  'conversation-tags': 'messaging',
  analytics: 'measuring',
  ads: 'measuring',
  heatmap: 'measuring',
  google: 'measuring',
  'video-cdn': 'integrations',
  erp: 'integrations',
  bling: 'integrations',
  amazon: 'integrations',
  tramontina: 'integrations',
  console: 'console',
};

export const configGroupOrder: readonly ConfigGroup[] = [
  'store',
  'selling',
  'messaging',
  'measuring',
  'integrations',
  'console',
];

/** The configuration documents by group, in the groups' order, each in configDocuments' order. */
export function groupedConfigDocuments(): Array<{
  group: ConfigGroup;
  documents: ConfigDocument[];
}> {
  return configGroupOrder.map((group) => ({
    group,
    documents: configDocuments.filter(
      (document) => (GROUP_OF[document.docId] ?? 'integrations') === group,
    ),
  }));
}

/** The document's form marks admin-only fields (credentials) without being admin-only whole. */
export const hasAdminOnlyFields = (document: ConfigDocument): boolean =>
  document.form.adminOnly !== true && document.form.fields.some((field) => field.adminOnly);
