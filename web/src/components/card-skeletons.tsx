import ui from './public-ui.module.css';

interface CardSkeletonsProps {
  count: number;
  /** Read by screen readers while the placeholders show, e.g. "Loading courses". */
  label: string;
  /** Cards to a row from 48em (and from 62em when three): 2 for the testimonials, else 3. */
  columns?: 2 | 3;
  withAvatar?: boolean;
  withImage?: boolean;
  testId?: string;
}

/** Placeholder cards shown while a list loads. */
export function CardSkeletons({
  count,
  label,
  columns = 3,
  withAvatar = false,
  withImage = false,
  testId,
}: CardSkeletonsProps) {
  const bar = (width?: string, height = 10) => (
    <span className={ui.skeleton} style={{ width, height }} />
  );
  return (
    <div aria-busy="true" data-testid={testId}>
      <span role="status" className={ui.visuallyHidden}>
        {label}
      </span>
      <div className={columns === 2 ? ui.grid2 : ui.grid3}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={ui.card} data-skeleton="">
            {withImage && (
              <span className={`${ui.skeleton} ${ui.cardImage}`} style={{ height: 140 }} />
            )}
            {withAvatar ? (
              <div className={ui.skeletonHead}>
                <span
                  className={ui.skeleton}
                  style={{ width: 64, height: 64, borderRadius: '50%' }}
                />
                <div className={ui.stack} style={{ flex: 1, gap: 8 }}>
                  {bar('70%', 14)}
                  {bar('50%')}
                </div>
              </div>
            ) : (
              <span style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{bar('70%', 18)}</span>
            )}
            <div className={ui.stack} style={{ gap: 8 }}>
              {bar()}
              {bar()}
              {bar('80%')}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
