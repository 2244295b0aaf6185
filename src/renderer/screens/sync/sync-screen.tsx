import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';
import { ServiceRequired } from '../../components/service-required/service-required';

const t = texts.shell.screens.sync;

export default function SyncScreen() {
  return (
    <ScreenPlaceholder title={t.title} description={t.description}>
      <ServiceRequired services={['workers']} />
    </ScreenPlaceholder>
  );
}
