import { passwordStrength } from '@optio/contracts/password';
import { cx } from './cx';
import { useUiTranslation } from './i18n';

export interface PasswordStrengthMeterProps {
  password: string;
  id?: string;
  className?: string;
}

const MAX_LISTED = 3;

/**
 * The strength meter (docs/product.md#password-strength): the bar and level from contracts' scoring, and the checklist of up
 * to 3 unmet items then "And N more..."; the checklist is hidden at score 100 (and when
 * nothing is unmet).
 */
export function PasswordStrengthMeter({ password, id, className }: PasswordStrengthMeterProps) {
  const { t } = useUiTranslation();
  if (password === '') return null;
  const { score, level, checks } = passwordStrength(password);
  const unmet = checks.filter((c) => !c.met);
  const listed = unmet.slice(0, MAX_LISTED);
  const more = unmet.length - listed.length;
  const levelText = t(`levels.${level}`);
  return (
    <div
      id={id}
      className={cx('optio-strength', `optio-strength--${level}`, className)}
      data-level={level}
    >
      <div
        className="optio-strength__track"
        role="meter"
        aria-label={t('strengthLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={levelText}
      >
        <div className="optio-strength__bar" style={{ width: `${score}%` }} />
      </div>
      <p className="optio-strength__level" aria-live="polite">
        {t('strength', { level: levelText })}
      </p>
      {score < 100 && unmet.length > 0 && (
        <ul className="optio-strength__unmet">
          {listed.map((c) => (
            <li key={c.key}>{t(`checks.${c.key}`)}</li>
          ))}
          {more > 0 && <li>{t('andMore', { count: more })}</li>}
        </ul>
      )}
    </div>
  );
}
