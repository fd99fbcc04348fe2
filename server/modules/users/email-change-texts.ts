import type { Language } from '../../lib/language';
import { PRODUCT_NAME } from '../onboarding/texts';

interface ConfirmationTexts {
  subject: string;
  body: (name: string, link: string, hours: number) => string;
}

interface NoticeTexts {
  subject: string;
  body: (name: string, newEmail: string) => string;
}

/** To the new address: the link that makes it the account's e-mail. */
export const CONFIRMATION_TEXTS: Record<Language, ConfirmationTexts> = {
  es: {
    subject: `${PRODUCT_NAME}: confirme su nueva dirección de correo`,
    body: (name, link, hours) =>
      `Hola, ${name}:\n\nHa pedido usar esta dirección en su cuenta de ${PRODUCT_NAME}. Para confirmarla, abra este enlace:\n\n${link}\n\n` +
      `El enlace sirve una sola vez y caduca en ${hours} horas. Hasta entonces su cuenta sigue con la dirección anterior. ` +
      `Si no lo ha pedido usted, ignore este mensaje.`,
  },
  ca: {
    subject: `${PRODUCT_NAME}: confirmeu la nova adreça de correu`,
    body: (name, link, hours) =>
      `Hola, ${name}:\n\nHeu demanat fer servir aquesta adreça al vostre compte de ${PRODUCT_NAME}. Per confirmar-la, obriu aquest enllaç:\n\n${link}\n\n` +
      `L’enllaç només serveix una vegada i caduca d’aquí a ${hours} hores. Fins aleshores el compte manté l’adreça anterior. ` +
      `Si no ho heu demanat, ignoreu aquest missatge.`,
  },
  en: {
    subject: `${PRODUCT_NAME}: confirm your new e-mail address`,
    body: (name, link, hours) =>
      `Hello ${name},\n\nYou asked to use this address for your ${PRODUCT_NAME} account. To confirm it, open this link:\n\n${link}\n\n` +
      `The link works once and expires in ${hours} hours. Until then your account keeps its old address. ` +
      `If you did not ask for it, ignore this message.`,
  },
};

/** To the old address: someone signed in as the user asked to move the account to another address. */
export const NOTICE_TEXTS: Record<Language, NoticeTexts> = {
  es: {
    subject: `${PRODUCT_NAME}: se ha pedido cambiar la dirección de correo de su cuenta`,
    body: (name, newEmail) =>
      `Hola, ${name}:\n\nSe ha pedido cambiar la dirección de correo de su cuenta de ${PRODUCT_NAME} a ${newEmail}. ` +
      `El cambio se hará cuando se abra el enlace enviado a esa dirección.\n\n` +
      `Si no lo ha pedido usted, cambie su contraseña y cierre las sesiones abiertas desde su perfil, o avise a quien administra la aplicación.`,
  },
  ca: {
    subject: `${PRODUCT_NAME}: s’ha demanat canviar l’adreça de correu del vostre compte`,
    body: (name, newEmail) =>
      `Hola, ${name}:\n\nS’ha demanat canviar l’adreça de correu del vostre compte de ${PRODUCT_NAME} a ${newEmail}. ` +
      `El canvi es farà quan s’obri l’enllaç enviat a aquella adreça.\n\n` +
      `Si no ho heu demanat, canvieu la contrasenya i tanqueu les sessions obertes des del vostre perfil, o aviseu qui administra l’aplicació.`,
  },
  en: {
    subject: `${PRODUCT_NAME}: a change of your account’s e-mail address was asked for`,
    body: (name, newEmail) =>
      `Hello ${name},\n\nSomeone asked to change the e-mail address of your ${PRODUCT_NAME} account to ${newEmail}. ` +
      `The change happens when the link sent to that address is opened.\n\n` +
      `If it was not you, change your password and end the open sessions from your profile, or tell your administrator.`,
  },
};
