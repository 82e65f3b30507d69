import { useState } from 'react';
import styles from './VideoPlayer.module.css';

/** The fixed sample video the player falls back to (a local file: the app never reaches the internet for art). */
export const SAMPLE_VIDEO_URL = '/videos/clutch-promo.webm';
/** Still shown before the sample video plays. */
export const SAMPLE_VIDEO_POSTER = '/images/banners/live.svg';
/** Player size defaults (doc 01 section 9): 640x360. */
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;

function PlayerFor({ url, title }: { url: string | null; title: string }) {
  // A URL the browser cannot play (a page link, a deleted file) falls back to the sample as well.
  const [failed, setFailed] = useState(false);
  const src = url && !failed ? url : SAMPLE_VIDEO_URL;
  return (
    <video
      className={styles.video}
      src={src}
      width={VIDEO_WIDTH}
      height={VIDEO_HEIGHT}
      controls
      playsInline
      preload="metadata"
      poster={src === SAMPLE_VIDEO_URL ? SAMPLE_VIDEO_POSTER : undefined}
      aria-label={title}
      data-fallback={src === SAMPLE_VIDEO_URL || undefined}
      onError={() => {
        if (src !== SAMPLE_VIDEO_URL) setFailed(true);
      }}
    />
  );
}

/** Plays a page's video URL, or the sample video when there is none or it cannot be played. */
export function VideoPlayer({ url, title = 'Video' }: { url: string | null | undefined; title?: string }) {
  const clean = url && url.trim() !== '' ? url.trim() : null;
  // Keyed by URL, so a new URL gets a fresh chance after an earlier one failed.
  return (
    <div className={styles.frame}>
      <PlayerFor key={clean ?? 'sample'} url={clean} title={title} />
    </div>
  );
}
