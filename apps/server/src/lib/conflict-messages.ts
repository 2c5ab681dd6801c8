/**
 * Conflicts several modules answer alike (registration, 用户管理, 开通账号, 企业信息): one text for
 * one situation, in one place every module can import without importing another module.
 */
export const USERNAME_TAKEN = '用户名已存在';
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册，如为本企业请联系平台管理员';
