import { test, expect } from './fixtures';
import { expectSaved, recordStatuses } from './save-status';

// Issue 28 item 5: checks that keep bad data out.

test("a half-typed e-mail ('carla@') is shown as invalid and never saved", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/customer/cli-ana`);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue('ana.souza@exemplo.com.br');

  await email.fill('carla@');
  await expect(
    page.getByRole('alert').filter({ hasText: '“carla@” não é um e-mail válido' }),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(email).toHaveValue('ana.souza@exemplo.com.br');

  // A complete address is saved as usual.
  const statuses = await recordStatuses(page);
  await email.fill('ana@exemplo.com.br');
  await expect(page.getByRole('alert').filter({ hasText: 'não é um e-mail válido' })).toHaveCount(
    0,
  );
  await expectSaved(statuses);
  await page.reload();
  await expect(email).toHaveValue('ana@exemplo.com.br');
});
