import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../../src/components/ui/Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      {open && (
        <Modal
          title="Edit Things"
          onClose={() => setOpen(false)}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          }
        >
          <label>
            Name <input />
          </label>
        </Modal>
      )}
    </>
  );
}

function openModal() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Edit Things' }) };
}

describe('Modal', () => {
  it('is a dialog labelled by its title, with focus on its first field', () => {
    const { dialog } = openModal();
    const heading = screen.getByRole('heading', { name: 'Edit Things' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('traps focus: Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    const { dialog } = openModal();
    const done = screen.getByRole('button', { name: 'Done' });
    const name = screen.getByLabelText('Name');
    act(() => done.focus());
    fireEvent.keyDown(done, { key: 'Tab' });
    // first tabbable in the dialog is the close button, then the field, then Done
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    act(() => name.focus());
    expect(document.activeElement).toBe(name);
  });

  it('does not let focus leave to the page behind it', async () => {
    const { dialog } = openModal();
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    act(() => outside.focus());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const { opener } = openModal();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('the close button closes it', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Issue 23 item 15: a dialog of rows of actions opens on a safe element and keeps the focus when a row goes. */
function PendingTeams() {
  const [open, setOpen] = useState(false);
  const [teams, setTeams] = useState(['Wolves', 'Bears']);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pending Teams
      </button>
      {open && (
        <Modal title="PENDING TEAMS" onClose={() => setOpen(false)}>
          <ul>
            {teams.map((team) => (
              <li key={team}>
                <button type="button" onClick={() => setTeams((all) => all.filter((t) => t !== team))}>
                  {`Decline ${team}`}
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}

describe('Modal focus with rows of actions', () => {
  it('opens with the focus on the dialog, not on its first Decline', () => {
    render(<PendingTeams />);
    fireEvent.click(screen.getByRole('button', { name: 'Pending Teams' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'PENDING TEAMS' }));
  });

  it('takes the focus back when the focused row goes, so Escape still closes it and focus returns to the opener', async () => {
    render(<PendingTeams />);
    const opener = screen.getByRole('button', { name: 'Pending Teams' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'PENDING TEAMS' });
    for (const team of ['Wolves', 'Bears']) {
      const decline = screen.getByRole('button', { name: `Decline ${team}` });
      act(() => decline.focus());
      fireEvent.click(decline);
      await waitFor(() => expect(document.activeElement).toBe(dialog));
    }
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
