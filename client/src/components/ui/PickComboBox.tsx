import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styles from '../dashboard/Dashboard.module.css';

export interface PickOption {
  id: string;
  title: string;
}

/**
 * A type-to-filter pick (React Aria ComboBox) over `options`, controlled by the picked id. While `loading`, it is
 * disabled and says so: text typed before the options arrived found nothing, and its list did not open when they came.
 */
export function PickComboBox({
  label,
  options,
  selectedId,
  onChange,
  error,
  placeholder,
  loading = false,
}: {
  label: string;
  options: readonly PickOption[];
  selectedId: string | null;
  onChange: (id: string | null) => void;
  error?: string | null;
  placeholder?: string;
  loading?: boolean;
}) {
  return (
    <ComboBox
      className={styles.field}
      menuTrigger="focus"
      selectedKey={selectedId}
      onSelectionChange={(key) => onChange(key == null ? null : String(key))}
      defaultItems={options}
      isInvalid={Boolean(error)}
      isDisabled={loading}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.comboWrap}>
        <Input className={styles.input} placeholder={loading ? 'Loading...' : (placeholder ?? label)} />
        <Button className={styles.comboButton} aria-label={`Show ${label} options`}>
          ▾
        </Button>
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
      <PickOptionsPopover />
    </ComboBox>
  );
}

/** The options list of a pick ComboBox ('No matches' when the typed text filters out every option). */
export function PickOptionsPopover() {
  return (
    <Popover className={styles.comboPopover} placement="bottom start" offset={4}>
      <ListBox<PickOption> className={styles.comboList} renderEmptyState={() => <p className={styles.comboEmpty}>No matches</p>}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.title} className={styles.comboOption}>
            {option.title}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
