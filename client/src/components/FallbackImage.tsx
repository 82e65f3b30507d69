import type { ImgHTMLAttributes } from 'react';
import { defaultImages, type DefaultImage } from '../lib/images';

/**
 * An <img> that shows the local default art when the URL is missing or fails to load
 * (a deleted upload, a picture URL from elsewhere).
 */
export function FallbackImage({
  src,
  fallback,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined; fallback: DefaultImage }) {
  const fallbackUrl = defaultImages[fallback];
  return (
    <img
      {...props}
      src={src && src.trim() !== '' ? src : fallbackUrl}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(fallbackUrl)) img.src = fallbackUrl;
      }}
    />
  );
}
