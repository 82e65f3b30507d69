import { useId } from 'react';
import { Button, ComboBox, Input, Label } from 'react-aria-components';
import * as yup from 'yup';
import { graphql } from '../../gql';
import { useCreateTeamOptionsQuery } from '../../gql/hooks';
import { Form, FormError, SubmitButton, useForm, type FormApi } from '../forms';
import { errorMessage } from '../../lib/errors';
import { isValidTeamName, normalizeTeamName, TEAM_NAME_MESSAGE } from '../../lib/names';
import { notify } from '../../lib/toast';
import { Modal } from '../ui/Modal';
import { PickOptionsPopover, type PickOption } from '../ui/PickComboBox';
import styles from '../dashboard/Dashboard.module.css';
import { useCreateTeam } from './teamMutations';
import { TeamNameInput } from './TeamNameInput';

export const createTeamOptionsQuery = graphql(`
  query CreateTeamOptions {
    games {
      id
      title
    }
    regions {
      id
      title
    }
  }
`);

export const REGION_MESSAGE = 'Please select a valid region.';
export const GAME_MESSAGE = 'Please select a valid game.';

type Option = PickOption;

export interface CreateTeamValues {
  name: string;
  region: string;
  game: string;
}

/** The create-team rules (doc 02 section 5): the region and game must match a listed title exactly. */
export function createTeamSchema(regions: readonly Option[], games: readonly Option[]) {
  return yup.object({
    name: yup.string().default('').test('team-name', TEAM_NAME_MESSAGE, (value) => isValidTeamName(value ?? '')),
    region: yup
      .string()
      .default('')
      .test('region', REGION_MESSAGE, (value) => regions.some((r) => r.title === value)),
    game: yup
      .string()
      .default('')
      .test('game', GAME_MESSAGE, (value) => games.some((g) => g.title === value)),
  });
}

/**
 * A type-to-filter dropdown (React Aria ComboBox) bound to a formik field holding the typed title; disabled while its
 * options load (as PickComboBox: text typed before them opened no list).
 */
function PickField({ form, name, label, options, loading }: { form: FormApi<CreateTeamValues>; name: 'region' | 'game'; label: string; options: readonly Option[]; loading: boolean }) {
  const errorId = useId();
  const error = form.fieldError(name);
  return (
    <ComboBox
      className={styles.field}
      allowsCustomValue
      menuTrigger="focus"
      inputValue={form.values[name]}
      onInputChange={(text) => void form.setFieldValue(name, text)}
      onSelectionChange={(key) => {
        const picked = options.find((o) => o.id === key);
        if (picked) void form.setFieldValue(name, picked.title);
      }}
      onBlur={() => void form.setFieldTouched(name, true)}
      defaultItems={options}
      aria-describedby={error ? errorId : undefined}
      isInvalid={!!error}
      isDisabled={loading}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.comboWrap}>
        <Input className={styles.input} placeholder={loading ? 'Loading...' : `Select ${label}`} />
        <Button className={styles.comboButton} aria-label={`Show ${label.toLowerCase()}s`}>
          ▾
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      <PickOptionsPopover />
    </ComboBox>
  );
}

/**
 * Create a New Team (doc 02 section 2): Team Name, Region and Game (type-to-filter dropdowns that
 * must match a listed title), Create Team and Close. A taken name shows the server's CONFLICT
 * message; on success the team joins the dashboard and the modal closes.
 */
export function CreateTeamModal({ onClose, onCreated }: { onClose: () => void; onCreated?: (teamName: string) => void }) {
  const { data, loading, error } = useCreateTeamOptionsQuery();
  const regions = data?.regions ?? [];
  const games = data?.games ?? [];
  const [createTeam] = useCreateTeam();

  const form = useForm<CreateTeamValues>({
    initialValues: { name: '', region: '', game: '' },
    validationSchema: createTeamSchema(regions, games),
    onSubmit: async (values, helpers) => {
      const region = regions.find((r) => r.title === values.region)!;
      const game = games.find((g) => g.title === values.game)!;
      try {
        const result = await createTeam({ variables: { input: { name: normalizeTeamName(values.name), regionId: region.id, gameId: game.id } } });
        const name = result.data?.createTeam.name ?? normalizeTeamName(values.name);
        notify.success(`Team ${name} created!`);
        onCreated?.(name);
        onClose();
      } catch (e) {
        if (helpers.applyGraphQLErrors(e)) return;
        // CONFLICT (a taken name) and other refusals: the server's message, under the name when it is about the name.
        const message = errorMessage(e, 'Error occurred. Try again.');
        const conflict = (e as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors?.some((x) => x.extensions?.code === 'CONFLICT');
        helpers.setFormError(message, conflict ? 'name' : undefined);
      }
    },
  });

  return (
    <Modal
      title="Create a New Team"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
      }
    >
      {error ? (
        <p className={styles.state} role="alert">
          {`Error loading games/platforms/regions/ladders: ${errorMessage(error)}`}
        </p>
      ) : (
        <Form form={form} aria-label="Create a New Team">
          <TeamNameField form={form} />
          <PickField form={form} name="region" label="Region" options={regions} loading={loading && !data} />
          <PickField form={form} name="game" label="Game" options={games} loading={loading && !data} />
          <FormError />
          <SubmitButton pendingLabel="Creating..." disabled={loading}>
            Create Team
          </SubmitButton>
        </Form>
      )}
    </Modal>
  );
}

function TeamNameField({ form }: { form: FormApi<CreateTeamValues> }) {
  const id = useId();
  const error = form.fieldError('name');
  return (
    <div className={styles.field}>
      <TeamNameInput
        id={id}
        labelClassName={styles.label}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
