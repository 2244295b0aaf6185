import { test, expect } from './fixtures';
import { demoLinks, seedFile } from './seed-file';

// 400 links: the list reads 50 a page. A deep link to the 253rd reads the first page, one
// page of what lies between and the page from the link on, not the 250 before it.
const seed = seedFile(demoLinks(400));
test.use({ seedPath: seed.path });

test('a deep link far past the first page reads the page around it; both directions load on', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/link/link-253`);
  const entries = page.getByRole('list', { name: /Documentos de/ });
  const entry = entries.getByRole('link', { name: 'link-253' });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(entry).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText('link-253');
  // The first page, one page of the gap (051-100) and the window (253-302): 150, not 302.
  await expect(entries.getByRole('link')).toHaveCount(150);
  await expect(entries.getByRole('link', { name: 'link-100' })).toHaveCount(1);
  await expect(entries.getByRole('link', { name: 'link-101' })).toHaveCount(0);
  await expect(entries.getByRole('link', { name: 'link-302' })).toHaveCount(1);
  await expect(
    page.getByText('Há documentos antes do documento aberto que ainda não foram lidos.'),
  ).toBeVisible();

  // 'Carregar mais' goes on after the window.
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(entries.getByRole('link', { name: 'link-352' })).toHaveCount(1);
  await expect(entries.getByRole('link')).toHaveCount(200);

  // 'Carregar anteriores' reads the gap a page at a time until it is whole.
  const earlier = page.getByRole('button', { name: 'Carregar anteriores' });
  await earlier.click();
  await expect(entries.getByRole('link', { name: 'link-150' })).toHaveCount(1);
  await earlier.click();
  await expect(entries.getByRole('link', { name: 'link-200' })).toHaveCount(1);
  await earlier.click();
  await expect(entries.getByRole('link', { name: 'link-250' })).toHaveCount(1);
  await earlier.click();
  await expect(entries.getByRole('link')).toHaveCount(352);
  await expect(earlier).toHaveCount(0);
  // Still marked, and the list has each document once.
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(entries.getByRole('link', { name: 'link-252' })).toHaveCount(1);
});
