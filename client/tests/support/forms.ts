import { act, fireEvent, screen, within } from '@testing-library/react';

/** The input labelled `label`. */
export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Clicks `el` and lets what the click starts (a mutation, a state change) settle. */
export async function click(el: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(el);
  });
}

/** Presses the button `name` (in `scope`, the page by default) and lets what it starts settle. */
export const press = (name: string, scope: HTMLElement = document.body): Promise<void> => click(within(scope).getByRole('button', { name }));

/** Types each value into the input of that label, in order (an undefined one is left as it is), then presses `button`. */
export async function fillAndPress(button: string, fields: Record<string, string | undefined>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) if (value !== undefined) fireEvent.change(input(label), { target: { value } });
  await press(button);
}
