import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useFollowMutation, useUnfollowMutation } from '../../gql/hooks';
import { FollowingListDocument, type FollowEntityType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';

/** What a follow or an unfollow answers: the new state and count the button shows. */
export const followStatusFragment = graphql(`
  fragment UseFollowToggle_status on FollowStatus {
    entityType
    followedId
    isFollowing
    followerCount
  }
`);

export const followMutation = graphql(`
  mutation Follow($entityType: FollowEntityType!, $followedId: ID!) {
    follow(entityType: $entityType, followedId: $followedId) {
      ...UseFollowToggle_status
    }
  }
`);

export const unfollowMutation = graphql(`
  mutation Unfollow($entityType: FollowEntityType!, $followedId: ID!) {
    unfollow(entityType: $entityType, followedId: $followedId) {
      ...UseFollowToggle_status
    }
  }
`);

/** The page a follow button is on: its entity, and what the server last said about following it. */
export interface FollowTarget {
  entityType: FollowEntityType;
  id: string;
  /** Display name, for the error message. */
  name: string;
  /** The server's viewerIsFollowing (the spec's per-view defaults are replaced by it). */
  isFollowing: boolean;
  followerCount?: number | null;
}

const TYPENAME: Record<FollowEntityType, string> = { USER: 'User', TEAM: 'Team', ORGANIZER: 'Organizer', LEAGUE: 'League', TOURNAMENT: 'Tournament' };

interface Status {
  isFollowing: boolean;
  followerCount: number;
}

/** Writes a follow status onto the followed entity in the cache (every view of it updates). */
export function writeFollowStatus(cache: ApolloCache, target: Pick<FollowTarget, 'entityType' | 'id'>, status: Status): void {
  const id = cache.identify({ __typename: TYPENAME[target.entityType], id: target.id });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      viewerIsFollowing: () => status.isFollowing,
      followerCount: () => status.followerCount,
    },
  });
}

/**
 * Follow / unfollow with an optimistic answer: the entity's viewerIsFollowing flips in the cache at
 * once, settles on the server's answer, and Apollo rolls the optimistic layer back on failure, when
 * a readable message is set. The menu's following list is refetched after every change.
 */
export function useFollowToggle(target: FollowTarget) {
  const [follow] = useFollowMutation();
  const [unfollow] = useUnfollowMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (pending) return;
    if (!target.id) {
      // Nothing to follow: refused without a call (doc 01 section 5).
      console.error('follow: the followed id is missing');
      return;
    }
    const next = !target.isFollowing;
    const variables = { entityType: target.entityType, followedId: target.id };
    const optimistic = {
      __typename: 'FollowStatus' as const,
      entityType: target.entityType,
      followedId: target.id,
      isFollowing: next,
      followerCount: Math.max(0, (target.followerCount ?? 0) + (next ? 1 : -1)),
    };
    const common = {
      variables,
      refetchQueries: [FollowingListDocument],
    };
    setPending(true);
    setError(null);
    try {
      if (next) {
        await follow({
          ...common,
          optimisticResponse: { follow: optimistic },
          update: (cache, { data }) => data && writeFollowStatus(cache, target, data.follow),
        });
      } else {
        await unfollow({
          ...common,
          optimisticResponse: { unfollow: optimistic },
          update: (cache, { data }) => data && writeFollowStatus(cache, target, data.unfollow),
        });
      }
    } catch (e) {
      setError(`Could not ${next ? 'follow' : 'unfollow'} ${target.name}: ${errorMessage(e)}`);
    } finally {
      setPending(false);
    }
  };

  return { toggle, pending, error, clearError: () => setError(null) };
}
