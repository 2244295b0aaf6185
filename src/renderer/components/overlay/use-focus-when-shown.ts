import { useRef } from 'react';

/** antd's Input and TextArea refs, as far as focusing them goes. */
interface FocusableRef {
  focus(options?: { cursor?: 'start' | 'end' | 'all' }): void;
  input?: HTMLElement | null;
  resizableTextArea?: { textArea: HTMLElement } | null;
}

/**
 * A dialog's answer box has the focus once the dialog is shown, whatever the dialog focused
 * while opening: without antd's motion (the system's reduced motion) the dialog focuses itself
 * after the box's autoFocus. Put `ref` on the box and `afterOpenChange` on the Modal.
 */
export function useFocusWhenShown<Ref extends FocusableRef>(cursor?: 'start' | 'end' | 'all') {
  const ref = useRef<Ref>(null);
  const afterOpenChange = (shown: boolean) => {
    const box = ref.current;
    const element = box?.input ?? box?.resizableTextArea?.textArea;
    if (shown && box && document.activeElement !== element) box.focus({ cursor });
  };
  return { ref, afterOpenChange };
}
