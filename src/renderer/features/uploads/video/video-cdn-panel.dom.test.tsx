import type { ReactElement, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render as renderPlain } from '../../../test-support/render';
import { describe, expect, it, vi } from 'vitest';
import { texts } from '../../../../shared/texts/pt-BR';
import type { Schedule } from './follow-video-status';
import type { VideoApi, VideoInfo, VideoResult } from './video-api';
import { VideoCdnPanel } from './video-cdn-panel';

const t = texts.video;
const IFRAME_URL = 'https://iframe.test/embed/lib/b-1';
const VIDEO_HOST = 'https://video.loja.com.br';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
);
const render = (ui: ReactElement) => renderPlain(ui, { wrapper });

/** Polls run only when the test says so: `next()` runs the one scheduled read. */
function manualSchedule() {
  const pending: { fn: () => void; ms: number }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const entry = { fn, ms };
    pending.push(entry);
    return () => pending.splice(pending.indexOf(entry), 1);
  };
  const next = async () => {
    const entry = pending.shift();
    if (!entry) throw new Error('no poll scheduled');
    await act(async () => entry.fn());
  };
  return { schedule, pending, next };
}

type Outcome = number | { status: number; iframeUrl: string } | { error: string };

/** A fake API whose reads answer the outcomes in turn, then the last one forever. */
function fakeApi(outcomes: Outcome[], creates: VideoResult[] = [{ ok: true, value: {} }]) {
  let read = 0;
  let created = 0;
  const api = {
    createCdnVideo: vi.fn(async () => creates[Math.min(created++, creates.length - 1)]),
    readVideo: vi.fn(async (): Promise<VideoResult<VideoInfo>> => {
      const outcome = outcomes[Math.min(read++, outcomes.length - 1)];
      if (typeof outcome === 'object' && 'error' in outcome)
        return { ok: false, error: outcome.error };
      const { status, iframeUrl } =
        typeof outcome === 'number' ? { status: outcome, iframeUrl: IFRAME_URL } : outcome;
      return { ok: true, value: { bunnyId: 'b-1', status, iframeUrl } };
    }),
  } satisfies VideoApi;
  return api;
}

const expectStatus = async (code: keyof typeof t.statuses) => {
  expect(await screen.findByText(t.statuses[code].title)).toBeTruthy();
  expect(screen.getByText(t.statuses[code].description)).toBeTruthy();
};

describe('VideoCdnPanel', () => {
  it('creates the video, follows 0, 1, 2, 4, then plays it in a sandboxed 16:9 iframe', async () => {
    const api = fakeApi([0, 1, 2, 4]);
    const timers = manualSchedule();
    render(
      <VideoCdnPanel fileId="file-1" videoHost={VIDEO_HOST} api={api} schedule={timers.schedule} />,
    );
    expect(api.readVideo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    await expectStatus(0);
    expect(api.createCdnVideo).toHaveBeenCalledWith('file-1');
    expect(api.readVideo).toHaveBeenCalledWith('file-1');
    expect(screen.queryByRole('button', { name: t.play })).toBeNull();

    await timers.next();
    await expectStatus(1);
    await timers.next();
    await expectStatus(2);
    await timers.next();
    await expectStatus(4);
    // 4 plays but is not final: the next read is already scheduled, 2 s after the change.
    expect(timers.pending.map((entry) => entry.ms)).toEqual([2_000]);

    const play = screen.getByRole('button', { name: t.play });
    expect(play.querySelector('img')?.getAttribute('src')).toBe(`${VIDEO_HOST}/b-1/thumbnail.jpg`);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    const frame = screen.getByTitle(t.playerTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(IFRAME_URL);
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation',
    );
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('shows the record status at once and offers Tentar novamente at 5', async () => {
    const api = fakeApi([5, 0]);
    const timers = manualSchedule();
    render(
      <VideoCdnPanel
        fileId="file-2"
        initial={{ id: 'b-1', status: 5 }}
        videoHost={null}
        api={api}
        schedule={timers.schedule}
      />,
    );
    expect(screen.getByText(t.statuses[5].title)).toBeTruthy();
    await waitFor(() => expect(api.readVideo).toHaveBeenCalledTimes(1));
    // Final: nothing more to read.
    expect(timers.pending).toEqual([]);
    expect(screen.queryByRole('button', { name: t.create })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await expectStatus(0);
    expect(api.createCdnVideo).toHaveBeenCalledTimes(1);
    expect(api.createCdnVideo).toHaveBeenCalledWith('file-2');
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    expect(timers.pending.map((entry) => entry.ms)).toEqual([2_000]);
  });

  it('says why creating failed and lets the user try again', async () => {
    const api = fakeApi(
      [0],
      [
        { ok: false, error: 'HTTP 500 upstream down' },
        { ok: true, value: {} },
      ],
    );
    const timers = manualSchedule();
    render(<VideoCdnPanel fileId="file-3" videoHost={null} api={api} schedule={timers.schedule} />);
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.createFailed('HTTP 500 upstream down'));
    expect(api.readVideo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: t.create }));
    await expectStatus(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the last status when a read fails, shows the error and reads again', async () => {
    const api = fakeApi([1, { error: 'HTTP 502 Bad gateway' }, 2]);
    const timers = manualSchedule();
    render(
      <VideoCdnPanel
        fileId="file-4"
        initial={{ status: 1 }}
        videoHost={null}
        api={api}
        schedule={timers.schedule}
      />,
    );
    await waitFor(() => expect(timers.pending).toHaveLength(1));
    await timers.next();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.readFailed('HTTP 502 Bad gateway'));
    await expectStatus(1);
    expect(timers.pending.map((entry) => entry.ms)).toEqual([4_000]);

    await timers.next();
    await expectStatus(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders no player for an embed that is not http(s)', async () => {
    const api = fakeApi([{ status: 3, iframeUrl: 'javascript:alert(1)' }]);
    render(
      <VideoCdnPanel
        fileId="file-5"
        initial={{ id: 'b-1', status: 3 }}
        videoHost={VIDEO_HOST}
        api={api}
        schedule={manualSchedule().schedule}
      />,
    );
    await waitFor(() => expect(api.readVideo).toHaveBeenCalledTimes(1));
    await expectStatus(3);
    expect(screen.queryByRole('button', { name: t.play })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('names a status code it does not know', async () => {
    const api = fakeApi([42]);
    render(
      <VideoCdnPanel
        fileId="file-6"
        initial={{ status: 42 }}
        videoHost={null}
        api={api}
        schedule={manualSchedule().schedule}
      />,
    );
    expect(await screen.findByText(t.unknownStatus(42).title)).toBeTruthy();
  });

  it('hands the CDN id and each status read to the field, so they are stored', async () => {
    const api = fakeApi([1, 2, 3], [{ ok: true, value: { videoId: 'b-created' } }]);
    const timers = manualSchedule();
    const stored = vi.fn();
    render(
      <VideoCdnPanel
        fileId="file-4"
        videoHost={null}
        api={api}
        schedule={timers.schedule}
        onCdnChanged={stored}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    await expectStatus(1);
    await timers.next();
    await expectStatus(2);
    await timers.next();
    await expectStatus(3);
    expect(stored.mock.calls.map(([video]) => video)).toEqual([
      { id: 'b-created' },
      { id: 'b-1', status: 1 },
      { id: 'b-1', status: 2 },
      { id: 'b-1', status: 3 },
    ]);
  });

  it('a stored CDN id alone is never offered creation: it is read and followed', async () => {
    const api = fakeApi([2]);
    const timers = manualSchedule();
    render(
      <VideoCdnPanel
        fileId="file-5"
        initial={{ id: 'b-1' }}
        videoHost={null}
        api={api}
        schedule={timers.schedule}
      />,
    );
    expect(screen.queryByRole('button', { name: t.create })).toBeNull();
    await expectStatus(2);
    // Not final: still followed.
    expect(timers.pending).toHaveLength(1);
    expect(api.createCdnVideo).not.toHaveBeenCalled();
  });
});
