import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Link, useParams } from 'react-router';
import { CONTENT_COLLECTION } from '../../../shared/forms/definitions/content';
import { texts } from '../../../shared/texts/pt-BR';
import { DocumentPane } from '../../features/documents/document-pane/document-pane';
import { LAYOUTS_ROUTE } from './layout-routes';
import { ScreenHeader } from '../../components/screen-header/screen-header';

/**
 * /console/layouts/:docId: one content document's form, its layout editor across the whole
 * width. DocumentPane brings autosave, conflict safety, delete and the leave guard.
 */
export default function LayoutDocumentScreen() {
  const { docId = '' } = useParams();
  return (
    <Flex vertical gap="middle">
      <ScreenHeader
        title={texts.shell.screens.layouts.title}
        extra={
          <Link to={LAYOUTS_ROUTE}>
            <ArrowLeftOutlined aria-hidden /> {texts.layoutsScreen.backToList}
          </Link>
        }
      />
      <DocumentPane key={docId} collection={CONTENT_COLLECTION} docId={docId} />
    </Flex>
  );
}
