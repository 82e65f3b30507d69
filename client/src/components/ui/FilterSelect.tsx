/**
 * A list filter: a native select of `options` after an "all" choice (the empty value), named by a visually hidden
 * label. `className` gives the page's look, `hiddenLabelClassName` hides the label text.
 */
export function FilterSelect({
  label,
  allText,
  value,
  options,
  onChange,
  className,
  hiddenLabelClassName,
}: {
  label: string;
  allText: string;
  value: string;
  options: ReadonlyArray<{ id: string; title: string }> | undefined;
  onChange: (value: string) => void;
  className: string;
  hiddenLabelClassName: string;
}) {
  return (
    <label className={className}>
      <span className={hiddenLabelClassName}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allText}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}
