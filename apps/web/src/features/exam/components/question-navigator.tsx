import type { KeyboardEvent } from 'react';

import styles from './question-navigator.module.css';

export interface NavigatorItem {
  id: number;
  answered: boolean;
  marked: boolean;
}

interface Props {
  items: readonly NavigatorItem[];
  current: number;
  onGo: (index: number) => void;
}

const stateText = ({ answered, marked }: NavigatorItem) =>
  `${answered ? '已答' : '未答'}${marked ? ' 已标记' : ''}`;

/**
 * 答题卡: one button per question (已答 filled, 未答 hollow, 标记 flagged), the current one outlined.
 * Tab reaches it, the arrow keys, Home and End move along it, Enter or Space opens a question.
 */
export function QuestionNavigator({ items, current, onGo }: Props) {
  const answered = items.filter((i) => i.answered).length;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const to = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[Math.min(Math.max(to, 0), buttons.length - 1)]?.focus();
  };
  return (
    <nav className={styles.navigator} aria-label="答题卡">
      <p className={styles.navigatorSummary}>
        已答 {answered}/{items.length} 题
      </p>
      <div className={styles.navigatorGrid} onKeyDown={move}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            className={styles.navButton}
            data-answered={item.answered}
            data-marked={item.marked}
            aria-current={index === current ? 'step' : undefined}
            aria-label={`第${index + 1}题 ${stateText(item)}`}
            onClick={() => onGo(index)}
          >
            {index + 1}
          </button>
        ))}
      </div>
      <ul className={styles.legend} aria-label="图例">
        <li>
          <span className={styles.swatch} data-answered="true" aria-hidden="true" /> 已答
        </li>
        <li>
          <span className={styles.swatch} aria-hidden="true" /> 未答
        </li>
        <li>
          <span className={styles.swatch} data-marked="true" aria-hidden="true" /> 标记
        </li>
      </ul>
    </nav>
  );
}
