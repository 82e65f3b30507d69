import * as yup from 'yup';
import { graphql } from '../../gql';
import type { ReportingMode } from '../../gql/graphql';
import { useUpdateLeagueReportingModeMutation, useUpdateTournamentReportingModeMutation } from '../../gql/hooks';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, TextField, useAppForm } from '../forms';
import { Modal } from '../ui/Modal';
import styles from './MatchReports.module.css';

export const updateLeagueReportingModeMutation = graphql(`
  mutation UpdateLeagueReportingMode($leagueId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {
    updateLeagueReportingMode(leagueId: $leagueId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {
      id
      reportingMode
      confirmWindowHours
    }
  }
`);

export const updateTournamentReportingModeMutation = graphql(`
  mutation UpdateTournamentReportingMode($tournamentId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {
    updateTournamentReportingMode(tournamentId: $tournamentId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {
      id
      reportingMode
      confirmWindowHours
    }
  }
`);

/** The ladder fields this modal reads (League.reportingMode and confirmWindowHours). */
export const reportingSettingsLadderFragment = graphql(`
  fragment ReportingSettingsModal_ladder on League {
    id
    name
    reportingMode
    confirmWindowHours
  }
`);

export const WINDOW_INVALID = 'The confirm window is a whole number of hours from 1 to 168.';

export const reportingSchema = yup.object({
  reportingMode: yup.mixed<ReportingMode>().oneOf(['STAFF', 'TEAMS']).required(),
  confirmWindowHours: yup.number().typeError(WINDOW_INVALID).integer(WINDOW_INVALID).min(1, WINDOW_INVALID).max(168, WINDOW_INVALID).required(WINDOW_INVALID),
});

/** The tournament fields this modal reads (Tournament.reportingMode and confirmWindowHours). */
export const reportingSettingsTournamentFragment = graphql(`
  fragment ReportingSettingsModal_tournament on Tournament {
    id
    name
    reportingMode
    confirmWindowHours
  }
`);

/**
 * League Manager's Reporting setting of a ladder or a tournament: Staff only (the default) or Team reports, and the
 * confirm window in hours.
 */
export function ReportingSettingsModal({
  ladder,
  kind = 'ladder',
  onClose,
}: {
  ladder: { id: string; name: string; reportingMode: ReportingMode; confirmWindowHours: number };
  kind?: 'ladder' | 'tournament';
  onClose: () => void;
}) {
  const [updateLadder] = useUpdateLeagueReportingModeMutation();
  const [updateTournament] = useUpdateTournamentReportingModeMutation();
  const form = useAppForm({
    initialValues: { reportingMode: ladder.reportingMode, confirmWindowHours: String(ladder.confirmWindowHours) as string | number },
    validationSchema: reportingSchema,
    onSubmit: async ({ reportingMode, confirmWindowHours }) => {
      const hours = Number(confirmWindowHours);
      if (kind === 'tournament') await updateTournament({ variables: { tournamentId: ladder.id, reportingMode, confirmWindowHours: hours } });
      else await updateLadder({ variables: { leagueId: ladder.id, reportingMode, confirmWindowHours: hours } });
      notify.success(`Reporting of ${ladder.name} saved.`);
      onClose();
    },
  });
  return (
    <Modal title={`Reporting of ${ladder.name}`} onClose={onClose}>
      <Form form={form} aria-label="Reporting">
        <fieldset className={styles.choices}>
          <legend>Who reports results</legend>
          <label>
            <input type="radio" name="reportingMode" value="STAFF" checked={form.values.reportingMode === 'STAFF'} onChange={form.handleChange} /> Staff only
          </label>
          <label>
            <input type="radio" name="reportingMode" value="TEAMS" checked={form.values.reportingMode === 'TEAMS'} onChange={form.handleChange} /> Team reports
          </label>
        </fieldset>
        <TextField name="confirmWindowHours" label="Confirm window (hours)" type="number" min={1} max={168} hint="An unanswered team report is confirmed after this many hours." />
        <FormError />
        <SubmitButton pendingLabel="Saving...">Save Reporting</SubmitButton>
      </Form>
    </Modal>
  );
}
