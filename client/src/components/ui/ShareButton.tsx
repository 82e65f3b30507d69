import { useEffect, useRef, useState } from 'react';

export const LINK_COPIED = 'Link Copied!';
export const LINK_COPIED_MS = 2000;

/** Copies text to the clipboard (a hidden text area where the Clipboard API is missing or refused). */
export async function copyText(text: string) {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Refused (no permission, an unfocused document): the text area below still copies.
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * Share: copies the page's link (this origin plus `path`) and says 'Link Copied!' on the button for 2 s, as the
 * League Manager's Share Ladder does (doc 02).
 */
export function ShareButton({ path, label = 'Share', className = 'btn btn-ghost' }: { path: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await copyText(`${window.location.origin}${path}`);
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
      }}
    >
      <span aria-live="polite">{copied ? LINK_COPIED : label}</span>
    </button>
  );
}
