import type { Room } from '@coalsim/contract';
import { Tooltip } from 'antd';

import { formatClock, formatSlot } from '../utils/format-room-time';
import { formatDay, hourSpan, placeInDay, weekDays } from '../utils/week';
import styles from './week-calendar.module.css';

const HOUR_PX = 44;

function roomSummary(room: Room): string {
  const where = room.place || room.onlineLink || '';
  const held = room.assessments.map((a) => `${a.title}（${a.teamName}）`).join('、');
  return [
    room.name,
    formatSlot(room.startTime, room.endTime),
    where,
    `容纳${room.capacity}人`,
    held && `考核：${held}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * 考核房间's week: seven day columns (Monday first) with each room placed by its start and end
 * time; clicking a room opens it. A room over midnight shows in each day it touches.
 */
export function WeekCalendar({
  monday,
  rooms,
  onOpen,
}: {
  monday: Date;
  rooms: readonly Room[];
  onOpen: (room: Room) => void;
}) {
  const days = weekDays(monday);
  const hours = hourSpan(rooms, days);
  const height = (hours.last - hours.first) * HOUR_PX;
  const today = formatDay(new Date());
  const hourMarks = Array.from({ length: hours.last - hours.first + 1 }, (_, i) => hours.first + i);

  return (
    <div className={styles.calendar} role="group" aria-label="考核房间周历">
      <div className={styles.head} aria-hidden="true" />
      {days.map((d) => (
        <div key={d.start} className={`${styles.head} ${formatDay(d.date) === today ? styles.today : ''}`}>
          {d.label}
        </div>
      ))}
      <div className={styles.axis} style={{ height }} aria-hidden="true">
        {hourMarks.map((h) => (
          <span key={h} className={styles.hourLabel} style={{ top: (h - hours.first) * HOUR_PX }}>
            {`${String(h).padStart(2, '0')}:00`}
          </span>
        ))}
      </div>
      {days.map((d) => (
        <ul
          key={d.start}
          className={styles.day}
          aria-label={d.label}
          style={{ height, backgroundSize: `100% ${HOUR_PX}px` }}
        >
          {rooms.map((room) => {
            const place = placeInDay(room, d, hours);
            if (!place) return null;
            return (
              <li key={room.id}>
                <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{roomSummary(room)}</span>}>
                  <button
                    type="button"
                    className={styles.slot}
                    style={{ top: `${place.top}%`, height: `${place.height}%` }}
                    aria-label={`${room.name} ${formatSlot(room.startTime, room.endTime)}`}
                    onClick={() => onOpen(room)}
                  >
                    <span className={styles.slotName}>{room.name}</span>
                    {`${formatClock(room.startTime)}–${formatClock(room.endTime)}`}
                  </button>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
