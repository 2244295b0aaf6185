import { describe, expect, it } from 'vitest';
import { updateFeedOverride } from './feed-url';

describe('updateFeedOverride', () => {
  it('takes an https feed, or http on a loopback address', () => {
    expect(updateFeedOverride({ CONSOLE_UPDATE_FEED_URL: 'https://updates.example/app/' })).toBe(
      'https://updates.example/app/',
    );
    expect(updateFeedOverride({ CONSOLE_UPDATE_FEED_URL: 'http://127.0.0.1:8080/feed/' })).toBe(
      'http://127.0.0.1:8080/feed/',
    );
    expect(updateFeedOverride({})).toBeNull();
  });

  it('ignores, and says why, a feed that is not https or carries credentials', () => {
    const said: string[] = [];
    for (const url of ['http://updates.example/', 'https://user:pw@updates.example/', 'feed']) {
      expect(
        updateFeedOverride({ CONSOLE_UPDATE_FEED_URL: url }, (line) => said.push(line)),
      ).toBeNull();
    }
    expect(said).toHaveLength(3);
  });
});
