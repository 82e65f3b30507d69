import { isAuthError, isAuthRetryableFetchError, type GoTrueClient, type Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import * as yup from 'yup';

/** What the two-factor screens say (My Account's Two-factor sign-in, the login's code step). */
export const TwoFactorMessages = {
  wrongCode: 'That code did not work: it is wrong or was already used. Enter the newest code from your authenticator app.',
  codeExpired: 'That took too long. Enter the newest code from your authenticator app.',
  needsCode: 'Enter a code from your authenticator app first.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is 6 digits.',
  network: 'Could not reach the server. Check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  enabled: 'Two-factor sign-in is on.',
  removed: 'The authenticator app was removed.',
} as const;

export const codeSchema = yup.object({
  code: yup
    .string()
    .transform((value: string) => value.replace(/\s+/g, ''))
    .required(TwoFactorMessages.codeRequired)
    .matches(/^\d{6}$/, TwoFactorMessages.codeFormat),
});

/** A refusal of the /factors API in words the user can act on. */
export function twoFactorFailure(error: unknown): string {
  if (isAuthRetryableFetchError(error)) return TwoFactorMessages.network;
  if (!isAuthError(error)) return TwoFactorMessages.unexpected;
  switch (error.code) {
    case 'mfa_verification_failed':
      return TwoFactorMessages.wrongCode;
    case 'mfa_challenge_expired':
      return TwoFactorMessages.codeExpired;
    case 'insufficient_aal':
      return TwoFactorMessages.needsCode;
    default:
      return error.message || TwoFactorMessages.unexpected;
  }
}

export type TwoFactorClient = Pick<GoTrueClient, 'mfa'>;

/**
 * Whether the held session still owes its second factor: the account has a verified factor (nextLevel aal2) and the
 * session has not proved it (currentLevel aal1). 'checking' until auth-js answers; 'none' without a session.
 */
export function useSecondFactorDue(client: TwoFactorClient, session: Session | null): 'none' | 'checking' | 'due' | 'done' {
  const token = session?.access_token ?? null;
  const [answer, setAnswer] = useState<{ token: string; due: boolean } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void client.mfa.getAuthenticatorAssuranceLevel().then(({ data }) => {
      if (live) setAnswer({ token, due: data?.currentLevel === 'aal1' && data.nextLevel === 'aal2' });
    });
    return () => {
      live = false;
    };
  }, [client, token]);
  if (!token) return 'none';
  if (answer?.token !== token) return 'checking';
  return answer.due ? 'due' : 'done';
}

/** Challenges the factor and verifies the code; null on success (the session is then aal2), else what to show. */
export async function verifyCode(client: TwoFactorClient, factorId: string, code: string): Promise<string | null> {
  const { error } = await client.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  return error ? twoFactorFailure(error) : null;
}
