export interface ProgressBarProps {
  /** 0..100 */
  value: number;
  label: string;
  /** Spoken value, e.g. "3 of 5 tasks". */
  valueText?: string;
  className?: string;
}

/** An accessible progress bar (role="progressbar" with its value and a name). */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`student-progress ${className ?? ''}`.trim()}
    >
      <div className="student-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
