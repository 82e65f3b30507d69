import type { DateValue } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import styles from './DatePickerField.module.css';

/**
 * A React Aria DatePicker (typed segments plus a calendar popover). Heavy: only screens loaded on
 * demand (Create Ladder, Schedule A Match) import it, never the first route.
 */
export function DatePickerField<T extends DateValue>({
  label,
  value,
  onChange,
  granularity = 'day',
  error,
  hint,
  isRequired,
  minValue,
}: {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  granularity?: 'day' | 'minute';
  error?: string | null;
  hint?: string;
  isRequired?: boolean;
  minValue?: DateValue;
}) {
  return (
    <DatePicker<T>
      className={styles.field}
      value={value}
      onChange={(next) => onChange(next as T | null)}
      granularity={granularity}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      minValue={minValue}
      shouldForceLeadingZeros
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.button} aria-label={`Open calendar for ${label}`}>
          ▾
        </Button>
      </Group>
      {hint && !error && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={`${label} calendar`}>
          <Calendar className={styles.calendar}>
            <header className={styles.calHeader}>
              <Button slot="previous" className={styles.navButton}>
                ‹
              </Button>
              <Heading className={styles.calHeading} />
              <Button slot="next" className={styles.navButton}>
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
