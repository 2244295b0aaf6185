import { Typography } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import { ServiceRequired } from '../../components/service-required/service-required';
import { FilesLibrary } from './files-library';

const t = texts.uploads.screen;

/** Arquivos: the project's files and videos, and a drop zone to send more. */
export default function FilesScreen() {
  return (
    <section>
      <Typography.Title level={1}>{t.title}</Typography.Title>
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
      <ServiceRequired services={['api']} demoNote={texts.labels.demoNotes.files}>
        <FilesLibrary />
      </ServiceRequired>
    </section>
  );
}
