import { useState, type MouseEvent } from 'react';
import { useNavigate } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { formatDate } from '../lib/dates';
import { MAP_SIZE, type QuestStar, type StarMap as Map, type TaskStar } from './layout';

type Star = TaskStar | QuestStar;

function starPoints(x: number, y: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(x + Math.cos(angle) * radius).toFixed(1)},${(y + Math.sin(angle) * radius).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

/** The interactive SVG map; each star is a link (to its quest) that shows what it is. */
export function StarMap({ map }: { map: Map }) {
  const { t, i18n } = useTranslation('student');
  const navigate = useNavigate();
  const [active, setActive] = useState<Star | null>(null);
  const c = MAP_SIZE / 2;

  const describe = (star: Star) =>
    star.kind === 'task'
      ? t('constellation.taskStar', {
          title: star.title,
          quest: star.questTitle,
          pillar: t(`pillars.${star.pillar}`),
          xp: star.xp,
          date: formatDate(star.completedAt, i18n.language),
        })
      : t('constellation.questStar', {
          title: star.title,
          date: formatDate(star.completedAt, i18n.language),
        });

  const go = (star: Star) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(`/quests/${star.kind === 'task' ? star.questId : star.id}`);
  };

  const handlers = (star: Star) => ({
    onMouseEnter: () => setActive(star),
    onMouseLeave: () => setActive((a) => (a === star ? null : a)),
    onFocus: () => setActive(star),
    onBlur: () => setActive((a) => (a === star ? null : a)),
  });

  const byId = new globalThis.Map(map.tasks.map((s) => [s.id, s]));

  return (
    <div className="student-sky">
      <svg
        viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
        className="student-sky__svg"
        aria-labelledby="sky-title"
        role="group"
      >
        <title id="sky-title">{t('constellation.mapLabel')}</title>
        <rect width={MAP_SIZE} height={MAP_SIZE} className="student-sky__bg" aria-hidden="true" />
        <g aria-hidden="true">
          {map.sectors.map((s) => (
            <g key={s.pillar}>
              <line
                x1={c}
                y1={c}
                x2={c + Math.cos(s.startAngle) * (c - 40)}
                y2={c + Math.sin(s.startAngle) * (c - 40)}
                className="student-sky__divider"
              />
              <text
                x={s.labelX}
                y={s.labelY}
                textAnchor="middle"
                dominantBaseline="middle"
                className="student-sky__label"
              >
                {t(`pillars.${s.pillar}`)}
              </text>
            </g>
          ))}
          {map.quests.map((q) =>
            q.taskIds.map((id) => {
              const task = byId.get(id);
              return task ? (
                <line
                  key={`${q.id}-${id}`}
                  x1={q.x}
                  y1={q.y}
                  x2={task.x}
                  y2={task.y}
                  className="student-sky__link"
                />
              ) : null;
            }),
          )}
        </g>
        {map.tasks.map((star) => (
          <a
            key={star.id}
            href={`/quests/${star.questId}`}
            aria-label={describe(star)}
            onClick={go(star)}
            className="student-star"
            data-testid="task-star"
            data-pillar={star.pillar}
            {...handlers(star)}
          >
            <circle cx={star.x} cy={star.y} r={star.r + 6} className="student-star__halo" />
            <circle
              cx={star.x}
              cy={star.y}
              r={star.r}
              style={{ fill: `var(--optio-pillar-${star.pillar})` }}
              className="student-star__dot"
            />
          </a>
        ))}
        {map.quests.map((star) => (
          <a
            key={star.id}
            href={`/quests/${star.id}`}
            aria-label={describe(star)}
            onClick={go(star)}
            className="student-star student-star--quest"
            data-testid="quest-star"
            {...handlers(star)}
          >
            <polygon points={starPoints(star.x, star.y, star.r)} className="student-star__quest" />
          </a>
        ))}
      </svg>
      {active && (
        <div
          className="student-sky__tip"
          aria-hidden="true"
          style={{
            left: `${(active.x / MAP_SIZE) * 100}%`,
            top: `${(active.y / MAP_SIZE) * 100}%`,
          }}
        >
          {describe(active)}
        </div>
      )}
    </div>
  );
}
