import { CombinedGraphQLErrors } from '@apollo/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as yup from 'yup';
import { Form, FormError, SubmitButton, TextField, useForm, type FormHelpers } from '../../src/components/forms';

type Values = { name: string; email: string };
const schema = yup.object({ name: yup.string().required('Name is required.'), email: yup.string().required('Email is required.') });

function Harness({ onSubmit }: { onSubmit: (values: Values, helpers: FormHelpers<Values>) => unknown }) {
  const form = useForm<Values>({
    initialValues: { name: '', email: '' },
    validationSchema: schema,
    onSubmit: async (v, h) => void (await onSubmit(v, h)),
  });
  return (
    <Form form={form} aria-label="Test form">
      <TextField name="name" label="Name" hint="Your public name." />
      <TextField name="email" label="Email" />
      <FormError />
      <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Save|Saving/ }));
  });
}

describe('the shared formik wrapper', () => {
  it('shows a field error once the field is left, tied to the input, replacing its hint', async () => {
    render(<Harness onSubmit={jest.fn()} />);
    expect(screen.getByText('Your public name.')).toBeTruthy();
    expect(screen.queryByText('Name is required.')).toBeNull();
    await act(async () => {
      fireEvent.blur(field('Name'));
    });
    const error = screen.getByText('Name is required.');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('Your public name.')).toBeNull();
    // The other field was not visited yet.
    expect(screen.queryByText('Email is required.')).toBeNull();
  });

  it('checks every field on submit and does not call onSubmit while invalid', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await submit();
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('setFormError: a form-level alert, or a message under a named field; the next submit clears it', async () => {
    const onSubmit = jest
      .fn()
      .mockImplementationOnce((_v: Values, h: FormHelpers<Values>) => h.setFormError('Too many attempts.'))
      .mockImplementationOnce((_v: Values, h: FormHelpers<Values>) => h.setFormError('That name is taken.', 'name'))
      .mockImplementationOnce((_v: Values, h: FormHelpers<Values>) => h.setFormError('Not a field of this form.', 'nope'));
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(field('Name'), { target: { value: 'ace' } });
    fireEvent.change(field('Email'), { target: { value: 'ace@example.test' } });

    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts.');

    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('That name is taken.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Not a field of this form.');
  });

  it('a thrown error becomes the unexpected-error message, never silence', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness onSubmit={() => Promise.reject(new Error('socket hang up'))} />);
    fireEvent.change(field('Name'), { target: { value: 'ace' } });
    fireEvent.change(field('Email'), { target: { value: 'ace@example.test' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.');
  });

  it('maps GraphQL BAD_USER_INPUT field details onto the inputs', async () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'Check the highlighted fields.',
          extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Names are 1 to 40 characters.' } },
        },
      ],
    });
    render(<Harness onSubmit={(_v, h) => h.applyGraphQLErrors(error)} />);
    fireEvent.change(field('Name'), { target: { value: 'x'.repeat(41) } });
    fireEvent.change(field('Email'), { target: { value: 'ace@example.test' } });
    await submit();
    expect(screen.getByText('Names are 1 to 40 characters.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    // Every message found its field: no form-level repeat.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the button and shows the pending label while the submit runs', async () => {
    let finish!: () => void;
    render(<Harness onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.change(field('Name'), { target: { value: 'ace' } });
    fireEvent.change(field('Email'), { target: { value: 'ace@example.test' } });
    await submit();
    const button = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
