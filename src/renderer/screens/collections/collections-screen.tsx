import { List, Typography } from 'antd';
import { Link } from 'react-router';
import { definedCollections, formDefinitionFor } from '../../../shared/forms/form-registry';
import { texts } from '../../../shared/texts/pt-BR';
import { collectionRoute } from '../../features/documents/document-pane/routes';

const t = texts.documentEditor.screen;
const shellNames: Readonly<Record<string, string>> = texts.shell.home.collections;

/** Collections with a written form, plus those the demo data seeds, by their pt-BR name. */
export function listedCollections(): Array<{ id: string; title: string }> {
  const ids = new Set([...definedCollections, ...Object.keys(shellNames)]);
  return [...ids]
    .map((id) => ({ id, title: formDefinitionFor(id)?.title ?? shellNames[id] ?? id }))
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR') || a.id.localeCompare(b.id));
}

/** /console/collections: every known collection, each a link to its list. */
export default function CollectionsScreen() {
  return (
    <>
      <Typography.Title level={1}>{t.collectionsTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.collectionsIntro}</Typography.Paragraph>
      <section aria-label={t.collectionsList}>
        <List
          bordered
          dataSource={listedCollections()}
          rowKey={(item) => item.id}
          renderItem={(item) => (
            <List.Item>
              <Link to={collectionRoute(item.id)}>{item.title}</Link>
              <Typography.Text type="secondary">{item.id}</Typography.Text>
            </List.Item>
          )}
        />
      </section>
    </>
  );
}
