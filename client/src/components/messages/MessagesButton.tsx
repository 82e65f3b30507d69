import { skipToken } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useRefetchOnReconnect } from '../../apollo/useLiveRefetch';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { useMessageEventsSubscription, useMessagesBadgeQuery } from '../../gql/hooks';
import { MessageIcon } from '../Icons';
import { HeaderPanelButton } from '../ui/HeaderPanelButton';
import { useOpenMessagesListener, type MessagesTarget } from './messagesDoor';
import { applyMessageEvent } from './messagesCache';

// The panel (React Aria dialog, conversation list and thread, composer) loads on first open, outside the first route.
const MessagesPanel = lazy(() => import('./MessagesPanel'));

/** Queries the panel shows that a live event may change (refetched only while on screen). */
const LIVE_LISTS = ['MessagesConversations'];

/**
 * The header's Messages button: the unread total as a badge, kept live by `messageEvents` (no polling) whether or not
 * the panel is open; muted conversations do not count. Opening it, or a Match chat button elsewhere (openMessages),
 * shows the panel.
 */
export function MessagesButton({ className }: { className?: string }) {
  const { session, user } = useAuth();
  const signedIn = hasValidSession(session) && !!user;
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<MessagesTarget>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data, refetch } = useMessagesBadgeQuery(signedIn ? {} : skipToken);
  useMessageEventsSubscription(
    signedIn
      ? {
          onData: ({ client, data: result }) => {
            applyMessageEvent(client.cache, result.data?.messageEvents);
            void client.refetchQueries({ include: LIVE_LISTS }).catch(() => undefined);
          },
        }
      : skipToken,
  );
  useRefetchOnReconnect(refetch, signedIn);
  useOpenMessagesListener(
    useCallback((next: MessagesTarget) => {
      setTarget(next);
      setOpen(true);
    }, []),
  );

  return (
    <>
      <HeaderPanelButton
        label="Messages"
        unread={data?.unreadMessageCount ?? 0}
        icon={<MessageIcon />}
        badgeTestId="messages-badge"
        open={open}
        className={className}
        buttonRef={buttonRef}
        onPress={() => {
          setTarget(null);
          setOpen((o) => !o);
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <MessagesPanel initialTarget={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
