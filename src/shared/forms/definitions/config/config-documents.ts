import type { FormDefinition } from '../../field-definition';
import { adsForm } from './ads';
import { amazonForm } from './amazon';
import { analyticsForm } from './analytics';
import { blingForm } from './bling';
import { blogForm } from './blog';
import { checkoutForm } from './checkout';
import { consoleForm } from './console';
import { conversationTagsForm } from './conversation-tags';
import { emailSenderForm } from './email';
import { erpForm } from './erp';
import { frenetForm } from './frenet';
import { googleForm } from './google';
import { heatmapForm } from './heatmap';
import { kanguForm } from './kangu';
import { layoutForm } from './layout';
import { asaasForm } from './payment-asaas';
import { bellunoForm } from './payment-belluno';
import { customGatewayForm } from './payment-custom';
import { mercadoPagoForm } from './payment-mercadopago';
import { paymentMethodsForm } from './payment-methods';
import { pagaleveForm } from './payment-pagaleve';
import { pushForm } from './push';
import { shippingForm } from './shipping';
import { storeForm } from './store';
import { tramontinaForm } from './tramontina';
import { videoCdnForm } from './video-cdn';
import { whatsappForm } from './whatsapp';

/** The collection the configuration documents live in: `project/{id}/config/{docId}`. */
export const CONFIG_COLLECTION = 'config';

export interface ConfigDocument {
  docId: string;
  /** pt-BR, the form's own title. */
  title: string;
  form: FormDefinition;
}

const entry = (docId: string, form: FormDefinition): ConfigDocument => ({
  docId,
  title: form.title,
  form,
});

/**
 * Every configuration document of spec 02 §3, in the order a store is set up: the store and
 * its look, selling (checkout, payment, shipping), talking to customers, measuring, then
 * integrations and the console itself.
 */
export const configDocuments: readonly ConfigDocument[] = [
  entry('store', storeForm),
  entry('layout', layoutForm),
  entry('checkout', checkoutForm),
  entry('payment', paymentMethodsForm),
  entry('payment-mercadopago', mercadoPagoForm),
  entry('payment-asaas', asaasForm),
  entry('payment-belluno', bellunoForm),
  entry('payment-pagaleve', pagaleveForm),
  entry('payment-custom', customGatewayForm),
  entry('shipping', shippingForm),
  entry('frenet', frenetForm),
  entry('kangu', kanguForm),
  entry('email', emailSenderForm),
  entry('whatsapp', whatsappForm),
  entry('push', pushForm),
  entry('conversation-tags', conversationTagsForm),
  entry('blog', blogForm),
  entry('analytics', analyticsForm),
  entry('ads', adsForm),
  entry('heatmap', heatmapForm),
  entry('google', googleForm),
  entry('video-cdn', videoCdnForm),
  entry('erp', erpForm),
  entry('bling', blingForm),
  entry('amazon', amazonForm),
  entry('tramontina', tramontinaForm),
  entry('console', consoleForm),
];

// A Map, so ids such as '__proto__' find nothing.
const byDocId = new Map(configDocuments.map((document) => [document.docId, document.form]));

/** The written form of `config/{docId}`, or undefined: the caller then infers one. */
export const configFormFor = (docId: string): FormDefinition | undefined => byDocId.get(docId);

/** `collection/docId` is one of the configuration documents above. */
export const isConfigDocument = (collection: string, docId: string): boolean =>
  collection === CONFIG_COLLECTION && byDocId.has(docId);
