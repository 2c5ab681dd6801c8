import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@coalsim/contract';
import { App, Avatar, Button, Upload } from 'antd';
import type { UploadProps } from 'antd';

import { useUserStore } from '../../../stores/user-store';
import { useUpdateAvatar } from '../api/update-avatar';
import { avatarUrl } from '../utils/avatar-url';
import styles from './account.module.css';

/** What the server accepts (the contract's updateAvatar): these four types, at most 2 MB. */
const ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';
const TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPE_MESSAGE = '头像只能是 PNG、JPG、GIF 或 WEBP 图片';
export const AVATAR_SIZE_MESSAGE = '头像大小不能超过 2MB';

/** 头像: pick a picture, checked here first so that a wrong file never travels. */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const { message } = App.useApp();
  const upload = useUpdateAvatar();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!TYPES.has(file.type)) {
      void message.error(AVATAR_TYPE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_BYTES) {
      void message.error(AVATAR_SIZE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload.mutate(file as Blob, {
      onSuccess: (result) => {
        const current = useUserStore.getState().user;
        if (current) useUserStore.getState().setUser({ ...current, avatarName: result.avatar });
        onSuccess?.(result);
        void message.success('头像已更新');
      },
      onError: (error) => onError?.(error),
    });
  };

  return (
    <div className={styles.avatarPane}>
      <Avatar size={120} src={avatarUrl(user.avatarName)} icon={<UserOutlined />} alt="当前头像" />
      <div>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            选择图片
          </Button>
        </Upload>
        <p className={styles.hint}>支持 PNG、JPG、GIF、WEBP 格式，大小不超过 2MB。</p>
      </div>
    </div>
  );
}
