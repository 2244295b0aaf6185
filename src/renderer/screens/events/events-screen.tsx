import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';

const t = texts.shell.screens.events;

export default function EventsScreen() {
  return <ScreenPlaceholder title={t.title} description={t.description} />;
}
