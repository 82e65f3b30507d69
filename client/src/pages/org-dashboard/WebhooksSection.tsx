import { useId, useState } from 'react';
import * as yup from 'yup';
import styles from '../../components/dashboard/Dashboard.module.css';
import { DashboardList } from '../../components/dashboard/DashboardList';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { Modal } from '../../components/ui/Modal';
import { copyText } from '../../components/ui/ShareButton';
import { useConfirm } from '../../components/ui/useConfirm';
import { graphql } from '../../gql';
import type { WebhookEventType } from '../../gql/graphql';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useOrgWebhooksQuery,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useWebhookDeliveriesQuery,
} from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';

export const orgWebhooksQuery = graphql(`
  query OrgWebhooks($param: String!) {
    webhookEventTypes
    organizer(param: $param) {
      id
      webhooks {
        ...WebhooksSection_webhook
      }
    }
  }
`);

export const webhookFragment = graphql(`
  fragment WebhooksSection_webhook on Webhook {
    id
    url
    description
    events
    enabled
    disabledAt
    previousSecretExpiresAt
    createdAt
  }
`);

export const webhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: ID!) {
    webhookDeliveries(webhookId: $webhookId) {
      id
      eventType
      status
      attempts
      responseStatus
      latencyMs
      error
      lastAttemptAt
      nextAttemptAt
      createdAt
    }
  }
`);

export const createWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        ...WebhooksSection_webhook
      }
    }
  }
`);

export const rotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($webhookId: ID!) {
    rotateWebhookSecret(webhookId: $webhookId) {
      secret
      webhook {
        ...WebhooksSection_webhook
      }
    }
  }
`);

export const deleteWebhookMutation = graphql(`
  mutation DeleteWebhook($webhookId: ID!) {
    deleteWebhook(webhookId: $webhookId) {
      id
    }
  }
`);

export const redeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      status
      attempts
      nextAttemptAt
    }
  }
`);

/** The catalogue's dotted names, as the docs and the payloads spell them (MATCH_SCORE_UPDATED -> match.score_updated). */
export const eventLabel = (type: WebhookEventType) => (type === 'ALL' ? 'All events (*)' : type.toLowerCase().replace('_', '.'));

export const WEBHOOK_CREATED = 'Webhook endpoint added.';
export const WEBHOOK_DELETED = 'Webhook endpoint deleted.';
export const WEBHOOK_REDELIVERED = 'Delivery queued again.';

interface AddWebhookValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const addWebhookSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required('Enter the URL deliveries go to.')
    .max(2000, 'At most 2000 characters.')
    .matches(/^https?:\/\/\S+$/i, 'Enter an http or https URL.'),
  description: yup.string().max(200, 'A description can be at most 200 characters.'),
  events: yup.array().of(yup.string()).min(1, 'Choose at least one event.'),
});

/** Add Endpoint: URL, description and the events it receives (a picker over the catalogue, or all of them). */
function AddWebhookModal({
  organizerId,
  eventTypes,
  onClose,
  onCreated,
}: {
  organizerId: string;
  eventTypes: WebhookEventType[];
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const [create] = useCreateWebhookMutation({ refetchQueries: ['OrgWebhooks'] });
  const legendId = useId();
  const form = useForm<AddWebhookValues>({
    initialValues: { url: '', description: '', events: ['ALL'] },
    validationSchema: addWebhookSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await create({ variables: { input: { organizerId, url: values.url.trim(), description: values.description, events: values.events } } });
        notify.success(WEBHOOK_CREATED);
        onCreated(result.data!.createWebhook.secret);
      } catch (e) {
        if (helpers.applyGraphQLErrors(e)) return;
        helpers.setFormError(errorMessage(e, 'Failed to add the endpoint'));
      }
    },
  });
  const { values, setFieldValue } = form;
  const toggle = (type: WebhookEventType, on: boolean) => {
    if (type === 'ALL') void setFieldValue('events', on ? ['ALL'] : []);
    else void setFieldValue('events', on ? [...values.events.filter((t) => t !== 'ALL'), type] : values.events.filter((t) => t !== type));
  };
  const eventsError = form.fieldError('events');
  return (
    <Modal title="Add Webhook Endpoint" onClose={onClose}>
      <Form form={form} aria-label="Add Webhook Endpoint" className={styles.inviteForm}>
        <TextField name="url" label="Endpoint URL" type="url" inputMode="url" autoComplete="off" placeholder="https://example.com/webhooks/clutch" />
        <TextField name="description" label="Description" autoComplete="off" maxLength={200} />
        <fieldset className={styles.checks} aria-labelledby={legendId} aria-invalid={eventsError ? true : undefined}>
          <span id={legendId} className={styles.label}>
            Events
          </span>
          {(['ALL', ...eventTypes] as WebhookEventType[]).map((type) => (
            <label key={type} className={styles.check}>
              <input type="checkbox" checked={values.events.includes(type)} disabled={type !== 'ALL' && values.events.includes('ALL')} onChange={(e) => toggle(type, e.target.checked)} />
              {eventLabel(type)}
            </label>
          ))}
          {eventsError && (
            <span className={styles.fieldError} role="alert">
              {eventsError}
            </span>
          )}
        </fieldset>
        <FormError />
        <SubmitButton pendingLabel="Adding...">Add Endpoint</SubmitButton>
      </Form>
    </Modal>
  );
}

/** The secret, shown once (after Add and after Rotate), with Copy. */
function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const inputId = useId();
  return (
    <Modal title="Signing Secret" onClose={onClose} size="sm">
      <p>Store this secret now: it is shown only once. Verify each delivery&apos;s webhook-signature with it (Standard Webhooks).</p>
      <label htmlFor={inputId} className={styles.label}>
        Secret
      </label>
      <input id={inputId} className={styles.input} readOnly value={secret} onFocus={(e) => e.target.select()} />
      <p>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={async () => {
            await copyText(secret);
            notify.success('Secret copied.');
          }}
        >
          Copy
        </button>{' '}
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Done
        </button>
      </p>
    </Modal>
  );
}

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

/** An endpoint's delivery log (latest 50), each with Redeliver. */
function DeliveriesModal({ webhook, onClose }: { webhook: { id: string; url: string }; onClose: () => void }) {
  const { data, loading, error, refetch } = useWebhookDeliveriesQuery({ variables: { webhookId: webhook.id }, fetchPolicy: 'network-only' });
  const [redeliver] = useRedeliverWebhookMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const deliveries = data?.webhookDeliveries ?? [];
  return (
    <Modal title="Deliveries" onClose={onClose} size="lg">
      <p className={styles.meta} title={webhook.url}>
        {webhook.url}
      </p>
      {loading && !data ? (
        <p className={styles.state}>Loading...</p>
      ) : error ? (
        <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error: ${errorMessage(error)}`}</p>
      ) : (
        <DashboardList titleId={`deliveries-${webhook.id}`} title="DELIVERIES" isEmpty={deliveries.length === 0} emptyText="No deliveries yet">
          {deliveries.map((d) => (
            <li key={d.id} className={styles.row}>
              <span className={styles.nameBlock}>
                <span className={styles.name}>{eventLabel(d.eventType)}</span>
                <span className={styles.meta}>
                  {`${d.status.toLowerCase()} · ${d.responseStatus ?? 'no answer'}${d.latencyMs != null ? ` · ${d.latencyMs} ms` : ''} · ${d.attempts} attempt${d.attempts === 1 ? '' : 's'} · ${when(d.lastAttemptAt ?? d.createdAt)}`}
                  {d.error ? ` · ${d.error}` : ''}
                </span>
              </span>
              <span className={styles.buttons}>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  disabled={busy !== null || d.status === 'SENDING'}
                  aria-label={`Redeliver ${eventLabel(d.eventType)} of ${when(d.createdAt)}`}
                  onClick={async () => {
                    setBusy(d.id);
                    try {
                      await redeliver({ variables: { deliveryId: d.id } });
                      notify.success(WEBHOOK_REDELIVERED);
                      await refetch();
                    } catch (e) {
                      notify.error(errorMessage(e, 'Redelivery failed'));
                    } finally {
                      setBusy(null);
                    }
                  }}
                >
                  Redeliver
                </button>
              </span>
            </li>
          ))}
        </DashboardList>
      )}
    </Modal>
  );
}

/**
 * LEAGUE MANAGER > Webhooks (issue 28): the organization's endpoints for its owner and super admins. Add one (URL,
 * description, events), see its secret once and copy it, rotate it (the old one still signs for 24 h), delete it
 * (confirmed), and read its deliveries with Redeliver.
 */
export function WebhooksSection({ organizerId, adding, onAddClose }: { organizerId: string; adding: boolean; onAddClose: () => void }) {
  const { data, loading, error } = useOrgWebhooksQuery({ variables: { param: organizerId } });
  const [rotate] = useRotateWebhookSecretMutation();
  const [remove] = useDeleteWebhookMutation({ refetchQueries: ['OrgWebhooks'] });
  const { ask, dialog } = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<{ id: string; url: string } | null>(null);
  const webhooks = data?.organizer.webhooks ?? [];

  let body;
  if (loading && !data) body = <p className={styles.state}>Loading...</p>;
  else if (error && !data) body = <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error: ${errorMessage(error)}`}</p>;
  else
    body = (
      <DashboardList titleId="webhooks-title" title="WEBHOOK ENDPOINTS" isEmpty={webhooks.length === 0} emptyText="No endpoints">
        {webhooks.map((w) => (
          <li key={w.id} className={styles.row}>
            <span className={styles.nameBlock}>
              <span className={styles.name} title={w.url}>
                {w.url}
              </span>
              <span className={styles.meta}>
                {`${w.enabled ? 'Enabled' : `Disabled ${when(w.disabledAt)}`} · ${w.events.map(eventLabel).join(', ')}`}
                {w.description ? ` · ${w.description}` : ''}
              </span>
            </span>
            <span className={styles.buttons}>
              <button type="button" className="btn btn-sm btn-ghost" aria-label={`Deliveries of ${w.url}`} onClick={() => setViewing({ id: w.id, url: w.url })}>
                Deliveries
              </button>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                aria-label={`Rotate secret of ${w.url}`}
                onClick={() =>
                  ask({
                    title: 'Rotate secret?',
                    question: `A new secret for ${w.url}. The old one keeps signing beside it for 24 hours, so your receiver can switch over.`,
                    confirmLabel: 'Rotate',
                    run: async () => {
                      try {
                        const result = await rotate({ variables: { webhookId: w.id } });
                        setSecret(result.data!.rotateWebhookSecret.secret);
                      } catch (e) {
                        notify.error(errorMessage(e, 'Rotation failed'));
                        return false;
                      }
                    },
                  })
                }
              >
                Rotate Secret
              </button>
              <button
                type="button"
                className={`btn btn-sm btn-danger ${styles.danger}`}
                aria-label={`Delete ${w.url}`}
                onClick={() =>
                  ask({
                    title: 'Delete endpoint?',
                    question: `Delete ${w.url} and its delivery log? Nothing more is sent to it.`,
                    confirmLabel: 'Delete',
                    done: WEBHOOK_DELETED,
                    run: async () => {
                      try {
                        await remove({ variables: { webhookId: w.id } });
                      } catch (e) {
                        notify.error(errorMessage(e, 'Delete failed'));
                        return false;
                      }
                    },
                  })
                }
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </DashboardList>
    );

  return (
    <>
      {body}
      {adding && (
        <AddWebhookModal
          organizerId={organizerId}
          eventTypes={data?.webhookEventTypes ?? []}
          onClose={onAddClose}
          onCreated={(created) => {
            onAddClose();
            setSecret(created);
          }}
        />
      )}
      {secret && <SecretModal secret={secret} onClose={() => setSecret(null)} />}
      {viewing && <DeliveriesModal webhook={viewing} onClose={() => setViewing(null)} />}
      {dialog}
    </>
  );
}
