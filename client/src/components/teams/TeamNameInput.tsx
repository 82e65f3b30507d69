import { LabelledInput, type LabelledInputProps } from '../forms';

/** The Team Name input of the forms that create a team (their field `name`), in the caller's look. */
export function TeamNameInput(props: Omit<LabelledInputProps, 'name' | 'label'>) {
  return <LabelledInput name="name" label="Team Name" maxLength={40} autoComplete="off" {...props} />;
}
