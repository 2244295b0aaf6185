import { Flex } from 'antd';
import { CampaignWhatsappPreview } from '../../../messaging/whatsapp/campaign-whatsapp-preview';
import { ConversationHeaderView } from '../../../messaging/whatsapp/conversation-header-view';
import { WhatsappTemplateView } from '../../../messaging/whatsapp/whatsapp-template-view';
import type { DocumentAction, DocumentActionProps } from './document-action';
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
export const GOOGLE_SETTINGS_DOC = 'google';

// A Map, so a collection named '__proto__' finds nothing.
const byCollection = new Map<string, readonly DocumentAction[]>([
  ['customer-segment', [SegmentTestAction]],
  ['campaign-email', [CampaignEmailActions]],
  ['campaign-whatsapp', [CampaignWhatsappActions, CampaignWhatsappPreview]],
  ['product-gift', [GiftGenerateAction]],
  ['email-template', [EmailTemplateTestAction]],
  ['whatsapp-template', [WhatsappTemplatesLoadAction, WhatsappTemplateView]],
  ['conversation', [ConversationHeaderView]],
]);

const NONE: readonly DocumentAction[] = [];

/** The actions (spec 02 §2 "document actions") shown in the editor frame of one document. */
export function documentActionsFor(collection: string, docId: string): readonly DocumentAction[] {
  if (collection === 'config') return docId === GOOGLE_SETTINGS_DOC ? [GoogleConnectAction] : NONE;
  return byCollection.get(collection) ?? NONE;
}

/** The document's actions, one under the other; nothing for a collection without any. */
export function DocumentActions(props: DocumentActionProps) {
  const actions = documentActionsFor(props.collection, props.docId);
  if (actions.length === 0) return null;
  return (
    <Flex vertical gap={12} align="stretch" style={{ marginBottom: 16 }}>
      {actions.map((Action, index) => (
        // A div each: a lone button keeps its own width.
        <div key={index}>
          <Action {...props} />
        </div>
      ))}
    </Flex>
  );
}
