import { expect, type Page } from '@playwright/test';
import { saveStatus } from './save-status';

/** A saved course (its id generated), whose form has an image field (Capa) and a video field. */
export async function openNewCourse(page: Page, url: string, title: string) {
  await page.goto(`${url}/console/course`);
  await page.getByRole('button', { name: 'Novo documento' }).click();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Salvar curso' }).click();
  await expect(page).toHaveURL(/\/console\/course\/[^/]+$/);
  await expect(saveStatus(page)).toHaveText('Salvo');
}
