import type { Language } from '../../lib/language';

/** The product's name, as the login page and the e-mails show it. */
export const PRODUCT_NAME = 'EnvComply';

interface MailTexts {
  subject: string;
  body: (name: string, link: string, hours: number) => string;
}

/** The invitation and reset e-mails in the three languages of the app. */
export const MAIL_TEXTS: Record<'invitation' | 'reset', Record<Language, MailTexts>> = {
  invitation: {
    es: {
      subject: `Le damos la bienvenida a ${PRODUCT_NAME}`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nSe le ha dado acceso a ${PRODUCT_NAME}. Para elegir su contraseña, abra este enlace:\n\n${link}\n\n` +
        `El enlace sirve una sola vez y caduca en ${hours} horas. Si no esperaba este mensaje, puede ignorarlo.`,
    },
    ca: {
      subject: `Us donem la benvinguda a ${PRODUCT_NAME}`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nUs han donat accés a ${PRODUCT_NAME}. Per triar la vostra contrasenya, obriu aquest enllaç:\n\n${link}\n\n` +
        `L’enllaç només serveix una vegada i caduca d’aquí a ${hours} hores. Si no esperàveu aquest missatge, podeu ignorar-lo.`,
    },
    en: {
      subject: `Welcome to ${PRODUCT_NAME}`,
      body: (name, link, hours) =>
        `Hello ${name},\n\nYou have been given access to ${PRODUCT_NAME}. To choose your password, open this link:\n\n${link}\n\n` +
        `The link works once and expires in ${hours} hours. If you did not expect this message, you can ignore it.`,
    },
  },
  reset: {
    es: {
      subject: `${PRODUCT_NAME}: cambie su contraseña`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nHemos recibido una petición para cambiar su contraseña. Para elegir una nueva, abra este enlace:\n\n${link}\n\n` +
        `El enlace sirve una sola vez y caduca en ${hours} horas. Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.`,
    },
    ca: {
      subject: `${PRODUCT_NAME}: canvieu la contrasenya`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nHem rebut una petició per canviar la vostra contrasenya. Per triar-ne una de nova, obriu aquest enllaç:\n\n${link}\n\n` +
        `L’enllaç només serveix una vegada i caduca d’aquí a ${hours} hores. Si no ho heu demanat, ignoreu aquest missatge: la contrasenya no canvia.`,
    },
    en: {
      subject: `${PRODUCT_NAME}: change your password`,
      body: (name, link, hours) =>
        `Hello ${name},\n\nWe received a request to change your password. To choose a new one, open this link:\n\n${link}\n\n` +
        `The link works once and expires in ${hours} hours. If you did not ask for it, ignore this message: your password stays as it is.`,
    },
  },
};
