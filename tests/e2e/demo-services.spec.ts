import { test, expect } from './fixtures';

// The embedded demo services of a first run, seen from the page: out of its reach.
test.use({ demoServices: true });
// A Firebase profile starts no demo services (README, "Run the console"): local only.
test.skip(
  ({ profile }) => profile === 'firebase',
  'the demo services run on the local profile only',
);

/** The http loopback origins a directive of the page's policy names. */
function loopbackOrigins(policy: string, directive: string): string[] {
  const sources =
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? [];
  return sources.filter((source) => /^http:\/\/127\.0\.0\.1:\d+$/.test(source));
}

test('no origin the page may reach or frame can make the demo write a product; its images show', async ({
  page,
  consoleWeb,
}) => {
  const response = await page.goto(`${consoleWeb.url}/console/product/1100`);
  await expect(page.getByText('O produto 1100 não existe neste projeto')).toBeVisible();
  const policy = response!.headers()['content-security-policy'];
  const reachable = [
    ...new Set(
      ['img-src', 'connect-src', 'frame-src', 'media-src'].flatMap((name) =>
        loopbackOrigins(policy, name),
      ),
    ),
  ];
  // The demo's asset origin (its images, its video host) and the embed origin, nothing else.
  expect(reachable.length).toBeGreaterThan(0);
  const [assets] = loopbackOrigins(policy, 'img-src');
  // The video host the page may frame is that asset origin, which serves no service.
  expect(loopbackOrigins(policy, 'frame-src')).toContain(assets);

  // What a hostile embed or script would try: the demo route that writes a product.
  const attempts = await page.evaluate(async (origins) => {
    const route = '/api/tramontina/firestore/products/1100?project=demo';
    return Promise.all(
      origins.map(async (origin) => {
        const image = new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve('loaded');
          img.onerror = () => resolve('refused');
          img.src = `${origin}${route}`;
        });
        const call = await fetch(`${origin}${route}`, { mode: 'no-cors' }).then(
          () => 'sent',
          () => 'refused',
        );
        return `${origin}: ${await image}, ${call}`;
      }),
    );
  }, reachable);
  expect(attempts).toHaveLength(reachable.length);
  await page.reload();
  await expect(page.getByText('O produto 1100 não existe neste projeto')).toBeVisible();

  // The demo's product images are served to the page without any secret.
  const width = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = src;
      }),
    `${assets}/images/1011.png`,
  );
  expect(width).toBe(1);
});
