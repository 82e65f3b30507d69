import type { UserPageQuery } from '../../gql/graphql';
import styles from './RatingChart.module.css';

type Point = UserPageQuery['user']['ratingHistory'][number];

/** The sparkline's drawing box (the SVG scales to its container). */
export const SPARK_WIDTH = 240;
export const SPARK_HEIGHT = 56;
/** Room around the line, in drawing units: the last point's dot must clear the box's rounded corners. */
const PAD = 8;

/** The polyline points of a rating series: oldest on the left, the best rating at the top. */
export function sparklinePoints(ratings: readonly number[], width = SPARK_WIDTH, height = SPARK_HEIGHT): string {
  if (ratings.length === 0) return '';
  const min = Math.min(...ratings);
  const max = Math.max(...ratings);
  const span = max - min || 1;
  const step = ratings.length > 1 ? (width - PAD * 2) / (ratings.length - 1) : 0;
  return ratings
    .map((rating, i) => {
      const x = ratings.length > 1 ? PAD + i * step : width / 2;
      const y = max === min ? height / 2 : PAD + (1 - (rating - min) / span) * (height - PAD * 2);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** A player's skill rating after each finalized match, as a tiny inline SVG sparkline (no chart library). */
export function RatingChart({ rating, history }: { rating: number; history: readonly Point[] }) {
  if (history.length === 0) return <p className={styles.empty}>No rated matches yet.</p>;
  const ratings = history.map((point) => point.rating);
  const first = ratings[0];
  const last = ratings[ratings.length - 1];
  const points = sparklinePoints(ratings);
  const [lastX, lastY] = points.split(' ').at(-1)!.split(',');
  const label = `Rating history over ${ratings.length} ${ratings.length === 1 ? 'match' : 'matches'}: from ${first} to ${last}, now ${rating}.`;
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
        <polyline className={styles.line} points={points} fill="none" vectorEffect="non-scaling-stroke" />
        {/* The latest rating as a round cap on a zero-length line: a circle would be stretched with the drawing. */}
        <line className={styles.dot} x1={lastX} y1={lastY} x2={lastX} y2={lastY} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className={styles.caption}>
        <span>{ratings.length} rated {ratings.length === 1 ? 'match' : 'matches'}</span>
        <span className={last >= first ? styles.up : styles.down}>
          {last >= first ? '+' : ''}
          {last - first}
        </span>
      </figcaption>
    </figure>
  );
}
