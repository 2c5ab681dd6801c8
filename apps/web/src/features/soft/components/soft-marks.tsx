import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { SoftDetail } from '@coalsim/contract';
import { useLocation, useNavigate } from 'react-router-dom';

import { PlainButton } from '../../../components/plain/plain-button';
import { loginHref } from '../../../config/paths';
import { dialogs } from '../../../lib/dialogs';
import { formatCount } from '../../../lib/portal-format';
import { toasts } from '../../../lib/toasts';
import { useUserStore } from '../../../stores/user-store';
import { useMarkSoft } from '../api/mark-soft';
import styles from './soft-marks.module.css';

/**
 * 点赞 and 收藏 with their live counts. Signed out, a click explains that these need an account and
 * offers the login page, which brings the visitor back to this software afterwards. Drawn without
 * antd (the detail page loads none); the question and the confirmation load it when they show.
 */
export function SoftMarks({ soft }: { soft: SoftDetail }) {
  const signedIn = useUserStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  const location = useLocation();
  const like = useMarkSoft('like');
  const collect = useMarkSoft('collect');

  const requireSignIn = (): boolean => {
    if (signedIn) return true;
    dialogs.push({
      kind: 'confirm',
      title: '请先登录',
      content: '登录后即可点赞和收藏软件，收藏的软件可在个人中心随时找到。',
      okText: '去登录',
      cancelText: '取消',
      onOk: () => navigate(loginHref(`${location.pathname}${location.search}`)),
    });
    return false;
  };

  // The name is the visible text alone: the icons' own labels (like, star) would otherwise join it.
  const likeText = `${soft.liked ? '已点赞' : '点赞'} ${formatCount(soft.likeCount)}`;
  const collectText = `${soft.collected ? '已收藏' : '收藏'} ${formatCount(soft.collectCount)}`;

  return (
    <div className={styles.marks}>
      <PlainButton
        size="large"
        className={soft.liked ? styles.on : undefined}
        icon={soft.liked ? <LikeFilled /> : <LikeOutlined />}
        aria-pressed={soft.liked}
        aria-label={likeText}
        busy={like.isPending}
        onClick={() => {
          if (requireSignIn()) like.mutate({ id: soft.id, on: !soft.liked });
        }}
      >
        {likeText}
      </PlainButton>
      <PlainButton
        size="large"
        className={soft.collected ? styles.on : undefined}
        icon={soft.collected ? <StarFilled /> : <StarOutlined />}
        aria-pressed={soft.collected}
        aria-label={collectText}
        busy={collect.isPending}
        onClick={() => {
          if (!requireSignIn()) return;
          collect.mutate(
            { id: soft.id, on: !soft.collected },
            {
              onSuccess: (r) =>
                toasts.push({
                  kind: 'success',
                  text: 'collected' in r && r.collected ? '已加入我的收藏' : '已取消收藏',
                }),
            },
          );
        }}
      >
        {collectText}
      </PlainButton>
    </div>
  );
}
