import type { User } from '@supabase/auth-js';

/** What the shell shows about the signed-in user. */
export interface ShellProfile {
  userName: string | null;
  displayName: string | null;
  score: number | null;
  picture: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Reads the shell profile from the session user's metadata (user_name, display_name, user_score,
 * user_profile_pic). The profile query replaces this source in a later issue.
 */
export function profileFromUser(user: User | null): ShellProfile {
  const meta: Record<string, unknown> = user?.user_metadata ?? {};
  const rawScore = meta.user_score;
  const score =
    typeof rawScore === 'number' && Number.isFinite(rawScore)
      ? rawScore
      : typeof rawScore === 'string' && rawScore.trim() !== '' && Number.isFinite(Number(rawScore))
        ? Number(rawScore)
        : null;
  return {
    userName: text(meta.user_name),
    displayName: text(meta.display_name),
    score,
    picture: text(meta.user_profile_pic),
  };
}
