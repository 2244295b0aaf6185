import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/pt-br';

dayjs.extend(relativeTimePlugin);

/**
 * A moment relative to `now` in pt-BR, as dayjs says it: 'há alguns segundos', 'há 2 minutos',
 * 'há um dia'. The locale is passed per call, so the global one stays whatever the app chose.
 */
export function formatRelativeTime(date: number | Date, now: number | Date): string {
  return dayjs(date).locale('pt-br').from(dayjs(now));
}
