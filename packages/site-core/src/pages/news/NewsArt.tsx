import {
  AwardIcon,
  BoxIcon,
  BuildingIcon,
  CalendarIcon,
  ClipboardIcon,
  createIcon,
  MapPinIcon,
  MicroscopeIcon,
  PawIcon,
  PillIcon,
  ShieldCheckIcon,
  SnowflakeIcon,
  StethoscopeIcon,
  ToothIcon,
  TruckIcon,
  UsersIcon,
  WrenchIcon,
  type IconComponent,
} from '@medivia/ui/Icon';
import { PostType, type NewsArticle, type NewsIllustration } from '../../schema/news';
import styles from './NewsArt.module.css';

const HeartIcon = createIcon(
  'HeartIcon',
  '<path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />',
);
const ScreenIcon = createIcon(
  'ScreenIcon',
  '<rect x="3" y="4" width="18" height="12" rx="1.5" /><path d="M8 20h8M12 16v4M10 8.5l4 1.75-4 1.75z" />',
);

type Tone = 'primary' | 'info' | 'success' | 'warning';

const motifs: Record<NewsIllustration | 'news' | 'event', [IconComponent, IconComponent, Tone]> = {
  vehicles: [TruckIcon, SnowflakeIcon, 'info'],
  certificate: [ShieldCheckIcon, AwardIcon, 'success'],
  dental: [ToothIcon, UsersIcon, 'primary'],
  veterinary: [PawIcon, StethoscopeIcon, 'success'],
  diagnostics: [MicroscopeIcon, ClipboardIcon, 'info'],
  charity: [HeartIcon, UsersIcon, 'warning'],
  warehouse: [BuildingIcon, BoxIcon, 'primary'],
  webinar: [ScreenIcon, ClipboardIcon, 'info'],
  anniversary: [AwardIcon, BuildingIcon, 'warning'],
  equipment: [StethoscopeIcon, WrenchIcon, 'primary'],
  people: [UsersIcon, AwardIcon, 'primary'],
  pharmacy: [PillIcon, BoxIcon, 'success'],
  news: [BuildingIcon, PillIcon, 'primary'],
  event: [CalendarIcon, MapPinIcon, 'info'],
};

/** A drawn, decorative motif for an article (card band or article aside); the text beside it carries the meaning. */
export function NewsArt({
  article,
  className,
}: {
  article: Pick<NewsArticle, 'illustration' | 'type'>;
  className?: string;
}) {
  const key = article.illustration ?? (article.type === PostType.event ? 'event' : 'news');
  const [Main, Secondary, tone] = motifs[key];
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className={[styles.art, styles[tone], className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      data-motif={key}
    >
      <rect className={styles.bg} width="320" height="180" />
      <circle className={styles.soft} cx="286" cy="168" r="92" />
      <circle className={styles.soft} cx="18" cy="-8" r="54" />
      <g className={styles.dots}>
        {[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2, 3, 4].map((col) => (
            <circle key={`${row}-${col}`} cx={34 + col * 14} cy={112 + row * 14} r="2.2" />
          )),
        )}
      </g>
      <path className={styles.wave} d="M-10 60 C 50 30, 90 90, 150 58 S 260 40, 330 70" />
      <circle className={styles.disk} cx="160" cy="92" r="46" />
      <Main x={130} y={62} size={60} className={styles.main} strokeWidth={1.5} />
      <circle className={styles.badge} cx="218" cy="54" r="21" />
      <Secondary x={205} y={41} size={26} className={styles.secondary} strokeWidth={1.75} />
    </svg>
  );
}
