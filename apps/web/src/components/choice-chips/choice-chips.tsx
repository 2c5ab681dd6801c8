import styles from './choice-chips.module.css';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A row of toggle buttons for a single choice (category filters): every option is visible at a
 * glance, unlike a select, and each button says whether it is on (`aria-pressed`).
 */
export function ChoiceChips({
  label,
  choices,
  value,
  onChange,
}: {
  /** Names the group for assistive technology, e.g. 软件分类. */
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.row} role="group" aria-label={label}>
      {choices.map((c) => (
        <button
          key={c.value}
          type="button"
          className={styles.chip}
          aria-pressed={c.value === value}
          onClick={() => onChange(c.value)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
