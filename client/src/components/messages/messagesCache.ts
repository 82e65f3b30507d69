import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { MessageEventsSubscription, MessagesCache_MessageFragment } from '../../gql/graphql';

/** Messages shown when a conversation opens; Load older adds as many. */
export const MESSAGE_PAGE_SIZE = 30;

export const messageFragment = graphql(`
  fragment MessagesCache_message on Message {
    id
    conversationId
    text
    state
    moderationReason
    mine
    createdAt
    author {
      id
      userName
    }
  }
`);

export const messagesBadgeQuery = graphql(`
  query MessagesBadge {
    unreadMessageCount
  }
`);

export const conversationThreadQuery = graphql(`
  query ConversationThread($id: ID!, $first: Int!, $before: String) {
    conversation(id: $id) {
      id
      kind
      muted
      unreadCount
      viewerHasBlocked
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
      messages(first: $first, before: $before) {
        hasOlder
        olderCursor
        messages {
          ...MessagesCache_message
        }
      }
    }
  }
`);

export const messageEventsSubscription = graphql(`
  subscription MessageEvents {
    messageEvents {
      kind
      unreadTotal
      readerId
      conversation {
        id
        unreadCount
        muted
        lastMessageAt
      }
      message {
        ...MessagesCache_message
      }
    }
  }
`);

type LiveEvent = MessageEventsSubscription['messageEvents'];

const byTime = (a: MessagesCache_MessageFragment, b: MessagesCache_MessageFragment) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id.localeCompare(b.id);

/** Whether a message belongs on this viewer's screen: everyone's visible ones, and one's own whatever their state. */
export const shown = (message: MessagesCache_MessageFragment) => message.mine || message.state === 'VISIBLE';

/**
 * Writes one live event into the cache: the header's unread total, and the open conversation's first page (a new or
 * released message joins it in time order; a message hidden or removed from others leaves it; the author's own stays,
 * its state and reason updated by normalization).
 */
export function applyMessageEvent(cache: ApolloCache, event: LiveEvent | undefined): void {
  if (!event) return;
  cache.writeQuery({ query: messagesBadgeQuery, data: { unreadMessageCount: event.unreadTotal } });
  const message = event.message as MessagesCache_MessageFragment | null | undefined;
  if (message) placeInThread(cache, event.conversation.id, message);
}

/** Puts a message where this viewer should see it in the conversation's cached first page (once), or takes it out. */
export function placeInThread(cache: ApolloCache, conversationId: string, message: MessagesCache_MessageFragment): void {
  cache.updateQuery({ query: conversationThreadQuery, variables: { id: conversationId, first: MESSAGE_PAGE_SIZE } }, (data) => {
    if (!data?.conversation) return data;
    const page = data.conversation.messages;
    const list = page.messages as MessagesCache_MessageFragment[];
    const present = list.some((m) => m.id === message.id);
    let next = list;
    if (shown(message) && !present) next = [...list, message].sort(byTime);
    else if (!shown(message) && present) next = list.filter((m) => m.id !== message.id);
    if (next === list) return data;
    return { ...data, conversation: { ...data.conversation, messages: { ...page, messages: next as typeof page.messages } } };
  });
}
