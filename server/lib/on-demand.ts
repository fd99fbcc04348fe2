// Libraries that only some requests need (spreadsheets, Word documents, zips, mail) cost a third of a
// second or more to load: the first request that needs one loads it, not every start of the process.

const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};

export const loadExcel = once(() => import('exceljs').then((module) => module.default));
export const loadUnzipper = once(() => import('unzipper').then((module) => module.default));
export const loadDocx = once(() => import('docx'));
export const loadJsZip = once(() => import('jszip').then((module) => module.default));
export const loadMailer = once(() => import('nodemailer').then((module) => module.default));
export const loadOtp = once(() => import('otplib'));
export const loadQrCode = once(() => import('qrcode').then((module) => module.default));
export const loadOpenIdClient = once(() => import('openid-client'));
export const loadPdfKit = once(() => import('pdfkit').then((module) => module.default));
export const loadArchiver = once(() => import('archiver'));
// About 49,000 common passwords, read the first time someone chooses a password.
export const loadCommonPasswords = once(() =>
  import('@zxcvbn-ts/language-common').then((module) => new Set(module.dictionary['passwords-common'].map((word) => word.toLowerCase()))),
);
