import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Tag, Typography } from 'antd';
import { PlayCircleFilled } from '@ant-design/icons';
import type { FileCdnVideo } from '../../../../shared/files/file-field-value';
import { videoStatusOf, type VideoStatus } from '../../../../shared/files/video-status';
import { texts } from '../../../../shared/texts/pt-BR';
import { followVideoStatus, type FollowState, type Schedule } from './follow-video-status';
import type { VideoApi, VideoInfo } from './video-api';
import { httpUrlOrNull, videoThumbnailUrl } from './video-urls';
import styles from './video-cdn-panel.module.css';

const t = texts.video;

// The embed may run its own player script; nothing more (no forms, popups or navigation).
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

export interface VideoCdnPanelProps {
  fileId: string;
  /** The file record's cdn.bunny, if the video was already created on the CDN. */
  initial?: FileCdnVideo | null;
  /** Origin of the store's video host, for thumbnails the answer does not carry. */
  videoHost: string | null;
  /** Keep it stable (useMemo): a new object restarts the following. */
  api: VideoApi;
  /** Timers of the following; tests inject their own. Keep it stable too. */
  schedule?: Schedule;
  /**
   * The CDN id and status as they become known (created, each status read): the field stores
   * them, so a reopened document shows the status and never offers creation again.
   */
  onCdnChanged?(video: FileCdnVideo): void;
}

/** The CDN's id for the created video, where the create answer's data carries it. */
function createdVideoId(data: unknown): string | null {
  const id = (data as { videoId?: unknown } | null)?.videoId;
  return typeof id === 'string' && id !== '' ? id : null;
}

function statusText(code: number) {
  const known = (t.statuses as Partial<Record<number, { title: string; description: string }>>)[
    code
  ];
  return known ?? t.unknownStatus(code);
}

function tagColor(status: VideoStatus) {
  if (status.retryable) return 'error';
  if (status.playable) return 'success';
  return status.known ? 'processing' : 'default';
}

/**
 * A video file's life on the CDN: the button that creates it, then its encoding status,
 * followed until final, and the player once it plays. Failures say their cause and allow
 * a retry.
 */
export function VideoCdnPanel({
  fileId,
  initial,
  videoHost,
  api,
  schedule,
  onCdnChanged,
}: VideoCdnPanelProps) {
  // A file with a CDN id (or a status) is never offered creation again.
  const hasCdn = typeof initial?.status === 'number' || Boolean(initial?.id);
  // 0: nothing to follow yet; each creation bumps it, which restarts the following.
  const [round, setRound] = useState(hasCdn ? 1 : 0);
  const [follow, setFollow] = useState<FollowState | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  // The latest callback, so a new one does not restart the following.
  const report = useRef(onCdnChanged);
  report.current = onCdnChanged;

  useEffect(() => {
    if (round === 0) return;
    return followVideoStatus({
      read: () => api.readVideo(fileId),
      onUpdate: (state) => {
        setFollow(state);
        if (state.info) report.current?.({ id: state.info.bunnyId, status: state.info.status });
      },
      schedule,
    });
  }, [round, api, fileId, schedule]);

  const create = async () => {
    setCreating(true);
    setCreateError(null);
    const result = await api.createCdnVideo(fileId);
    setCreating(false);
    if (!result.ok) {
      setCreateError(result.error);
      return;
    }
    // Known at once where the answer says it: a reload before the first read still knows.
    const id = createdVideoId(result.value);
    if (id) report.current?.({ id });
    setFollow(null);
    setPlaying(false);
    setRound((current) => current + 1);
  };

  // The record's status stands until the first read, unless the video was created again.
  const code = follow?.info?.status ?? (hasCdn && round === 1 ? initial?.status : undefined);
  const status = code === undefined ? null : videoStatusOf(code);
  const createAlert = createError && (
    <Alert type="error" showIcon title={t.createFailed(createError)} />
  );

  if (round === 0) {
    return (
      <div className={styles.panel}>
        <div>
          <Button type="primary" loading={creating} onClick={() => void create()}>
            {creating ? t.creating : t.create}
          </Button>
        </div>
        {createAlert}
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {status ? (
        <div role="status" aria-label={t.statusLabel} className={styles.status}>
          <Tag color={tagColor(status)}>{statusText(status.code).title}</Tag>
          <Typography.Text type="secondary">{statusText(status.code).description}</Typography.Text>
        </div>
      ) : (
        <Typography.Text type="secondary">{t.creating}</Typography.Text>
      )}
      {status?.retryable && (
        <div>
          <Button loading={creating} onClick={() => void create()}>
            {t.retry}
          </Button>
        </div>
      )}
      {createAlert}
      {follow?.error && (
        <Alert
          type="warning"
          showIcon
          title={t.readFailed(follow.error)}
          description={follow.nextPollMs ? t.nextPoll(follow.nextPollMs / 1000) : undefined}
        />
      )}
      {status?.playable && follow?.info && (
        <VideoPlayer
          info={follow.info}
          videoHost={videoHost}
          playing={playing}
          onPlay={() => setPlaying(true)}
        />
      )}
    </div>
  );
}

interface VideoPlayerProps {
  info: VideoInfo;
  videoHost: string | null;
  playing: boolean;
  onPlay: () => void;
}

/** The thumbnail as a play button, then the 16:9 embed; nothing if the embed is not http(s). */
function VideoPlayer({ info, videoHost, playing, onPlay }: VideoPlayerProps) {
  const [brokenThumbnail, setBrokenThumbnail] = useState<string | null>(null);
  const src = httpUrlOrNull(info.iframeUrl);
  if (!src) return null;
  if (playing) {
    return (
      <iframe
        className={styles.frame}
        src={src}
        title={t.playerTitle}
        sandbox={PLAYER_SANDBOX}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
    );
  }
  const thumbnail = videoThumbnailUrl(info, videoHost);
  return (
    <button type="button" className={styles.thumbnail} aria-label={t.play} onClick={onPlay}>
      {thumbnail && thumbnail !== brokenThumbnail && (
        <img
          src={thumbnail}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setBrokenThumbnail(thumbnail)}
        />
      )}
      <PlayCircleFilled className={styles.playIcon} aria-hidden />
    </button>
  );
}
