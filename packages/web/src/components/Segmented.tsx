interface Option<T> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
}

interface Props<T> {
  /** The radio group's name (also what tests and the form find it by). */
  readonly name: string;
  readonly legend: string;
  /** Shows the legend only to screen readers (when a visible label is beside the control). */
  readonly hideLegend?: boolean;
  readonly options: readonly Option<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/**
 * A segmented control: real radio buttons (arrow keys, one tab stop, the browser's semantics) drawn
 * as a row of pills, the chosen one filled and ticked.
 */
export function Segmented<T extends string | number>(props: Props<T>) {
  const { name, legend, options, value, onChange } = props;
  return (
    <fieldset className="segmented" data-name={name}>
      <legend className={props.hideLegend === true ? 'sr-only' : undefined}>{legend}</legend>
      <div className="segments">
        {options.map((option) => (
          <label key={String(option.value)} className="segment">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
