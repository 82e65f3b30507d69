import { fireEvent, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { embedUrl, SAMPLE_VIDEO_CAPTION, SAMPLE_VIDEO_POSTER, VideoPlayer } from '../../src/components/video/VideoPlayer';

/** Issue 23 item 10: the sample never claims to be live, pasted YouTube and Twitch links play, no /test in production. */
describe('VideoPlayer', () => {
  it('falls back to the sample, which says it is one and carries no LIVE poster', () => {
    const { container } = render(<VideoPlayer url={null} title="Team video" />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe(SAMPLE_VIDEO_POSTER);
    expect(SAMPLE_VIDEO_POSTER).not.toMatch(/live/i);
    expect(screen.getByText(SAMPLE_VIDEO_CAPTION)).toBeTruthy();
    expect(video.getAttribute('aria-label')).toBe('Team video');
    expect(document.getElementById(video.getAttribute('aria-describedby')!)?.textContent).toBe(SAMPLE_VIDEO_CAPTION);
  });

  it('plays a direct video file as itself, without the sample caption', () => {
    const { container } = render(<VideoPlayer url="https://cdn.example.test/clip.mp4" />);
    expect(container.querySelector('video')!.getAttribute('src')).toBe('https://cdn.example.test/clip.mp4');
    expect(screen.queryByText(SAMPLE_VIDEO_CAPTION)).toBeNull();
  });

  it("shows a Play button over the poster and the browser's controls only once asked to play, then plays", () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      const { container } = render(<VideoPlayer url="https://cdn.example.test/clip.mp4" title="Team video" />);
      const video = container.querySelector('video')!;
      expect(video.hasAttribute('controls')).toBe(false);
      expect(play).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Play Team video' }));
      expect(video.hasAttribute('controls')).toBe(true);
      expect(play).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(video);
      expect(screen.queryByRole('button', { name: 'Play Team video' })).toBeNull();
    } finally {
      play.mockRestore();
    }
  });

  it('plays a pasted YouTube or Twitch link as its embed', () => {
    render(<VideoPlayer url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42" title="Match video" />);
    const frame = screen.getByTitle('Match video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.twitch.tv/clutchgg', 'https://player.twitch.tv/?parent=clutch.test&channel=clutchgg'],
    ['https://www.twitch.tv/videos/123456789', 'https://player.twitch.tv/?parent=clutch.test&video=123456789'],
    ['https://www.youtube.com/watch?v=bad"id', null],
    ['https://www.twitch.tv/clutchgg/about', null],
    ['javascript:alert(1)', null],
    ['https://vimeo.com/123', null],
  ])('embedUrl(%s)', (raw, expected) => {
    expect(embedUrl(raw, 'clutch.test')).toBe(expected);
  });
});

describe('the /test route', () => {
  const paths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [r.path ?? '', ...paths(r.children ?? [])]);

  it('exists in development and is gone from production builds', () => {
    jest.isolateModules(() => {
      const { routes } = jest.requireActual<typeof import('../../src/routes')>('../../src/routes');
      expect(paths(routes)).toContain('test');
    });
    jest.isolateModules(() => {
      jest.doMock('../support/env', () => ({ isProductionBuild: true }));
      const { routes } = jest.requireActual<typeof import('../../src/routes')>('../../src/routes');
      expect(paths(routes)).not.toContain('test');
    });
  });
});
