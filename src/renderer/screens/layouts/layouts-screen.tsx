import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { CONTENT_COLLECTION } from '../../../shared/forms/definitions/content';
import { texts } from '../../../shared/texts/pt-BR';
import { NEW_DOCUMENT_PARAM } from '../../features/documents/document-pane/routes';
import { NewDocumentPane } from '../../features/documents/document-pane/new-document-pane';
import { ContentList } from './content-list';
import { LAYOUTS_ROUTE, layoutRoute } from './layout-routes';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.layoutsScreen;

/**
 * /console/layouts: the content documents, and 'Novo conteúdo' (`?novo`, as in the collection
 * browser, so the leave guard and the back button work). A created content opens in its editor.
 */
export default function LayoutsScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const creating = params.has(NEW_DOCUMENT_PARAM);
  return (
    <Flex vertical gap="middle">
      <ScreenHeader
        title={texts.shell.screens.layouts.title}
        description={t.description}
        extra={
          !creating && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(`${LAYOUTS_ROUTE}?${NEW_DOCUMENT_PARAM}`)}
            >
              {t.newContent}
            </Button>
          )
        }
      />
      {creating ? (
        <NewDocumentPane
          collection={CONTENT_COLLECTION}
          onBack={() => navigate(LAYOUTS_ROUTE)}
          onCreated={(id) => navigate(layoutRoute(id))}
        />
      ) : (
        <ContentList />
      )}
    </Flex>
  );
}
