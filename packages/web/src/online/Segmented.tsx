interface Option<T> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
}

interface Props<T> {
  readonly legend: string;
  readonly options: readonly Option<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** Names the group for tests and styles. */
  readonly name: string;
}

/** A row of toggle buttons, one pressed: the styled stand-in for a radio group. */
export function Segmented<T extends string | number>({ legend, options, value, onChange, name }: Props<T>) {
  return (
    <fieldset className="segmented" data-name={name}>
      <legend>{legend}</legend>
      <div className="segments">
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={option.value === value}
            disabled={option.disabled}
            onClick={() => {
              onChange(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
