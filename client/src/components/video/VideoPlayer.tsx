import { useEffect, useId, useRef, useState } from 'react';
import styles from './VideoPlayer.module.css';

/** The fixed sample video the player falls back to (a local file: the app never reaches the internet for art). */
export const SAMPLE_VIDEO_URL = '/videos/clutch-promo.webm';
/** Still shown before the sample video plays: marked SAMPLE, never LIVE (it is not a broadcast). */
export const SAMPLE_VIDEO_POSTER = '/images/banners/sample.svg';
/** Said over the sample, so nobody takes it for the page's own video. */
export const SAMPLE_VIDEO_CAPTION = 'Sample video: no video added yet';
/** Player size defaults (doc 01 section 9): 640x360. */
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const TWITCH_NAME = /^[A-Za-z0-9_]{2,40}$/;

/**
 * The embeddable player of a pasted YouTube or Twitch link (watch, short, embed and youtu.be links; a Twitch channel,
 * video or clip), or null for anything else. `parent` is the host Twitch requires the embedding page to name.
 */
export function embedUrl(raw: string, parent: string = window.location.hostname): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id = host === 'youtu.be' ? path[0] : path[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(path[0]) ? path[1] : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'twitch.tv' || host === 'clips.twitch.tv') {
    const params = new URLSearchParams({ parent });
    if (host === 'clips.twitch.tv' && path[0] && TWITCH_NAME.test(path[0].replace(/-/g, '_'))) {
      return `https://clips.twitch.tv/embed?${new URLSearchParams({ clip: path[0], parent })}`;
    }
    if (path[0] === 'videos' && path[1] && /^\d+$/.test(path[1])) params.set('video', path[1]);
    else if (path.length === 1 && TWITCH_NAME.test(path[0])) params.set('channel', path[0]);
    else return null;
    return `https://player.twitch.tv/?${params}`;
  }
  return null;
}

function PlayerFor({ url, title }: { url: string | null; title: string }) {
  // A URL the browser cannot play (a page link, a deleted file) falls back to the sample as well.
  const [failed, setFailed] = useState(false);
  // A video file waits behind a Play button; the browser's own controls come with the click, because Chromium builds
  // them (a shadow tree with its own style sheet) as soon as `controls` is set: traced at 4x CPU slowdown, that was
  // some 200 ms of style, layout and paint as a tournament page came in (its largest block of rendering work; 40 to
  // 50 ms unslowed), for a video most visitors never play.
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const captionId = useId();
  useEffect(() => {
    if (!playing || !video.current) return;
    // The Play button is gone: focus goes to the player, whose controls the keyboard now reaches.
    video.current.focus();
    // A click is a user gesture, so the browser lets it play; a file it cannot play reports through onError.
    video.current.play().catch(() => undefined);
  }, [playing]);
  const embed = url ? embedUrl(url) : null;
  if (embed) {
    return (
      <iframe
        className={styles.video}
        src={embed}
        title={title}
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const src = url && !failed ? url : SAMPLE_VIDEO_URL;
  const sample = src === SAMPLE_VIDEO_URL;
  return (
    <>
      <video
        ref={video}
        className={styles.video}
        src={src}
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        controls={playing}
        // Focusable once it has controls (as browsers make it on their own), so focus can land on it after the click.
        tabIndex={playing ? 0 : undefined}
        playsInline
        preload="metadata"
        poster={sample ? SAMPLE_VIDEO_POSTER : undefined}
        aria-label={title}
        aria-describedby={sample ? captionId : undefined}
        data-fallback={sample || undefined}
        onError={() => {
          if (!sample) setFailed(true);
        }}
      />
      {!playing && (
        <button type="button" className={styles.play} aria-label={`Play ${title}`} onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </button>
      )}
      {sample && (
        <span id={captionId} className={styles.sampleTag}>
          {SAMPLE_VIDEO_CAPTION}
        </span>
      )}
    </>
  );
}

/** Plays a page's video URL (a YouTube or Twitch link as their embed), or the sample video when there is none or it cannot be played. */
export function VideoPlayer({ url, title = 'Video' }: { url: string | null | undefined; title?: string }) {
  const clean = url && url.trim() !== '' ? url.trim() : null;
  // Keyed by URL, so a new URL gets a fresh chance after an earlier one failed.
  return (
    <div className={styles.frame}>
      <PlayerFor key={clean ?? 'sample'} url={clean} title={title} />
    </div>
  );
}
