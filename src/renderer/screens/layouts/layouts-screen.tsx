import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';

const t = texts.shell.screens.layouts;

export default function LayoutsScreen() {
  return <ScreenPlaceholder title={t.title} description={t.description} />;
}
