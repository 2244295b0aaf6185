import { act, fireEvent, screen, within } from '@testing-library/react';

/** Opens the select labelled `label` and picks the option `option`. */
export async function pick(label: string, option: string) {
  const combobox = screen.getByLabelText(label);
  fireEvent.mouseDown(combobox);
  const listbox = await screen.findByRole('listbox');
  const popup = listbox.closest('.ant-select-dropdown') ?? document.body;
  const item = within(popup as HTMLElement)
    .getAllByTitle(option)
    .find((element) => element.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  await act(async () => fireEvent.click(item));
}
