import { Alert, Flex, Select } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { useNamedDocuments } from '../../data/use-named-documents';
import { SegmentTestPanel } from '../../features/messaging/segments/segment-test-panel';
import { ServiceRequired } from '../../components/service-required/service-required';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.messaging.segmentsScreen;
const screen = texts.shell.screens.segments;
/** The chosen segment, in the address: a customer link (?customerEmail=) keeps it. */
const SEGMENT_PARAM = 'segment';

/** /console/segments: the project's customer segments; the chosen one is tested. */
export default function SegmentsScreen() {
  const segments = useNamedDocuments('customer-segment', 'name');
  const [params, setParams] = useSearchParams();
  const chosen = params.get(SEGMENT_PARAM) ?? '';
  const known = segments.documents.some((segment) => segment.id === chosen);

  return (
    <Flex vertical gap="middle">
      <ScreenHeader title={screen.title} description={screen.description} />
      <ServiceRequired services={['api']} demoNote={texts.labels.demoNotes.segments}>
        <Flex vertical gap="middle">
          {segments.status === 'failed' && (
            <Alert type="error" showIcon title={t.failed(segments.error)} />
          )}
          {segments.status === 'ready' && segments.documents.length === 0 ? (
            <Alert type="info" showIcon title={t.none} />
          ) : (
            <Flex gap={12} align="center" wrap>
              <Select
                aria-label={t.choose}
                placeholder={segments.status === 'loading' ? t.loading : t.choosePlaceholder}
                loading={segments.status === 'loading'}
                value={known ? chosen : undefined}
                onChange={(id: string) => setParams({ [SEGMENT_PARAM]: id })}
                options={segments.documents.map((segment) => ({
                  value: segment.id,
                  label: segment.label,
                }))}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 320 }}
              />
              {known && (
                <Link to={`/console/customer-segment/${encodeURIComponent(chosen)}`}>
                  {t.openDocument}
                </Link>
              )}
            </Flex>
          )}
          {known && <SegmentTestPanel segmentId={chosen} />}
        </Flex>
      </ServiceRequired>
    </Flex>
  );
}
