import { useEffect } from 'react';

/** What to open the Messages panel on: a user's, a team's or a match's conversation, or the list. */
export type MessagesTarget = { userId: string } | { teamId: string } | { matchId: string } | { conversationId: string } | null;

const OPEN_EVENT = 'clutch:open-messages';

/**
 * Opens the header's Messages panel from anywhere (the match page's Match chat button) without importing the panel:
 * a window event the header's button listens to.
 */
export function openMessages(target: MessagesTarget = null): void {
  window.dispatchEvent(new CustomEvent<MessagesTarget>(OPEN_EVENT, { detail: target }));
}

/** The header's button listens here. */
export function useOpenMessagesListener(listener: (target: MessagesTarget) => void): void {
  useEffect(() => {
    const handle = (event: Event) => listener((event as CustomEvent<MessagesTarget>).detail ?? null);
    window.addEventListener(OPEN_EVENT, handle);
    return () => window.removeEventListener(OPEN_EVENT, handle);
  }, [listener]);
}
