import { useApolloClient, useFragment } from '@apollo/client/react';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as yup from 'yup';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import type { ConversationThreadQuery, MessagesCache_MessageFragment } from '../../gql/graphql';
import {
  useBlockUserMutation,
  useConversationThreadQuery,
  useMarkConversationReadMutation,
  useMessagesConversationsQuery,
  useMuteConversationMutation,
  useOpenConversationMutation,
  useSendMessageMutation,
  useUnblockUserMutation,
  useBlockedUsersQuery,
} from '../../gql/hooks';
import { formatCommentTime } from '../../lib/commentTime';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { Form, FormError, TextField, useAppForm } from '../forms';
import { ChevronLeftIcon, CloseIcon } from '../Icons';
import { MESSAGE_PAGE_SIZE, messageFragment, placeInThread, shown } from './messagesCache';
import type { MessagesTarget } from './messagesDoor';
import { ReportButton } from '../moderation/ReportButton';
import { MessageText } from './MessageText';
import styles from './Messages.module.css';

/** Longest message (characters, as the server counts them: code points). */
export const MAX_MESSAGE_LENGTH = 2000;
const length = (text: string) => [...text.trim()].length;

export const conversationsQuery = graphql(`
  query MessagesConversations($viewerId: String!) {
    conversations {
      id
      kind
      unreadCount
      muted
      lastMessageAt
      otherUser {
        id
        userName
      }
      team {
        id
        name
      }
      match {
        id
        participants {
          teamId
          team {
            id
            name
          }
        }
      }
      lastMessage {
        id
        text
        mine
      }
    }
    user(param: $viewerId) {
      id
      teams {
        id
        name
      }
    }
  }
`);

export const findUserQuery = graphql(`
  query MessagesFindUser($param: String!) {
    user(param: $param) {
      id
      userName
    }
  }
`);

export const openConversationMutation = graphql(`
  mutation OpenConversation($input: ConversationTargetInput!) {
    openConversation(input: $input) {
      id
    }
  }
`);

export const sendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      ...MessagesCache_message
    }
  }
`);

export const markConversationReadMutation = graphql(`
  mutation MarkConversationRead($id: ID!) {
    markConversationRead(conversationId: $id) {
      id
      unreadCount
    }
  }
`);

export const muteConversationMutation = graphql(`
  mutation MuteConversation($id: ID!, $muted: Boolean!) {
    muteConversation(conversationId: $id, muted: $muted) {
      id
      muted
    }
  }
`);

export const blockUserMutation = graphql(`
  mutation BlockUser($userId: ID!) {
    blockUser(userId: $userId)
  }
`);

export const unblockUserMutation = graphql(`
  mutation UnblockUser($userId: ID!) {
    unblockUser(userId: $userId)
  }
`);

type Titled = {
  kind: string;
  otherUser?: { userName: string } | null;
  team?: { name: string } | null;
  match?: { participants: Array<{ team: { name: string } }> } | null;
};

/** What a conversation is called: the other user, the team, or the match's two teams. */
export function conversationTitle(c: Titled): string {
  if (c.kind === 'DIRECT') return c.otherUser?.userName ?? 'Deleted user';
  if (c.kind === 'TEAM') return c.team ? `${c.team.name} (team)` : 'Team';
  const names = c.match?.participants.map((p) => p.team.name) ?? [];
  return names.length ? `Match: ${names.join(' vs ')}` : 'Match chat';
}

/**
 * The Messages panel: the viewer's conversations with their unread counts, a conversation with its history (Load
 * older), a composer, mute and block. A side sheet at desktop size, the whole screen at phone size.
 */
export default function MessagesPanel({ initialTarget, onClose }: { initialTarget: MessagesTarget; onClose: () => void }) {
  const [conversationId, setConversationId] = useState<string | null>(
    initialTarget && 'conversationId' in initialTarget ? initialTarget.conversationId : null,
  );
  const [openConversation] = useOpenConversationMutation();
  const [opening, setOpening] = useState(!!initialTarget && !('conversationId' in initialTarget));

  useEffect(() => {
    if (!initialTarget || 'conversationId' in initialTarget) return;
    let live = true;
    openConversation({ variables: { input: initialTarget } })
      .then(({ data }) => {
        if (live && data) setConversationId(data.openConversation.id);
      })
      .catch((error: unknown) => notify.error(errorMessage(error)))
      .finally(() => live && setOpening(false));
    return () => {
      live = false;
    };
  }, [initialTarget, openConversation]);

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog className={styles.frame} aria-labelledby="messages-title">
          <header className={styles.header}>
            {conversationId && (
              <button type="button" className={styles.iconButton} aria-label="Back to conversations" onClick={() => setConversationId(null)}>
                <ChevronLeftIcon />
              </button>
            )}
            <Heading slot="title" id="messages-title" className={styles.title}>
              Messages
            </Heading>
            <button type="button" className={styles.iconButton} aria-label="Close messages" onClick={onClose}>
              <CloseIcon />
            </button>
          </header>
          {opening ? (
            <p className={styles.muted} role="status">
              Opening…
            </p>
          ) : conversationId ? (
            <Thread key={conversationId} conversationId={conversationId} />
          ) : (
            <ConversationList onOpen={setConversationId} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ConversationList({ onOpen }: { onOpen: (id: string) => void }) {
  const { user } = useAuth();
  const { data, loading, error } = useMessagesConversationsQuery({ variables: { viewerId: user?.id ?? '' }, fetchPolicy: 'cache-and-network' });
  const [openConversation] = useOpenConversationMutation();
  const open = async (input: { teamId: string } | { userId: string }) => {
    const result = await openConversation({ variables: { input } });
    if (result.data) onOpen(result.data.openConversation.id);
  };
  const conversations = data?.conversations ?? [];
  const teams = data?.user.teams ?? [];
  return (
    <div className={styles.body}>
      <NewConversation onOpen={(userId) => open({ userId })} />
      {teams.length > 0 && (
        <div className={styles.teamChats} aria-label="Team chats" role="group">
          {teams.map((team) => (
            <button key={team.id} type="button" className="btn btn-ghost btn-sm" onClick={() => void open({ teamId: team.id }).catch((e: unknown) => notify.error(errorMessage(e)))}>
              {team.name} chat
            </button>
          ))}
        </div>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : loading && !data ? (
        <p className={styles.muted}>Loading conversations…</p>
      ) : conversations.length === 0 ? (
        <p className={styles.muted}>No conversations yet. Write to a player or your team.</p>
      ) : (
        <ul className={styles.list} aria-label="Conversations">
          {conversations.map((c) => (
            <li key={c.id}>
              <button type="button" className={styles.conversation} data-unread={c.unreadCount > 0 && !c.muted} onClick={() => onOpen(c.id)}>
                <span className={styles.conversationTitle}>{conversationTitle(c)}</span>
                <span className={styles.preview}>{c.lastMessage ? `${c.lastMessage.mine ? 'You: ' : ''}${c.lastMessage.text ?? ''}` : 'No messages yet'}</span>
                {c.muted ? (
                  <span className={styles.mutedTag}>Muted</span>
                ) : c.unreadCount > 0 ? (
                  <span className={styles.unread}>
                    {c.unreadCount}
                    <span className="visually-hidden"> unread</span>
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <BlockedUsers />
    </div>
  );
}

export const blockedUsersQuery = graphql(`
  query BlockedUsers {
    blockedUsers {
      id
      userName
    }
  }
`);

/** The players the viewer blocked, each with Unblock; fetched only when shown. */
function BlockedUsers() {
  const [shownList, setShownList] = useState(false);
  const listId = useId();
  const { data, loading, error } = useBlockedUsersQuery({ skip: !shownList, fetchPolicy: 'cache-and-network' });
  const [unblock, unblocking] = useUnblockUserMutation({ refetchQueries: ['BlockedUsers', 'ConversationThread'] });
  const blocked = data?.blockedUsers ?? [];
  return (
    <div className={styles.blocked}>
      <button type="button" className="btn btn-ghost btn-sm" aria-expanded={shownList} aria-controls={listId} onClick={() => setShownList((v) => !v)}>
        Blocked users
      </button>
      {shownList && (
        <div id={listId}>
          {error ? (
            <p className="form-error" role="alert">
              {errorMessage(error)}
            </p>
          ) : loading && !data ? (
            <p className={styles.muted}>Loading…</p>
          ) : blocked.length === 0 ? (
            <p className={styles.muted}>You have not blocked anyone.</p>
          ) : (
            <ul className={styles.list} aria-label="Blocked users">
              {blocked.map((u) => (
                <li key={u.id} className={styles.blockedRow}>
                  <span>{u.userName}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={unblocking.loading}
                    aria-label={`Unblock ${u.userName}`}
                    onClick={() =>
                      void unblock({ variables: { userId: u.id } })
                        .then(() => notify.success(`${u.userName} unblocked.`))
                        .catch((e: unknown) => notify.error(errorMessage(e)))
                    }
                  >
                    Unblock
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

const newConversationSchema = yup.object({ userName: yup.string().trim().required('Enter a user name.') });

/** Starts a direct conversation by the other player's user name. */
function NewConversation({ onOpen }: { onOpen: (userId: string) => Promise<void> }) {
  const client = useApolloClient();
  const form = useAppForm({
    initialValues: { userName: '' },
    validationSchema: newConversationSchema,
    onSubmit: async ({ userName }, helpers) => {
      try {
        const { data } = await client.query({ query: findUserQuery, variables: { param: userName.trim() }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('No user has this user name.');
        await onOpen(data.user.id);
      } catch (error) {
        const message = /not found/i.test(errorMessage(error)) ? 'No user has this user name.' : errorMessage(error);
        helpers.setErrors({ userName: message });
      }
    },
  });
  return (
    <Form form={form} className={styles.newConversation} aria-label="New message">
      <TextField name="userName" label="Message a player" placeholder="User name" autoComplete="off" />
      <button type="submit" className="btn btn-primary btn-sm" disabled={form.isSubmitting}>
        Start
      </button>
    </Form>
  );
}

type ThreadConversation = NonNullable<ConversationThreadQuery['conversation']>;

function Thread({ conversationId }: { conversationId: string }) {
  const { data, loading, error, fetchMore } = useConversationThreadQuery({
    variables: { id: conversationId, first: MESSAGE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // Older pages are kept as ids and each is read from the normalized cache, so a moderator's hide or remove that a live
  // event writes into the cache reaches them as it reaches the newest page.
  const [olderIds, setOlderIds] = useState<string[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [markRead] = useMarkConversationReadMutation();
  const client = useApolloClient();
  const conversation = data?.conversation;
  const page = conversation?.messages;
  const newestPage = page?.messages ?? [];
  const messages = (newestPage as MessagesCache_MessageFragment[]).filter(shown);
  const newest = messages.at(-1)?.id;
  const cursor = olderCursor === undefined ? page?.olderCursor : olderCursor;

  // Read on open and whenever a message arrives while it is open.
  useEffect(() => {
    if (newest) void markRead({ variables: { id: conversationId } }).catch(() => undefined);
  }, [conversationId, newest, markRead]);

  if (error) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  if (!conversation) return <p className={styles.muted}>{loading ? 'Loading…' : 'Conversation not found.'}</p>;

  const loadOlder = async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const result = await fetchMore({ variables: { before: cursor }, updateQuery: (previous) => previous });
      const olderPage = result.data?.conversation?.messages;
      if (olderPage) {
        // fetchMore with updateQuery does not write the older page to the cache; write each message so it is live.
        for (const m of olderPage.messages) client.cache.writeFragment({ fragment: messageFragment, data: m });
        const onNewestPage = new Set(newestPage.map((m) => m.id));
        const ids = olderPage.messages.map((m) => m.id).filter((id) => !onNewestPage.has(id));
        setOlderIds((list) => [...ids, ...list.filter((id) => !ids.includes(id))]);
        setOlderCursor(olderPage.olderCursor ?? null);
      }
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className={styles.thread}>
      <ThreadHeader conversation={conversation} />
      <div className={styles.messages}>
        {cursor && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </button>
        )}
        {messages.length === 0 && olderIds.length === 0 ? (
          <p className={styles.muted}>No messages yet. Say hello.</p>
        ) : (
          <ol className={styles.messageList} aria-label="Messages in this conversation" aria-live="polite">
            {olderIds.map((id) => (
              <OlderMessageItem key={id} id={id} />
            ))}
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ol>
        )}
      </div>
      {conversation.viewerHasBlocked ? (
        <p className={styles.muted}>You blocked this user. Unblock them to write again.</p>
      ) : (
        <Composer conversationId={conversationId} />
      )}
    </div>
  );
}

/** One message of an older page, read live from the cache; gone from this viewer's screen once not shown to them. */
function OlderMessageItem({ id }: { id: string }) {
  const { data, complete } = useFragment({ fragment: messageFragment, from: { __typename: 'Message', id } });
  if (!complete || !shown(data)) return null;
  return <MessageItem message={data} />;
}

function MessageItem({ message: m }: { message: MessagesCache_MessageFragment }) {
  const note =
    m.state === 'HELD'
      ? `held for review: ${m.moderationReason ?? ''}`
      : m.state === 'HIDDEN'
        ? `hidden: ${m.moderationReason ?? ''}`
        : m.state === 'REMOVED'
          ? `removed: ${m.moderationReason ?? ''}`
          : null;
  return (
    <li className={styles.message} data-mine={m.mine} data-state={m.state}>
      <span className={styles.meta}>
        <strong>{m.mine ? 'You' : (m.author?.userName ?? 'Deleted user')}</strong> <time dateTime={m.createdAt}>{formatCommentTime(m.createdAt)}</time>
      </span>
      {m.text !== null && m.text !== undefined && (
        <p className={styles.text}>
          <MessageText text={m.text} />
        </p>
      )}
      {note && <span className={styles.note}>{note}</span>}
      {!m.mine && m.text != null && m.state !== 'REMOVED' && (
        <ReportButton targetType="MESSAGE" targetId={m.id} what={`message by ${m.author?.userName ?? 'Deleted user'}`} />
      )}
    </li>
  );
}

function ThreadHeader({ conversation }: { conversation: ThreadConversation }) {
  const [mute, muting] = useMuteConversationMutation();
  const [block, blocking] = useBlockUserMutation({ refetchQueries: ['ConversationThread'] });
  const [unblock, unblocking] = useUnblockUserMutation({ refetchQueries: ['ConversationThread'] });
  const other = conversation.otherUser;
  return (
    <div className={styles.threadHeader}>
      <h3 className={styles.threadTitle}>{conversationTitle(conversation)}</h3>
      <div className={styles.threadActions}>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-pressed={conversation.muted}
          disabled={muting.loading}
          onClick={() =>
            void mute({ variables: { id: conversation.id, muted: !conversation.muted } })
              .then(() => notify.success(conversation.muted ? 'Conversation unmuted.' : 'Conversation muted.'))
              .catch((e: unknown) => notify.error(errorMessage(e)))
          }
        >
          {conversation.muted ? 'Unmute' : 'Mute'}
        </button>
        {conversation.kind === 'DIRECT' && other && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={blocking.loading || unblocking.loading}
            onClick={() => {
              const action = conversation.viewerHasBlocked ? unblock : block;
              void action({ variables: { userId: other.id } })
                .then(() => notify.success(conversation.viewerHasBlocked ? `${other.userName} unblocked.` : `${other.userName} blocked.`))
                .catch((e: unknown) => notify.error(errorMessage(e)));
            }}
          >
            {conversation.viewerHasBlocked ? 'Unblock' : 'Block'}
          </button>
        )}
      </div>
    </div>
  );
}

const composerSchema = yup.object({
  text: yup
    .string()
    .test('not-empty', 'Messages cannot be empty.', (value) => length(value ?? '') > 0)
    .test('max', `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`, (value) => length(value ?? '') <= MAX_MESSAGE_LENGTH),
});

/** The message box: Enter sends, Shift+Enter starts a new line; a counter shows the 2000-character room. */
function Composer({ conversationId }: { conversationId: string }) {
  const [send] = useSendMessageMutation();
  const form = useAppForm({
    initialValues: { text: '' },
    validationSchema: composerSchema,
    onSubmit: async ({ text }, helpers) => {
      const { data } = await send({
        variables: { input: { conversationId, text } },
        update: (cache, result) => {
          if (result.data) placeInThread(cache, conversationId, result.data.sendMessage);
        },
      });
      if (data) helpers.resetForm({ values: { text: '' } });
    },
  });
  return (
    <Form form={form} className={styles.composer} aria-label="Send a message">
      <ComposerField />
      <div className={styles.composerActions}>
        <FormError />
        <button type="submit" className="btn btn-primary btn-sm" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          {form.isSubmitting ? 'Sending…' : 'Send'}
        </button>
      </div>
    </Form>
  );
}

function ComposerField() {
  const [input, meta] = useField<string>('text');
  const { submitForm, submitCount } = useFormikContext();
  const id = useId();
  const count = length(input.value ?? '');
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submitForm();
    }
  };
  return (
    <div className={styles.composerField}>
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <textarea
        {...input}
        id={id}
        className={styles.textarea}
        rows={2}
        placeholder="Write a message"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-count`} className={styles.counter} data-over={count > MAX_MESSAGE_LENGTH}>
        {count}/{MAX_MESSAGE_LENGTH}
      </span>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
