import type { ComponentType } from 'react';
import type {
  DocumentActionContribution,
  DocumentActionProps,
} from '../../../contributions/document-actions';
import { loadableComponent } from '../../../components/loadable/loadable-component';

/**
 * Each action's code loads when a document that shows it opens, not with the console: the
 * console's first screen assembles this list, and the actions' views (phone numbers, tables,
 * drawers, previews) would otherwise weigh on every start. Nothing shows while it comes.
 */
const action = (load: () => Promise<ComponentType<DocumentActionProps>>) =>
  loadableComponent(load, () => null);

const SegmentTestAction = action(() =>
  import('./messaging-actions').then((m) => m.SegmentTestAction),
);
const CampaignEmailActions = action(() =>
  import('./messaging-actions').then((m) => m.CampaignEmailActions),
);
const CampaignWhatsappActions = action(() =>
  import('./messaging-actions').then((m) => m.CampaignWhatsappActions),
);
const CampaignWhatsappPreview = action(() =>
  import('../whatsapp/campaign-whatsapp-preview').then((m) => m.CampaignWhatsappPreview),
);
const ConversationHeaderView = action(() =>
  import('../whatsapp/conversation-header-view').then((m) => m.ConversationHeaderView),
);
const WhatsappTemplateView = action(() =>
  import('../whatsapp/whatsapp-template-view').then((m) => m.WhatsappTemplateView),
);
const EmailTemplateTestAction = action(() =>
  import('./email-template-test-action').then((m) => m.EmailTemplateTestAction),
);
const GiftGenerateAction = action(() =>
  import('./gift-generate-action').then((m) => m.GiftGenerateAction),
);
const GoogleConnectAction = action(() =>
  import('./google-connect-action').then((m) => m.GoogleConnectAction),
);
const WhatsappTemplatesLoadAction = action(() =>
  import('./whatsapp-templates-load-action').then((m) => m.WhatsappTemplatesLoadAction),
);

/** The Google console settings page: `project/{id}/config/google`. */
const GOOGLE_SETTINGS_DOC = 'google';

const forCollection = (collection: string) => ({ collections: [collection] });

/** The document actions of spec 02 (messaging), in the order the frame shows them. */
export const messagingDocumentActions: readonly DocumentActionContribution[] = [
  {
    id: 'segment-test',
    appliesTo: forCollection('customer-segment'),
    component: SegmentTestAction,
  },
  {
    id: 'campaign-email-send',
    appliesTo: forCollection('campaign-email'),
    component: CampaignEmailActions,
  },
  {
    id: 'campaign-whatsapp-send',
    appliesTo: forCollection('campaign-whatsapp'),
    component: CampaignWhatsappActions,
  },
  // The template's preview with the test send, under the send.
  {
    id: 'campaign-whatsapp-preview',
    appliesTo: forCollection('campaign-whatsapp'),
    component: CampaignWhatsappPreview,
  },
  { id: 'gift-generate', appliesTo: forCollection('product-gift'), component: GiftGenerateAction },
  {
    id: 'email-template-test',
    appliesTo: forCollection('email-template'),
    component: EmailTemplateTestAction,
  },
  {
    id: 'whatsapp-templates-load',
    appliesTo: forCollection('whatsapp-template'),
    component: WhatsappTemplatesLoadAction,
  },
  {
    id: 'whatsapp-template-view',
    appliesTo: forCollection('whatsapp-template'),
    component: WhatsappTemplateView,
  },
  {
    id: 'conversation-header',
    appliesTo: forCollection('conversation'),
    component: ConversationHeaderView,
  },
  {
    id: 'google-connect',
    appliesTo: { collections: ['config'], documents: [GOOGLE_SETTINGS_DOC] },
    component: GoogleConnectAction,
  },
];
