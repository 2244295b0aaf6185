import type { NodePropsFormProps } from '../nodes/node-view-props';
import { FilePropInput } from './file-prop-input';

/** A Video block: its file (upload, with its CDN video, or URL). */
export function VideoPropsForm(props: NodePropsFormProps) {
  return <FilePropInput {...props} kind="video" />;
}
