import type { DocumentActionContribution } from '../../../contributions/document-actions';
import { CampaignWhatsappPreview } from '../whatsapp/campaign-whatsapp-preview';
import { ConversationHeaderView } from '../whatsapp/conversation-header-view';
import { WhatsappTemplateView } from '../whatsapp/whatsapp-template-view';
import { EmailTemplateTestAction } from './email-template-test-action';
import { GiftGenerateAction } from './gift-generate-action';
import { GoogleConnectAction } from './google-connect-action';
import {
  CampaignEmailActions,
  CampaignWhatsappActions,
  SegmentTestAction,
} from './messaging-actions';
import { WhatsappTemplatesLoadAction } from './whatsapp-templates-load-action';

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
