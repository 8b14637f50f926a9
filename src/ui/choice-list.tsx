import "./choice-list.css";

export interface ChoiceListProps<T extends string> {
  /** Id of the element that names the question (the step heading). */
  labelledBy: string;
  options: readonly T[];
  value: T | null;
  onChoose: (value: T) => void;
  disabled?: boolean;
}

/**
 * A single-choice list of buttons: a click (or Enter/Space) picks an option at once, so the question
 * needs no separate confirm. The picked option is marked with aria-pressed.
 */
export function ChoiceList<T extends string>({
  labelledBy,
  options,
  value,
  onChoose,
  disabled = false,
}: ChoiceListProps<T>) {
  return (
    <fieldset className="choice-fieldset" aria-labelledby={labelledBy}>
      <div className="choice-list">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={option === value ? "choice choice-selected" : "choice"}
            aria-pressed={option === value}
            disabled={disabled}
            onClick={() => onChoose(option)}
          >
            <span className="choice-mark" aria-hidden="true" />
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
