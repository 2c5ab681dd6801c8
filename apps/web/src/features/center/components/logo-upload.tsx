import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';

import { useUploadCompanyLogo } from '../api/upload-company-logo';
import styles from './company.module.css';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * 企业标志: the current logo and a button that replaces it at once (the server stores it and
 * answers the profile). Checked here first so a wrong file is named before it is sent.
 */
export function LogoUpload({ logo }: { logo: string | null }) {
  const { message } = App.useApp();
  const upload = useUploadCompanyLogo();
  const choose = (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) void message.error('请选择 PNG、JPG、GIF 或 WEBP 图片');
    else if (file.size > LOGO_MAX_BYTES) void message.error('图片不能超过 5 MB');
    else
      upload.mutate(file, {
        onSuccess: () => void message.success('企业标志已更新'),
      });
    return false;
  };
  return (
    <div className={styles.logo}>
      {logo ? (
        <img className={styles.logoImage} src={logo} alt="企业标志" />
      ) : (
        <span className={styles.logoImage} aria-hidden="true">
          <PictureOutlined />
        </span>
      )}
      <div>
        <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            {logo ? '更换标志' : '上传标志'}
          </Button>
        </Upload>
        <p className={styles.logoHint}>PNG、JPG、GIF 或 WEBP，不超过 5 MB，建议正方形</p>
      </div>
    </div>
  );
}
