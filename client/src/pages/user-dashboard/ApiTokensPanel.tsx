import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { Form, FormError, SubmitButton, TextField, useAppForm } from '../../components/forms';
import { Modal } from '../../components/ui/Modal';
import { useConfirm } from '../../components/ui/useConfirm';
import { graphql } from '../../gql';
import { useCreateApiTokenMutation, useMyApiTokensQuery, useRevokeApiTokenMutation } from '../../gql/hooks';
import type { ApiTokenScope, MyApiTokensQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import styles from './ApiTokens.module.css';

export const myApiTokensQuery = graphql(`
  query MyApiTokens {
    myApiTokens {
      id
      name
      prefix
      scopes
      createdAt
      expiresAt
      lastUsedAt
      expired
    }
  }
`);

export const createApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
      }
    }
  }
`);

export const revokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);

/** The scopes a token can carry, as the /developers page and the server name them. */
export const SCOPE_CHOICES: Array<{ value: ApiTokenScope; label: string; hint: string }> = [
  { value: 'READ', label: 'read', hint: 'Queries, subscriptions and GET calls.' },
  { value: 'WRITE_MATCHES', label: 'write:matches', hint: 'Schedule, report and finalize matches.' },
  { value: 'WRITE_TEAMS', label: 'write:teams', hint: 'Manage your teams and their entries.' },
  { value: 'ADMIN_ORGANIZER', label: 'admin:organizer', hint: 'Manage your organizers, ladders, tournaments and webhooks.' },
];

export const EXPIRY_CHOICES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

export const apiTokenSchema = yup.object({
  name: yup.string().trim().required('Token name is required.').max(60, 'Token name must be at most 60 characters.'),
  scopes: yup.array(yup.string()).min(1, 'Choose at least one scope.'),
  expiresInDays: yup.number().oneOf(
    EXPIRY_CHOICES.map((c) => c.days),
    'Choose an expiry.',
  ),
});

const scopeLabel = (scope: ApiTokenScope) => SCOPE_CHOICES.find((c) => c.value === scope)?.label ?? scope;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

type Token = MyApiTokensQuery['myApiTokens'][number];

/** My Account's API tokens: create (the secret shown once, to copy), the list with last use, revoke (confirmed). */
export function ApiTokensPanel() {
  const { data, loading, error } = useMyApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [revoke] = useRevokeApiTokenMutation({ refetchQueries: ['MyApiTokens'], awaitRefetchQueries: true });
  const { ask, dialog } = useConfirm();
  const tokens = data?.myApiTokens ?? [];

  const askRevoke = (token: Token) =>
    ask({
      title: `Revoke ${token.name}?`,
      question: `Anything using ${token.prefix}… stops working at once. This cannot be undone.`,
      confirmLabel: 'Revoke',
      done: `${token.name} was revoked.`,
      run: async () => {
        try {
          await revoke({ variables: { id: token.id } });
        } catch (failure) {
          notify.error(errorMessage(failure));
          return false;
        }
      },
    });

  return (
    <section className={styles.panel} aria-labelledby="account-api-tokens-title">
      <div className={styles.head}>
        <h2 id="account-api-tokens-title" className={styles.title}>
          API Tokens
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          Create Token
        </button>
      </div>
      <p className={styles.muted}>
        Personal tokens let your bots and tools use the Clutch API as you, within the scopes you give them. See{' '}
        <Link to="/developers">Developers</Link>.
      </p>
      {loading && !data ? <p className={styles.muted}>Loading...</p> : null}
      {error && !data ? (
        <p className={styles.error} role="alert">
          Error: {error.message}
        </p>
      ) : null}
      {data && tokens.length === 0 ? <p className={styles.muted}>No API tokens</p> : null}
      {tokens.length > 0 ? (
        <ul className={styles.list} aria-label="API tokens">
          {tokens.map((token) => (
            <li key={token.id} className={styles.item}>
              <div className={styles.itemMain}>
                <p className={styles.name}>
                  {token.name} {token.expired ? <span className={styles.expired}>Expired</span> : null}
                </p>
                <code className={styles.prefix}>{token.prefix}…</code>
                <p className={styles.scopes}>{token.scopes.map(scopeLabel).join(', ')}</p>
                <dl className={styles.meta}>
                  <div>
                    <dt>Last used</dt>
                    <dd>{token.lastUsedAt ? day(token.lastUsedAt) : 'Never'}</dd>
                  </div>
                  <div>
                    <dt>Expires</dt>
                    <dd>{day(token.expiresAt)}</dd>
                  </div>
                  <div>
                    <dt>Created</dt>
                    <dd>{day(token.createdAt)}</dd>
                  </div>
                </dl>
              </div>
              <button
                type="button"
                className={`btn btn-ghost ${styles.revoke}`}
                onClick={() => askRevoke(token)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {creating ? <CreateApiTokenModal onClose={() => setCreating(false)} /> : null}
      {dialog}
    </section>
  );
}

/** Create a token (name, scopes, expiry); once created, the same dialog shows the secret once, with Copy. */
export function CreateApiTokenModal({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [create] = useCreateApiTokenMutation({ refetchQueries: ['MyApiTokens'] });
  const form = useAppForm({
    initialValues: { name: '', scopes: ['READ'] as ApiTokenScope[], expiresInDays: 30 },
    validationSchema: apiTokenSchema,
    fieldMap: { expires_at: 'expiresInDays' },
    onSubmit: async ({ name, scopes, expiresInDays }) => {
      const expiresAt = new Date(Date.now() + expiresInDays * 86_400_000).toISOString();
      const result = await create({ variables: { input: { name: name.trim(), scopes, expiresAt } } });
      const made = result.data?.createApiToken;
      if (made) setCreated({ token: made.token, name: made.apiToken.name });
    },
  });

  if (created) {
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(created.token);
        setCopied(true);
        notify.success('Token copied.');
      } catch {
        notify.error('Could not copy: select the token and copy it.');
      }
    };
    return (
      <Modal title="Token created" size="sm" onClose={onClose}>
        <p className={styles.muted}>
          Copy <strong>{created.name}</strong> now: it will not be shown again.
        </p>
        <div className={styles.secretRow}>
          <input
            className={styles.secret}
            value={created.token}
            readOnly
            aria-label="New API token"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {copied ? 'Copied!' : 'Copy'}
          </button>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  const scopesError = form.fieldError('scopes');
  const toggleScope = (scope: ApiTokenScope, on: boolean) =>
    form.pickValue(
      'scopes',
      on
        ? SCOPE_CHOICES.map((c) => c.value).filter((s) => s === scope || form.values.scopes.includes(s))
        : form.values.scopes.filter((s) => s !== scope),
    );

  return (
    <Modal title="Create API Token" size="sm" onClose={onClose}>
      <Form form={form} aria-label="Create API Token">
        <TextField name="name" label="Token Name" maxLength={60} placeholder="Discord bot" />
        <fieldset
          className={styles.scopeSet}
          aria-describedby={scopesError ? 'api-token-scopes-error' : undefined}
          aria-invalid={scopesError ? true : undefined}
        >
          <legend className={styles.legend}>Scopes</legend>
          {SCOPE_CHOICES.map((choice) => (
            <label key={choice.value} className={styles.scope}>
              <input
                type="checkbox"
                checked={form.values.scopes.includes(choice.value)}
                onChange={(e) => toggleScope(choice.value, e.target.checked)}
              />
              <span>
                <code>{choice.label}</code> <span className={styles.hint}>{choice.hint}</span>
              </span>
            </label>
          ))}
          {scopesError ? (
            <p id="api-token-scopes-error" className={styles.error}>
              {scopesError}
            </p>
          ) : null}
        </fieldset>
        <label className={styles.expiry}>
          <span className={styles.legend}>Expires in</span>
          <select
            className={styles.select}
            name="expiresInDays"
            value={form.values.expiresInDays}
            onChange={(e) => form.pickValue('expiresInDays', Number(e.target.value))}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </select>
          {form.fieldError('expiresInDays') ? <span className={styles.error}>{form.fieldError('expiresInDays')}</span> : null}
        </label>
        <FormError />
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton className="btn btn-primary" pendingLabel="Creating...">
            Create Token
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
