import { texts } from '../../../shared/texts/pt-BR';
import { ServiceRequired } from '../../components/service-required/service-required';
import { FilesLibrary } from './files-library';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.uploads.screen;

/** Arquivos: the project's files and videos, and a drop zone to send more. */
export default function FilesScreen() {
  return (
    <section>
      <ScreenHeader title={t.title} description={t.intro} />
      <ServiceRequired services={['api']} demoNote={texts.labels.demoNotes.files}>
        <FilesLibrary />
      </ServiceRequired>
    </section>
  );
}
