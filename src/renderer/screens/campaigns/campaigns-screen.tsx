import { Alert, Flex, Segmented, Select } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { CampaignKind } from '../../../shared/messaging/console-messaging';
import { texts } from '../../../shared/texts/pt-BR';
import { CampaignReportPanel } from '../../features/messaging/campaigns/campaign-report-panel';
import { CampaignSendButton } from '../../features/messaging/campaigns/campaign-send-button';
import { useNamedDocuments } from '../../data/use-named-documents';
import { ServiceRequired } from '../../components/service-required/service-required';
import { useActiveProject } from '../../data/provider';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.messaging.campaignsScreen;
const screen = texts.shell.screens.campaigns;
/** Both in the address: a customer link (?customerEmail=) keeps them. */
const KIND_PARAM = 'tipo';
const CAMPAIGN_PARAM = 'campanha';

/**
 * /console/campaigns: the project's e-mail and WhatsApp campaigns; the chosen one can be
 * sent, and an e-mail campaign shows its report.
 */
export default function CampaignsScreen() {
  const [params, setParams] = useSearchParams();
  const kind: CampaignKind = params.get(KIND_PARAM) === 'whatsapp' ? 'whatsapp' : 'email';
  const projectId = useActiveProject();
  const campaigns = useNamedDocuments(`campaign-${kind}`, 'name');
  const chosen = params.get(CAMPAIGN_PARAM) ?? '';
  const known = campaigns.documents.some((campaign) => campaign.id === chosen);

  return (
    <Flex vertical gap="middle">
      <ScreenHeader title={screen.title} description={screen.description} />
      <ServiceRequired services={['api']} demoNote={texts.labels.demoNotes.campaigns}>
        <Flex vertical gap="middle">
          <Segmented<CampaignKind>
            aria-label={t.kind}
            value={kind}
            onChange={(value) => setParams({ [KIND_PARAM]: value })}
            options={[
              { value: 'email', label: t.email },
              { value: 'whatsapp', label: t.whatsapp },
            ]}
            style={{ alignSelf: 'start' }}
          />
          {campaigns.status === 'failed' && (
            <Alert type="error" showIcon title={t.failed(campaigns.error)} />
          )}
          {campaigns.status === 'ready' && campaigns.documents.length === 0 ? (
            <Alert type="info" showIcon title={t.none} />
          ) : (
            <Flex gap={12} align="center" wrap>
              <Select
                aria-label={t.choose}
                placeholder={campaigns.status === 'loading' ? t.loading : t.choosePlaceholder}
                loading={campaigns.status === 'loading'}
                value={known ? chosen : undefined}
                onChange={(id: string) => setParams({ [KIND_PARAM]: kind, [CAMPAIGN_PARAM]: id })}
                options={campaigns.documents.map((campaign) => ({
                  value: campaign.id,
                  label: campaign.label,
                }))}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 320 }}
              />
              {known && (
                <>
                  <CampaignSendButton
                    key={`${kind}/${chosen}`}
                    kind={kind}
                    projectId={projectId}
                    campaignId={chosen}
                  />
                  <Link to={`/console/campaign-${kind}/${encodeURIComponent(chosen)}`}>
                    {t.openDocument}
                  </Link>
                </>
              )}
            </Flex>
          )}
          {known && kind === 'email' && <CampaignReportPanel campaignId={chosen} />}
        </Flex>
      </ServiceRequired>
    </Flex>
  );
}
