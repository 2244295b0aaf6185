import { Alert, Card, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import {
  CONFIG_COLLECTION,
  type ConfigDocument,
} from '../../../shared/forms/definitions/config/config-documents';
import {
  groupedConfigDocuments,
  hasAdminOnlyFields,
} from '../../../shared/forms/definitions/config/config-groups';
import { texts } from '../../../shared/texts/pt-BR';
import { LoadingState } from '../../components/loading-state/loading-state';
import { collectionPathOf } from '../../data/paths';
import { useActiveProject, useDataPorts } from '../../data/provider';
import { useConsoleConfig } from '../../data/use-console-config';
import { useLiveQuery } from '../../data/use-live-query';
import { usePrivilegedUser } from '../../data/use-privileged-user';
import { collectionRoute, documentRoute } from '../../features/documents/document-pane/routes';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.wayfinding.config;
/** Far more than the documents a project's config holds (27 known ones). */
const CONFIG_READ_LIMIT = 500;
const groups = groupedConfigDocuments();

/**
 * /console/project-config: every configuration document of the project (spec 02 §3), grouped, each
 * saying whether it is written yet and whether only administrators change it, with the
 * reason for a viewer without the privileged claim. Each opens its form at /console/config/{id}.
 */
export default function ProjectConfigScreen() {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const stored = useLiveQuery(
    documents,
    collectionPathOf(projectId, CONFIG_COLLECTION),
    CONFIG_READ_LIMIT,
  );
  const privileged = usePrivilegedUser();
  const { privilegedClaim } = useConsoleConfig();
  const written =
    stored.status === 'ready' ? new Set(stored.docs.map((doc) => doc.id)) : new Set<string>();

  const item = (document: ConfigDocument) => {
    const adminOnly = document.form.adminOnly === true;
    return (
      <List.Item>
        <Flex vertical gap={4} style={{ width: '100%' }}>
          <Flex wrap gap="small" align="center">
            <Link to={documentRoute(CONFIG_COLLECTION, document.docId)}>{document.title}</Link>
            {stored.status === 'ready' &&
              (written.has(document.docId) ? (
                <Tag color="green">{t.written}</Tag>
              ) : (
                <Tag>{t.notCreated}</Tag>
              ))}
            {adminOnly && <Tag color="gold">{t.adminOnly}</Tag>}
            {hasAdminOnlyFields(document) && <Tag color="gold">{t.adminOnlyFields}</Tag>}
          </Flex>
          {adminOnly && !privileged && (
            <Typography.Text type="secondary">{t.readOnly(privilegedClaim)}</Typography.Text>
          )}
        </Flex>
      </List.Item>
    );
  };

  return (
    <section>
      <ScreenHeader title={t.title} description={t.intro} />
      <Typography.Paragraph>
        <Link to={collectionRoute(CONFIG_COLLECTION)}>{t.asList}</Link>
      </Typography.Paragraph>
      {stored.status === 'loading' && <LoadingState label={t.loading} />}
      {stored.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={t.failed(stored.message)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex vertical gap="middle">
        {groups.map(({ group, documents: inGroup }) => (
          <Card
            key={group}
            size="small"
            title={<h2 style={{ margin: 0, fontSize: 16 }}>{t.groups[group]}</h2>}
          >
            <List
              size="small"
              dataSource={[...inGroup]}
              rowKey={(document) => document.docId}
              renderItem={item}
            />
          </Card>
        ))}
      </Flex>
    </section>
  );
}
