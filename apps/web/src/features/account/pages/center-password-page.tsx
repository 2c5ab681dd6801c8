import { PasswordForm } from '../components/password-form';

/** 修改密码 (/center/password): the portal's face of the form the back office shows in a tab. */
export function CenterPasswordPage() {
  return <PasswordForm />;
}
