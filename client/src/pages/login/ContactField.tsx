import { useFormikContext } from 'formik';
import type { ContactVia } from '../../auth/validation';
import { TextField } from '../../components/forms';
import styles from './ContactField.module.css';

/**
 * The account forms' e-mail or phone input (doc 01, section 5: sign-up and sign-in take an email or a phone): the
 * e-mail by default, a phone number (with its country code) after "Use a phone number instead". The form holds
 * `via`, `email` and `phone`; its schema checks the one shown.
 */
export function ContactField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<{ via: ContactVia }>();
  const phone = values.via === 'phone';
  const switchTo = (via: ContactVia) => {
    void setFieldValue('via', via, false);
    void setFieldTouched(via === 'phone' ? 'email' : 'phone', false, false);
  };
  return (
    <>
      {phone ? (
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="With the country code, e.g. +44 7700 900123."
        />
      ) : (
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      )}
      <button type="button" className={styles.switch} onClick={() => switchTo(phone ? 'email' : 'phone')}>
        {phone ? 'Use email instead' : 'Use a phone number instead'}
      </button>
    </>
  );
}
