/** What the user picks in the next native dialog: files to open, or where to save. */
export type DialogAnswer = { open: string[] } | { save: string };

/**
 * Queues the answer to the web host's next native dialog (POST /__test__/dialogs, hosts
 * started with testHooks), as the person at the dialog would give it.
 */
export async function answerDialog(
  host: { url: string; sessionCookie: { name: string; value: string } },
  answer: DialogAnswer,
): Promise<void> {
  const { url, sessionCookie } = host;
  // Node cannot resolve the host's `.localhost` name: the same host at 127.0.0.1, which
  // serves a program holding the session cookie; the Origin stays the page's.
  const target = new URL('/__test__/dialogs', url);
  target.hostname = '127.0.0.1';
  const response = await fetch(target, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `${sessionCookie.name}=${sessionCookie.value}`,
      Origin: url,
    },
    body: JSON.stringify(answer),
  });
  if (response.status !== 200) throw new Error(`dialog answer refused: ${response.status}`);
}
